import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  UPLOAD_TMP_FOLDER,
  checkStorageKey,
  contentTypeOf,
  type Storage,
  type StoredObject,
} from './storage.ts';

/** Stored files as plain files under one folder (STORAGE_DIR), the key as the relative path. */
export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file behind a key; refuses anything that would leave the folder. */
  pathOf(key: string): string {
    const absolute = path.resolve(this.root, checkStorageKey(key));
    if (!absolute.startsWith(this.root + path.sep)) throw new Error(`Not a storage key: ${key}`);
    return absolute;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written in the upload area and renamed (one file system), so a reader never sees half
    // a file, and what a killed process was writing is swept at the next start.
    const partials = path.join(this.root, UPLOAD_TMP_FOLDER);
    await mkdir(partials, { recursive: true });
    const partial = path.join(partials, `${randomUUID()}.partial`);
    try {
      await writeFile(partial, body);
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
  }

  async remove(keys: Iterable<string>): Promise<void> {
    await Promise.all([...keys].map((key) => rm(this.pathOf(key), { force: true })));
  }
}
