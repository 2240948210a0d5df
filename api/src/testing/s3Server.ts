import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server on loopback with one empty bucket, for the storage tests. */
export interface TestS3Server {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  bucket: string;
  /** The STORAGE_DRIVER and S3_* settings that point the API at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'kfeed-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'kfeed-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver accepts any key pair (it does not check signatures).
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
