import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { ProfileImageData, UserInfo } from '@kfeed/contracts/user';
import { heicContainer, photo } from '../../testing/images.ts';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
let token: string;
let userId: number;
beforeAll(async () => {
  api = await startIdentityServer();
  const session = await api.signIn('anna@kfeed.example');
  token = session.accessToken;
  userId = session.userId;
}, 30_000);
afterAll(() => api.close());

async function upload(
  content: Buffer | string,
  { name = 'photo.jpg', type = 'image/jpeg', field = 'profileImage', as = token } = {},
) {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), name);
  const response = await fetch(`${api.server.url}/api/user/updateUserProfileImage`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${as}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as ApiEnvelope<ProfileImageData> & { code?: string },
  };
}

const storedPath = async () =>
  (
    await api.server.db
      .selectFrom('users')
      .select('profile_image_path')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).profile_image_path;

it('stores a photo re-encoded, upright, without metadata, and serves it', async () => {
  const original = await photo('jpeg', { width: 1600, height: 1000, exif: true, orientation: 6 });
  expect((await sharp(original).metadata()).exif).toBeDefined();
  const answer = await upload(original);
  expect(answer.status).toBe(200);
  const url = answer.body.data.userProfileImageUrl;
  expect(url).toMatch(/^\/api\/files\/profiles\/.+\.webp$/);

  const served = await fetch(api.server.url + url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect(stored.format).toBe('webp');
  expect(stored.exif).toBeUndefined();
  expect(stored.orientation).toBeUndefined();
  // Orientation 6 turned the 1600x1000 landscape upright, then it was shrunk to 1024 px.
  expect([stored.width, stored.height]).toEqual([640, 1024]);

  const info = await api.call<UserInfo>('POST', '/api/user/getUserInfo', { body: {}, token });
  expect(info.body.data.userProfileImageUrl).toBe(url);
});

it('accepts PNG, WebP, GIF and AVIF, read by content whatever the name says', async () => {
  for (const format of ['png', 'webp', 'gif', 'avif'] as const) {
    const answer = await upload(await photo(format), { name: 'no-extension', type: '' });
    expect({ format, status: answer.status }).toEqual({ format, status: 200 });
  }
});

it('replaces the previous file, and deletes the photo on request', async () => {
  await upload(await photo('png'));
  const first = await storedPath();
  await upload(await photo('png'));
  const second = await storedPath();
  expect(second).not.toBe(first);
  const storage = api.server.config.storageDir;
  expect(existsSync(path.join(storage, first ?? ''))).toBe(false);
  expect(existsSync(path.join(storage, second ?? ''))).toBe(true);

  const removed = await api.call('POST', '/api/user/deleteUserProfileImage', { token });
  expect(removed.status).toBe(200);
  expect(await storedPath()).toBeNull();
  expect(existsSync(path.join(storage, second ?? ''))).toBe(false);
  const info = await api.call<UserInfo>('POST', '/api/user/getUserInfo', { body: {}, token });
  expect(info.body.data.userProfileImageUrl).toBeNull();
});

it('refuses what is not an image, whatever its name and type', async () => {
  const before = await storedPath();
  const cases: [Buffer | string, string][] = [
    ['just some text', 'notes.jpg'],
    [Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'scan.png'],
    ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'icon.svg'],
    [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200)]), 'broken.jpg'],
  ];
  for (const [content, name] of cases) {
    const answer = await upload(content, { name, type: 'image/jpeg' });
    expect({ name, status: answer.status, code: answer.body.code }).toEqual({
      name,
      status: 415,
      code: 'USER-009',
    });
  }
  // A real photo cut short: its header reads, its pixels do not.
  const photoBytes = await photo('jpeg', { width: 800, height: 600 });
  const truncated = await upload(photoBytes.subarray(0, Math.floor(photoBytes.length / 2)));
  expect(truncated.status).toBe(415);
  expect(truncated.body.code).toBe('USER-011');
  expect(await storedPath()).toBe(before);
});

it('answers clearly when a HEIC photo cannot be decoded here', async () => {
  const heic = heicContainer();
  const metadata = await sharp(heic).metadata();
  expect(metadata.format).toBe('heif');
  const canDecode = await sharp(heic)
    .toBuffer()
    .then(() => true)
    .catch(() => false);
  const answer = await upload(heic, { name: 'IMG_0001.HEIC', type: 'image/heic' });
  if (canDecode) {
    expect(answer.status).toBe(200);
  } else {
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('USER-011');
    expect(answer.body.message).toMatch(/HEIC.*JPEG/);
  }
});

it('refuses a photo over 10 MB', async () => {
  const before = await storedPath();
  const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(10 * 1024 * 1024)]);
  const answer = await upload(big);
  expect(answer.status).toBe(413);
  expect(answer.body.code).toBe('USER-010');
  expect(answer.body.message).toBe('Profile image cannot exceed 10MB.');
  expect(await storedPath()).toBe(before);
});

it('refuses a missing file, another field, a JSON body and a visitor', async () => {
  const wrongField = await upload(await photo('png'), { field: 'image' });
  expect(wrongField.status).toBe(400);
  expect(wrongField.body.code).toBe('USER-012');

  const form = new FormData();
  form.append('profileImage', 'not a file');
  const noFile = await fetch(`${api.server.url}/api/user/updateUserProfileImage`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(noFile.status).toBe(400);

  const json = await api.call('PUT', '/api/user/updateUserProfileImage', {
    body: { profileImage: 'data:image/png;base64,AAAA' },
    token,
  });
  expect(json.status).toBe(400);
  expect(json.body.code).toBe('USER-012');

  const visitor = await fetch(`${api.server.url}/api/user/updateUserProfileImage`, {
    method: 'PUT',
    body: new FormData(),
  });
  expect(visitor.status).toBe(401);
});
