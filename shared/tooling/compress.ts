import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE } from '@kfeed/contracts/delivery';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at its best quality and gzip at level 9: built once, served many times. */
export async function compressBuffer(data: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a built folder
 * (source maps excluded), when the compressed form is smaller.
 */
export async function compressDir(dir: string): Promise<number> {
  let written = 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const data = await readFile(file);
        if (data.length < 256) return;
        const { br, gz } = await compressBuffer(data);
        if (br.length < data.length) {
          await writeFile(`${file}.br`, br);
          written += 1;
        }
        if (gz.length < data.length) {
          await writeFile(`${file}.gz`, gz);
          written += 1;
        }
      }),
  );
  return written;
}
