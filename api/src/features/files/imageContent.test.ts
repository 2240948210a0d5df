import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AVIF_BRANDS, HEIF_BRANDS } from '@kfeed/contracts/heifBrands';
import { isHeifFile, isHeifHeader } from './imageContent.ts';

/** The start of an ISO-BMFF file: an `ftyp` box with this major brand. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(16 + compatible.length * 4);
  return Buffer.concat([size, Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1')]);
};

/** Brands of other ISO-BMFF files: MP4, QuickTime, 3GP, Canon CR3, JPEG 2000, JPEG XL, MIAF alone. */
const NOT_HEIF = ['isom', 'iso2', 'mp41', 'mp42', 'qt  ', '3gp4', 'crx ', 'jp2 ', 'jxl ', 'miaf'];

describe('isHeifHeader follows the kit’s HEIF brands (the list the browser converts from)', () => {
  it.each(HEIF_BRANDS)('takes %s', (brand) => {
    expect(isHeifHeader(ftyp(brand, 'mif1'))).toBe(true);
  });

  it.each(AVIF_BRANDS)(
    'takes %s too: AVIF shares the container and sharp reads it as heif',
    (brand) => {
      expect(isHeifHeader(ftyp(brand, 'mif1', 'miaf'))).toBe(true);
    },
  );

  it.each(NOT_HEIF)('refuses %j', (brand) => {
    expect(isHeifHeader(ftyp(brand, 'isom'))).toBe(false);
  });

  it('refuses a short header and a file that is no ISO-BMFF at all', () => {
    expect(isHeifHeader(ftyp('heic').subarray(0, 11))).toBe(false);
    expect(isHeifHeader(Buffer.from('\0\0\0\x18moovheic\0\0\0\0', 'latin1'))).toBe(false);
    expect(
      isHeifHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])),
    ).toBe(false);
  });
});

it('isHeifFile reads the same brands from disk', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'kfeed-heif-'));
  try {
    for (const [brand, heif] of [
      ...HEIF_BRANDS.map((b) => [b, true] as const),
      ['mp42', false] as const,
    ]) {
      const file = path.join(dir, `${brand.trim()}.bin`);
      await writeFile(file, ftyp(brand, 'mif1'));
      await expect(isHeifFile(file)).resolves.toBe(heif);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
