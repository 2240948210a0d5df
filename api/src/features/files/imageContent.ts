import { open } from 'node:fs/promises';
import type sharp from 'sharp';

/** What an image is, told from its content (never from its name), shared by every upload. */

/** HEIF-family brands in an ISO-BMFF `ftyp` box (HEIC photos from phones, HEIF, AVIF). */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
]);

/** How many leading bytes isHeifHeader looks at. */
const HEADER_BYTES = 12;

/** Whether these leading bytes open a HEIF-family file: an `ftyp` box naming a HEIF brand. */
export function isHeifHeader(header: Buffer): boolean {
  return (
    header.length >= HEADER_BYTES &&
    header.toString('latin1', 4, 8) === 'ftyp' &&
    HEIF_BRANDS.has(header.toString('latin1', 8, 12))
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
export const fitWithin = (side: number): sharp.ResizeOptions => ({
  width: side,
  height: side,
  fit: 'inside',
  withoutEnlargement: true,
});
