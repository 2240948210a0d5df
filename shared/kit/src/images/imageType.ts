import { isAvifBrand, isHeicBrand, isHeifBrand } from '@kfeed/contracts/heifBrands';

/** Image formats recognised by their first bytes, whatever the file's name or declared type. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'avif' | 'heic' | 'heif';

const HEADER_BYTES = 64;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((value, index) => bytes[at + index] === value);

/** The ISO-BMFF `ftyp` box: major brand, then compatible brands. */
function heifFamily(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4)
    brands.push(ascii(bytes, at, 4));
  const [major] = brands;
  if (major !== undefined && isAvifBrand(major)) return 'avif';
  if (brands.some(isHeicBrand)) return 'heic';
  if (brands.some(isAvifBrand)) return 'avif';
  // The HEIC brands are answered above: what is left is generic HEIF (heifBrands.ts).
  if (brands.some(isHeifBrand)) return 'heif';
  return null;
}

/** The format of an image from its bytes, or null when it is not an image we know. */
export function imageFormatOfBytes(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 14) return 'bmp';
  return heifFamily(bytes);
}

function readHeader(blob: Blob): Promise<Uint8Array> {
  const head = blob.slice(0, HEADER_BYTES);
  if (typeof head.arrayBuffer === 'function')
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  // Older engines (and jsdom) without Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsArrayBuffer(head);
  });
}

/** The format of a file judged by its content (names and declared types can lie). */
export async function sniffImageFormat(blob: Blob): Promise<ImageFormat | null> {
  return imageFormatOfBytes(await readHeader(blob));
}

/** HEIC and HEIF need converting before browsers other than Safari can show them. */
export const needsConversion = (format: ImageFormat | null) =>
  format === 'heic' || format === 'heif';

/** What a file picker should offer: images, plus HEIC/HEIF which some systems leave untyped. */
export const IMAGE_PICKER_ACCEPT = 'image/*,.heic,.heif,image/heic,image/heif';
