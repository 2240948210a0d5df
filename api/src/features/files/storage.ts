import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Uploads in progress live here under STORAGE_DIR (always local disk) and are never served. */
export const UPLOAD_TMP_FOLDER = 'tmp';

/** A stored object read back: its bytes as a stream, with its size and type. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where stored files (post images, thumbnails, profile photos, notice attachments) live,
 * by key: a relative path such as `feeds/2026/03/4f1c....jpg`. Local disk or an
 * S3-compatible bucket (STORAGE_DRIVER); the callers never know which.
 */
export interface Storage {
  /** Store `body` under `key`, replacing what was there. */
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Remove objects; missing ones are fine (the goal is that they are gone). */
  remove(keys: Iterable<string>): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** The content type a key's extension stands for (stored files are named by us). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Refuses a key that is not a plain relative path of plain segments, or that points into
 * the upload area: neither driver ever reads or writes outside its own keys.
 */
export function checkStorageKey(key: string): string {
  const parts = key.split('/');
  if (
    parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')) ||
    parts[0] === UPLOAD_TMP_FOLDER ||
    key.includes('\0')
  ) {
    throw new Error(`Not a storage key: ${key}`);
  }
  return key;
}

/**
 * A new, never-reused key under `folder`, sharded by year and month
 * (e.g. `feeds/2026/03/4f1c...`), without extension.
 */
export function newStorageKey(folder: string, now: Date): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${year}/${month}/${randomUUID()}`;
}

/** A fresh temporary file path for an upload in progress. */
export async function newUploadTmpPath(storageDir: string): Promise<string> {
  const dir = path.join(storageDir, UPLOAD_TMP_FOLDER);
  await mkdir(dir, { recursive: true });
  return path.join(dir, randomUUID());
}
