import { rm } from 'node:fs/promises';
import path from 'node:path';
import { jest } from '@jest/globals';
import { buildApp } from '../../app.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import {
  addMember,
  call,
  firstCategoryId,
  type TestMember,
} from '../../testing/contentFixtures.ts';
import { rowCount } from '../../testing/rowCount.ts';
import { imageJobs } from '../files/imageGuard.ts';
import { feedDetail, postOnePhoto, storedFiles } from './feedTestKit.ts';

// Real HTTP, real SQLite and real image work; a busy machine can be slow.
jest.setTimeout(30_000);
let server: TestServer;
let author: TestMember;
let categoryId: number;

beforeAll(async () => {
  server = await startTestServer();
  author = await addMember(server, { nickname: 'photographer' });
  categoryId = await firstCategoryId(server.db);
});
afterAll(() => server.close());

const post = () => postOnePhoto(server, author, categoryId);

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A job that holds a slot of the image line until its gate opens. */
function held() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { job: imageJobs.run(() => gate), open };
}

/**
 * A post sent while the image line is busy: both slots held, the post queued behind them,
 * another upload queued behind the post. When the post's turn comes, an upload waits.
 * `release` frees the line.
 */
async function postWhileBusy() {
  const [first, second] = [held(), held()];
  const answer = post();
  await until(() => imageJobs.waitingCount === 1);
  const behind = held();
  first.open();
  const answered = await answer;
  return {
    answered,
    release: async () => {
      second.open();
      behind.open();
      await Promise.all([first.job, second.job, behind.job]);
    },
  };
}

const imagesOf = (feedId: number) =>
  server.db
    .selectFrom('feed_images')
    .select(['image_id', 'original_path', 'thumbnail_path', 'card_thumbnails'])
    .where('feed_id', '=', feedId)
    .execute();

it('a post sent while the image line is busy is answered with its picture as the thumbnail; the sizes follow when the line is free', async () => {
  const filesBefore = storedFiles(server).length;
  const busy = await postWhileBusy();
  expect(busy.answered.status).toBe(200);
  const feedId = busy.answered.body.data.feedId;
  const waiting = (await feedDetail(server, feedId)).body.data;
  expect(waiting.feedThumbnailImageList[0]?.url).toBe(waiting.feedImageList[0]?.url);
  expect(waiting.thumbnails).toEqual([]);
  expect(storedFiles(server).length - filesBefore).toBe(1);

  await busy.release();
  await server.app.pictureSizes.idle();
  const made = (await feedDetail(server, feedId)).body.data;
  expect(made.feedThumbnailImageList[0]?.url).toMatch(/_thumb\.webp$/);
  expect((made.thumbnails ?? []).map(({ width, format }) => `${format} ${width}`).sort()).toEqual([
    'avif 176',
    'avif 264',
    'avif 88',
    'webp 176',
    'webp 264',
    'webp 88',
  ]);
  for (const url of [made.feedThumbnailImageList[0]!.url, ...made.thumbnails!.map((t) => t.url)])
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
  // The thumbnail, six card crops, the picture; every file referenced (no claim left).
  expect(storedFiles(server).length - filesBefore).toBe(8);
  expect(await rowCount(server, 'pending_files')).toBe(0);
});

it('a post deleted before its sizes are made leaves no file', async () => {
  const filesBefore = storedFiles(server);
  const busy = await postWhileBusy();
  const feedId = busy.answered.body.data.feedId;
  // The background has read the pending picture and waits for a slot.
  await until(() => imageJobs.waitingInBackground === 1);
  const deleted = await call(server, 'POST', '/api/feed/deleteFeed', { feedId }, author);
  expect(deleted.status).toBe(200);
  expect(await imagesOf(feedId)).toEqual([]);
  await busy.release();
  await server.app.pictureSizes.idle();
  expect(storedFiles(server)).toEqual(filesBefore);
  expect(await rowCount(server, 'pending_files')).toBe(0);
});

/** A second API process on the same database and storage, started (its start-up work run). */
async function secondProcess() {
  const app = await buildApp({
    config: server.config,
    db: server.db,
    clock: server.clock,
    logger: false,
    storage: server.storage,
  });
  await app.ready();
  return app;
}

it("two processes making the same picture's sizes leave one set, referenced", async () => {
  const filesBefore = storedFiles(server).length;
  const busy = await postWhileBusy();
  const feedId = busy.answered.body.data.feedId;
  await until(() => imageJobs.waitingInBackground === 1);
  // The other process finds the same pending picture at its start.
  const other = await secondProcess();
  try {
    await until(() => imageJobs.waitingInBackground === 2);
    await busy.release();
    await Promise.all([server.app.pictureSizes.idle(), other.pictureSizes.idle()]);
  } finally {
    await other.close();
  }
  const [image] = await imagesOf(feedId);
  expect(image?.thumbnail_path).toMatch(/_thumb\.webp$/);
  expect(storedFiles(server)).toContain(image?.thumbnail_path);
  expect(storedFiles(server).length - filesBefore).toBe(8);
  expect(await rowCount(server, 'pending_files')).toBe(0);
});

it('what a stopped process left is made at the next start; a picture whose file is gone is its own thumbnail', async () => {
  const made = (await post()).body.data.feedId;
  const lost = (await post()).body.data.feedId;
  // As a process stopped before making them leaves them: pending, without their files.
  const pending = [...(await imagesOf(made)), ...(await imagesOf(lost))];
  for (const image of pending) {
    const base = image.original_path.replace(/\.jpg$/, '');
    const sizes = storedFiles(server).filter((file) => file.startsWith(`${base}_`));
    expect(sizes).toHaveLength(7);
    for (const file of sizes) await rm(path.join(server.config.storageDir, file));
  }
  await server.db
    .updateTable('feed_images')
    .set({ thumbnail_path: '', card_thumbnails: '' })
    .where('feed_id', 'in', [made, lost])
    .execute();
  const lostPicture = (await imagesOf(lost))[0]!;
  await rm(path.join(server.config.storageDir, lostPicture.original_path));

  const next = await secondProcess();
  try {
    await next.pictureSizes.idle();
  } finally {
    await next.close();
  }
  const [again] = await imagesOf(made);
  expect(again?.thumbnail_path).toMatch(/_thumb\.webp$/);
  expect(JSON.parse(again!.card_thumbnails)).toHaveLength(6);
  expect(storedFiles(server)).toContain(again?.thumbnail_path);
  const [gone] = await imagesOf(lost);
  expect(gone?.thumbnail_path).toBe(gone?.original_path);
  expect(await rowCount(server, 'pending_files')).toBe(0);
});
