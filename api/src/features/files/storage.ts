import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Uploads in progress live here under STORAGE_DIR and are never served. */
export const UPLOAD_TMP_FOLDER = 'tmp';

/**
 * A new, never-reused stored path under `folder`, sharded by year and month
 * (e.g. `feeds/2026/03/4f1c...`), without extension; its parent folder is created.
 */
export async function newStoredPath(storageDir: string, folder: string, now: Date) {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const relative = `${folder}/${year}/${month}/${randomUUID()}`;
  await mkdir(path.join(storageDir, folder, year, month), { recursive: true });
  return relative;
}

/** A fresh temporary file path for an upload in progress. */
export async function newUploadTmpPath(storageDir: string): Promise<string> {
  const dir = path.join(storageDir, UPLOAD_TMP_FOLDER);
  await mkdir(dir, { recursive: true });
  return path.join(dir, randomUUID());
}

/** The absolute path of a stored file; refuses anything that would leave STORAGE_DIR. */
export function absoluteStoredPath(storageDir: string, relative: string): string {
  const root = path.resolve(storageDir);
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(root + path.sep)) throw new Error(`Not a stored path: ${relative}`);
  return absolute;
}

/** Remove stored files; missing ones are fine (the goal is that they are gone). */
export async function removeStored(storageDir: string, relatives: Iterable<string>) {
  await Promise.all(
    [...relatives].map((relative) => rm(absoluteStoredPath(storageDir, relative), { force: true })),
  );
}
