import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkStorageKey, contentTypeOf, type Storage, type StoredObject } from './storage.ts';

export interface S3Settings {
  /** e.g. http://storage:8333; null for AWS itself (the region picks the endpoint). */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both or neither; without them the SDK's own chain (environment, instance role) is used. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (SeaweedFS, Garage and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `kfeed/`, to share a bucket. */
  prefix: string;
}

/** Stored files as objects in an S3-compatible bucket (AWS S3, SeaweedFS, Garage, Cloudflare R2, ...). */
export class S3Storage implements Storage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
      // Checksums only where S3 demands them: several S3-compatible servers do not
      // understand the SDK's default trailing checksums and would store the chunk framing.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    return this.prefix + checkStorageKey(key);
  }

  async put(key: string, body: Buffer, contentType = contentTypeOf(key)): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body');
      return {
        body: answer.Body,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? contentTypeOf(key),
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        return null;
      throw error;
    }
  }

  async remove(keys: Iterable<string>): Promise<void> {
    // One request per key: a post has a handful of files, and DeleteObject (unlike the
    // batch call) needs no Content-MD5, which not every S3-compatible server checks alike.
    await Promise.all(
      [...keys].map((key) =>
        this.client.send(
          new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
        ),
      ),
    );
  }
}
