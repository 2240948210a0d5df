import type { Storage } from '../features/files/storage.ts';

/** Where seeded files go (storage) and where pictures are prepared (storageDir), if anywhere. */
export interface SeedFiles {
  storage: Storage;
  storageDir: string;
}
