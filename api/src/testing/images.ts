import sharp from 'sharp';

/** A photo in `format`, optionally carrying EXIF data and an orientation. */
export async function photo(
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif',
  options: { width?: number; height?: number; exif?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  let image = sharp({
    create: {
      width: options.width ?? 320,
      height: options.height ?? 200,
      channels: 3,
      background: '#3366ff',
    },
  });
  if (options.exif) {
    image = image.withExif({
      IFD0: { Copyright: 'Secret Owner', Make: 'PhoneMaker', Model: 'Phone 15' },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...parts);

/**
 * A well-formed HEIC container (ISO-BMFF: ftyp, meta with an hvc1 item, its hvcC and
 * size) whose HEVC data a decoder would still have to read: what a phone's HEIC photo
 * looks like to a server that can parse the container but may lack an HEVC decoder.
 */
export function heicContainer(width = 64, height = 48): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from('heic', 'latin1'),
    u32(0),
    Buffer.from('mif1heic', 'latin1'),
  );
  const hdlr = fullBox(
    'hdlr',
    0,
    u32(0),
    Buffer.from('pict', 'latin1'),
    u32(0),
    u32(0),
    u32(0),
    Buffer.from([0]),
  );
  const pitm = fullBox('pitm', 0, u16(1));
  const infe = fullBox('infe', 2, u16(1), u16(0), Buffer.from('hvc1', 'latin1'), Buffer.from([0]));
  const iinf = fullBox('iinf', 0, u16(1), infe);
  const hvcC = box(
    'hvcC',
    Buffer.from([
      1, 1, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5d, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f,
      0,
    ]),
  );
  const ispe = fullBox('ispe', 0, u32(width), u32(height));
  const iprp = box(
    'iprp',
    box('ipco', hvcC, ispe),
    fullBox('ipma', 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02])),
  );
  const data = Buffer.from([0, 0, 0, 4, 0x26, 0x01, 0xaf, 0x00]);
  const meta = (offset: number) =>
    fullBox(
      'meta',
      0,
      hdlr,
      pitm,
      fullBox(
        'iloc',
        0,
        Buffer.from([0x44, 0x00]),
        u16(1),
        u16(1),
        u16(0),
        u16(1),
        u32(offset),
        u32(data.length),
      ),
      iinf,
      iprp,
    );
  const offset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(offset), box('mdat', data)]);
}
