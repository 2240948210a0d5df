import { jest } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';
import { startTestServer } from '../../testing/testServer.ts';
import { storeFeedImage } from '../feeds/feedImages.ts';
import { JobSlots, PHONE_PHOTO_PIXELS, jobWeight } from './imageGuard.ts';
import { LocalDiskStorage } from './localStorage.ts';
import { UPLOAD_TMP_FOLDER } from './storage.ts';
import { FILE_CLAIM_MS } from './pendingFiles.ts';

jest.setTimeout(30_000);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/** A pixel flood: a tiny file whose header claims 16383 x 16383 (268 MP) pixels. */
function pixelFlood(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16383, 0);
  header.writeUInt32BE(16383, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + 16383 * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 64 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let api: IdentityServer;
beforeAll(async () => {
  api = await startIdentityServer();
}, 30_000);
afterAll(() => api.close());

it('refuses a pixel-flood profile picture from its header', async () => {
  const { accessToken } = await api.signIn('anna@kfeed.example');
  const form = new FormData();
  form.append('profileImage', new Blob([pixelFlood()], { type: 'image/png' }), 'flood.png');
  const answer = await fetch(`${api.server.url}/api/user/updateUserProfileImage`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  expect(answer.status).toBe(400);
  expect(((await answer.json()) as { code: string }).code).toBe('IMAGE-001');
});

it('refuses a pixel-flood post image before decoding it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-flood-'));
  const tmpPath = path.join(dir, 'upload');
  const flood = pixelFlood();
  writeFileSync(tmpPath, flood);
  await expect(
    storeFeedImage(new LocalDiskStorage(dir), new Date(), { tmpPath, bytes: flood.length }),
  ).rejects.toMatchObject({ code: 'IMAGE-001' });
});

it('runs at most two image jobs at once', async () => {
  const slots = new JobSlots(2);
  let running = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: 6 }, () =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
      }),
    ),
  );
  expect(most).toBe(2);
});

it('refuses a job beyond the waiting line with SERVER_BUSY, and drops a waiting job whose client has gone', async () => {
  const slots = new JobSlots(1, 2);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const ran: string[] = [];
  const job = (name: string) => async () => {
    await gate;
    ran.push(name);
  };
  const first = slots.run(job('first'));
  let clientThere = true;
  const gone = slots.run(job('gone'), { stillWanted: () => clientThere });
  const waiting = slots.run(job('waiting'));
  await expect(slots.run(job('refused'))).rejects.toMatchObject({
    statusCode: 503,
    code: 'SERVER_BUSY',
  });
  clientThere = false;
  release();
  await first;
  await expect(gone).rejects.toMatchObject({ code: 'SERVER_BUSY' });
  await waiting;
  expect(ran).toEqual(['first', 'waiting']);
  // The slot was given back: a later job runs.
  await slots.run(job('after'));
  expect(ran).toEqual(['first', 'waiting', 'after']);
});

it("admits a post's photos once: the next photo of a post taken waits its turn, however long the line", async () => {
  const slots = new JobSlots(1, 1);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const ran: string[] = [];
  const job = (name: string) => async () => {
    await gate;
    ran.push(name);
  };
  const first = slots.run(job('first'));
  const waiting = slots.run(job('waiting'));
  expect(() => slots.admit()).toThrow(expect.objectContaining({ code: 'SERVER_BUSY' }));
  const secondPhoto = slots.run(job('second photo'), { admitted: true });
  release();
  await Promise.all([first, waiting, secondPhoto]);
  expect(ran).toEqual(['first', 'waiting', 'second photo']);
});

it('sweeps what a crash left in the upload temp folder on start, not what is being written', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-sweep-'));
  const storage = path.join(dir, 'storage');
  mkdirSync(path.join(storage, UPLOAD_TMP_FOLDER), { recursive: true });
  const leftover = path.join(storage, UPLOAD_TMP_FOLDER, 'left-by-a-crash');
  writeFileSync(leftover, 'half an upload');
  const idle = new Date(Date.now() - FILE_CLAIM_MS - 60_000);
  utimesSync(leftover, idle, idle);
  // Another process's upload under way, in the same folder.
  const current = path.join(storage, UPLOAD_TMP_FOLDER, 'being-written');
  writeFileSync(current, 'a third of an upload');
  const server = await startTestServer({ STORAGE_DIR: storage });
  try {
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(current)).toBe(true);
  } finally {
    await server.close();
  }
});

it("gives a slot to a background job only when no request's job waits", async () => {
  const slots = new JobSlots(1);
  const gates: Record<string, () => void> = {};
  const ran: string[] = [];
  const job = (name: string) => async () => {
    await new Promise<void>((resolve) => (gates[name] = resolve));
    ran.push(name);
  };
  const first = slots.run(job('first'));
  const background = slots.runInBackground(job('background'));
  const upload = slots.run(job('upload'));
  expect(slots.busy).toBe(true);
  gates['first']!();
  await first;
  // The upload sent after the background job still goes first.
  expect(gates['upload']).toBeDefined();
  expect(gates['background']).toBeUndefined();
  expect(slots.busy).toBe(false);
  gates['upload']!();
  await upload;
  gates['background']!();
  await background;
  expect(ran).toEqual(['first', 'upload', 'background']);
  // Nothing waits: a background job starts at once.
  const alone = slots.runInBackground(job('alone'));
  expect(gates['alone']).toBeDefined();
  gates['alone']!();
  await alone;
});

it('weighs the waiting line by pictures: twenty 1 MP pictures wait where two phone photos would', async () => {
  const slots = new JobSlots(1, 2);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const job = () => gate;
  const running = slots.run(job);
  const small = Array.from({ length: 20 }, () => slots.run(job, { weight: jobWeight(1_000_000) }));
  // 20/12 of a phone photo's work waits: the line takes more.
  expect(() => slots.admit()).not.toThrow();
  const phone = slots.run(job, { weight: jobWeight(PHONE_PHOTO_PIXELS) });
  expect(() => slots.admit()).toThrow(expect.objectContaining({ code: 'SERVER_BUSY' }));
  release();
  await Promise.all([running, ...small, phone]);
  // The line is empty again: its weight went with the jobs.
  const after = slots.run(job);
  const waiting = slots.run(job, { weight: 1.5 });
  expect(() => slots.admit()).not.toThrow();
  await Promise.all([after, waiting]);
  expect(jobWeight(10)).toBe(1 / 16);
});
