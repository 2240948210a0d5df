import type { Config } from '../../config.ts';
import { LocalDiskStorage } from './localStorage.ts';
import { S3Storage } from './s3Storage.ts';
import type { Storage } from './storage.ts';

/** The storage driver the configuration names (STORAGE_DRIVER). */
export function createStorage(config: Pick<Config, 'storage' | 'storageDir'>): Storage {
  const settings = config.storage;
  return settings.driver === 's3'
    ? new S3Storage(settings)
    : new LocalDiskStorage(config.storageDir);
}
