import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { loadConfig } from '../../config.ts';
import { startS3Server, type TestS3Server } from '../../testing/s3Server.ts';
import { createStorage } from './createStorage.ts';
import { LocalDiskStorage } from './localStorage.ts';
import type { S3Storage } from './s3Storage.ts';
import { newStorageKey, type Storage } from './storage.ts';

/**
 * One suite, two drivers: whatever the API does with stored files behaves the same on
 * local disk and in an S3-compatible bucket (s3rver on loopback).
 */
interface Driver {
  storage: Storage;
  close(): Promise<void>;
}

const drivers: [string, () => Promise<Driver>][] = [
  [
    'local disk',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-storage-'));
      return {
        storage: new LocalDiskStorage(dir),
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3-compatible bucket',
    async () => {
      const s3: TestS3Server = await startS3Server();
      const config = loadConfig({ ...s3.env, NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(40) });
      const storage = createStorage(config);
      return {
        storage,
        close: async () => {
          (storage as S3Storage).client.destroy();
          await s3.close();
        },
      };
    },
  ],
];

describe.each(drivers)('storage on %s', (_name, start) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await start();
  });
  afterAll(() => driver.close());

  /** Bytes that are not text: every byte value, twice, and a JPEG-ish start. */
  const binary = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256)),
  ]);

  it('stores bytes under a key and gives them back identical, with size and type', async () => {
    const key = `${newStorageKey('feeds', new Date('2026-03-05T00:00:00Z'))}.jpg`;
    expect(key).toMatch(/^feeds\/2026\/03\/[0-9a-f-]{36}\.jpg$/);
    await driver.storage.put(key, binary);
    const stored = await driver.storage.get(key);
    expect(stored).not.toBeNull();
    expect(stored?.size).toBe(binary.length);
    expect(stored?.contentType).toBe('image/jpeg');
    expect(Buffer.compare(await buffer(stored!.body), binary)).toBe(0);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await driver.storage.get('feeds/2026/03/never-stored.webp')).toBeNull();
  });

  it('replaces what a key held', async () => {
    const key = 'notices/replaced.txt';
    await driver.storage.put(key, Buffer.from('first'));
    await driver.storage.put(key, Buffer.from('second, longer'));
    const stored = await driver.storage.get(key);
    expect(stored?.size).toBe('second, longer'.length);
    expect(stored?.contentType).toBe('text/plain; charset=utf-8');
    expect(await text(stored!.body)).toBe('second, longer');
  });

  it('removes objects, and removing missing ones is fine', async () => {
    const kept = 'profiles/2026/03/kept.webp';
    const gone = 'profiles/2026/03/gone.webp';
    await driver.storage.put(kept, binary);
    await driver.storage.put(gone, binary);
    await driver.storage.remove([gone, 'profiles/2026/03/never-there.webp']);
    expect(await driver.storage.get(gone)).toBeNull();
    const stillThere = await driver.storage.get(kept);
    expect(stillThere).not.toBeNull();
    expect((await buffer(stillThere!.body)).equals(binary)).toBe(true);
    await driver.storage.remove([]);
  });

  it('refuses keys that leave its space or point into the upload area', async () => {
    for (const key of [
      '../outside.txt',
      'feeds/../../x',
      '/etc/passwd',
      'tmp/upload',
      'a//b',
      '',
    ]) {
      await expect(driver.storage.put(key, binary)).rejects.toThrow(/Not a storage key/);
      await expect(driver.storage.get(key)).rejects.toThrow(/Not a storage key/);
    }
  });
});

describe('storage settings', () => {
  const base = { NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(40) };

  it('is local disk unless STORAGE_DRIVER says s3', () => {
    expect(loadConfig(base).storage).toEqual({ driver: 'local' });
    expect(createStorage(loadConfig(base))).toBeInstanceOf(LocalDiskStorage);
  });

  it('reads the S3 settings, path-style by default when an endpoint is given', () => {
    const settings = loadConfig({
      ...base,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://storage:8333',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
    }).storage;
    expect(settings).toEqual({
      driver: 's3',
      endpoint: 'http://storage:8333',
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'key',
      forcePathStyle: true,
      prefix: '',
    });
    const aws = loadConfig({
      ...base,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'b',
      S3_REGION: 'ap-northeast-2',
    });
    expect(aws.storage).toMatchObject({ endpoint: null, forcePathStyle: false, accessKeyId: null });
  });

  it('refuses incomplete or unknown storage settings', () => {
    const bad: Record<string, string>[] = [
      { STORAGE_DRIVER: 'ftp' },
      { STORAGE_DRIVER: 's3' },
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' },
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' },
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_PREFIX: '../' },
    ];
    for (const env of bad) expect(() => loadConfig({ ...base, ...env })).toThrow();
  });
});
