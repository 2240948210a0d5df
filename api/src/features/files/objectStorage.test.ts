import { jest } from '@jest/globals';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FeedItem } from '@kfeed/contracts/feed';
import { GUIDELINES_FILE } from '../../seed/identity/notices.ts';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';
import { startS3Server, type TestS3Server } from '../../testing/s3Server.ts';
import { photo } from '../../testing/images.ts';
import { feedDetail, jpeg, sendMultipart } from '../feeds/feedTestKit.ts';
import { storedPathOf } from './fileUrl.ts';

/**
 * The API with STORAGE_DRIVER=s3 against an S3-compatible server on loopback: post
 * images, thumbnails, profile photos and attachments go into the bucket and come back
 * through the API byte for byte; nothing but upload scratch touches the local folder.
 */
jest.setTimeout(60_000);

let s3: TestS3Server;
let api: IdentityServer;
let bucket: S3Client;
let member: { userId: number; token: string };

beforeAll(async () => {
  s3 = await startS3Server();
  api = await startIdentityServer(s3.env);
  const session = await api.signIn('anna@kfeed.example');
  member = { userId: session.userId, token: session.accessToken };
  // An independent client: what is really in the bucket, not what the API says.
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}, 60_000);
afterAll(async () => {
  bucket.destroy();
  await api.close();
  await s3.close();
});

async function objectBytes(key: string): Promise<Buffer | null> {
  try {
    const answer = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
  } catch {
    return null;
  }
}

async function bucketKeys(): Promise<string[]> {
  const answer = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (answer.Contents ?? []).map((object) => object.Key ?? '').sort();
}

async function served(url: string) {
  const response = await fetch(api.server.url + url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    data: Buffer.from(await response.arrayBuffer()),
  };
}

/** Files under STORAGE_DIR outside the upload scratch folder. */
function localStoredFiles(): string[] {
  const root = api.server.config.storageDir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('tmp/'));
}

it('stores a post image and its thumbnail in the bucket and serves them back identical', async () => {
  const categoryId = (
    await api.server.db.selectFrom('categories').select('category_id').executeTakeFirstOrThrow()
  ).category_id;
  const upload = await jpeg(1200, 800);
  const inserted = await sendMultipart<{ feedId: number }>(
    api.server,
    'POST',
    '/api/feed/insertFeed',
    'feedWriteRequest',
    {
      feedTitle: 'Han river at dusk',
      feedText: 'The bridges light up one after another.',
      categoryId: String(categoryId),
      feedType: 'PUBLIC',
    },
    [{ name: 'river.jpg', data: upload }],
    member,
  );
  expect(inserted.status).toBe(200);
  const item = (await feedDetail(api.server, inserted.body.data.feedId)).body.data as FeedItem;
  const imageUrl = item.feedImageList[0]?.url ?? '';
  const thumbnailUrl = item.feedThumbnailImageList[0]?.url ?? '';

  for (const [url, type] of [
    [imageUrl, 'image/jpeg'],
    [thumbnailUrl, 'image/webp'],
  ] as const) {
    const key = storedPathOf(url) ?? '';
    expect(key).toMatch(/^feeds\/\d{4}\/\d{2}\//);
    const inBucket = await objectBytes(key);
    expect(inBucket).not.toBeNull();
    const answer = await served(url);
    expect(answer).toMatchObject({
      status: 200,
      type,
      cache: 'public, max-age=31536000, immutable',
    });
    expect(answer.data.equals(inBucket!)).toBe(true);
  }
  // The upload was re-encoded (no metadata kept) into a real picture of the same shape.
  const image = await sharp((await served(imageUrl)).data).metadata();
  expect([image.format, image.width, image.height]).toEqual(['jpeg', 1200, 800]);
  expect((await sharp((await served(thumbnailUrl)).data).metadata()).width).toBe(480);
  expect(localStoredFiles()).toEqual([]);

  // Deleting the post deletes its objects.
  const deleted = await api.call('POST', '/api/feed/deleteFeed', {
    body: { feedId: inserted.body.data.feedId },
    token: member.token,
  });
  expect(deleted.status).toBe(200);
  expect(await objectBytes(storedPathOf(imageUrl) ?? '')).toBeNull();
  expect(await objectBytes(storedPathOf(thumbnailUrl) ?? '')).toBeNull();
  expect((await served(imageUrl)).status).toBe(404);
});

it('stores a profile photo in the bucket, replaces it, and removes it', async () => {
  async function uploadProfile(content: Buffer) {
    const form = new FormData();
    form.append('profileImage', new Blob([content], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${api.server.url}/api/user/updateUserProfileImage`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { userProfileImageUrl: string } }).data
      .userProfileImageUrl;
  }
  const first = await uploadProfile(await photo('png'));
  const firstKey = storedPathOf(first) ?? '';
  expect(firstKey).toMatch(/^profiles\/.+\.webp$/);
  const answer = await served(first);
  expect(answer).toMatchObject({ status: 200, type: 'image/webp' });
  expect(answer.data.equals((await objectBytes(firstKey))!)).toBe(true);

  const second = await uploadProfile(await photo('png'));
  expect(await objectBytes(firstKey)).toBeNull();
  expect(await objectBytes(storedPathOf(second) ?? '')).not.toBeNull();
  expect(localStoredFiles()).toEqual([]);
});

it('serves a seeded attachment from the bucket as a download, and refuses missing keys', async () => {
  expect(await bucketKeys()).toContain(`${GUIDELINES_FILE.folder}/${GUIDELINES_FILE.name}`);
  const response = await fetch(
    `${api.server.url}/api/fileDownload.do?fileRovl=${GUIDELINES_FILE.folder}&fileFlnm=${GUIDELINES_FILE.name}`,
  );
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(GUIDELINES_FILE.contents);
  const missing = await served('/api/files/feeds/2026/01/not-there.jpg');
  expect(missing.status).toBe(404);
});
