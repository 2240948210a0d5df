import { open } from 'node:fs/promises';
import type { ResizeOptions } from 'sharp';
import { isAvifBrand, isHeifBrand } from '@kfeed/contracts/heifBrands';

/** What an image is, told from its content (never from its name), shared by every upload. */

/**
 * HEIF-family major brands in an ISO-BMFF `ftyp` box: the kit's HEIF brands (the one list the
 * browser converts from), and AVIF, which shares the container and which sharp reads as `heif`.
 */
const isHeifFamilyBrand = (brand: string) => isHeifBrand(brand) || isAvifBrand(brand);

/** How many leading bytes isHeifHeader looks at. */
const HEADER_BYTES = 12;

/** Whether these leading bytes open a HEIF-family file: an `ftyp` box naming a HEIF brand. */
export function isHeifHeader(header: Buffer): boolean {
  return (
    header.length >= HEADER_BYTES &&
    header.toString('latin1', 4, 8) === 'ftyp' &&
    isHeifFamilyBrand(header.toString('latin1', 8, 12))
  );
}

/** Whether the file on disk is HEIF-family (see isHeifHeader). */
export async function isHeifFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    return isHeifHeader(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** sharp resize options: at most `side` pixels on the longer side, never enlarged. */
export const fitWithin = (side: number): ResizeOptions => ({
  width: side,
  height: side,
  fit: 'inside',
  withoutEnlargement: true,
});
