import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { API_ERROR_CODES, IDEMPOTENCY } from '@kfeed/contracts/envelope';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { systemClock } from '../clock.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/db.ts';
import {
  apiReady,
  directWriter,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from '../testing/apiProcess.ts';
import {
  addFeed,
  addMember,
  firstCategoryId,
  type TestMember,
} from '../testing/contentFixtures.ts';
import { photo } from '../testing/images.ts';
import { seedDemoData } from '../seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { TEST_JWT_SECRET } from '../testing/testServer.ts';

/**
 * Two real API processes over one database (one SQLite file, or PostgreSQL in the
 * PostgreSQL pass), as behind a proxy: the same write sent to both at once, with one key,
 * is written once.
 */
jest.setTimeout(180_000);

interface Answered {
  status: number;
  text: string;
  code: string | undefined;
  replayed: boolean;
}

let dir: string;
let database: TestDatabase;
let db: Db;
let first: ApiProcess | undefined;
let second: ApiProcess | undefined;
let both: ApiProcess[];
let member: TestMember;
let feedId: number;
let categoryId: string;

async function send(api: ApiProcess, path: string, key: string, body: string | FormData) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${member.token}`,
    [IDEMPOTENCY.keyHeader]: key,
  };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const response = await fetch(api.url + path, { method: 'POST', headers, body });
  const text = await response.text();
  return {
    status: response.status,
    text,
    code: (JSON.parse(text) as { code?: string }).code,
    replayed: response.headers.get(IDEMPOTENCY.replayedHeader) === 'true',
  } satisfies Answered;
}

/** Every answer is the one write's answer, or "still running"; exactly one ran it. */
function expectOneWrite(answers: Answered[]) {
  const done = answers.filter((answer) => answer.status === 200);
  expect(done.length).toBeGreaterThan(0);
  expect(new Set(done.map((answer) => answer.text)).size).toBe(1);
  expect(done.filter((answer) => !answer.replayed)).toHaveLength(1);
  for (const answer of answers.filter((one) => one.status !== 200)) {
    expect([answer.status, answer.code]).toEqual([409, API_ERROR_CODES.idempotencyKeyInProgress]);
  }
  return done[0]?.text;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-idempotency-two-'));
  database = await createTestDatabase(dir);
  db = await openDatabase(database.url);
  // Languages, nations and categories without the demo pictures (which cost seconds of
  // image work and are not read here); neither process seeds.
  await seedDemoData(db, systemClock);
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    STORAGE_DIR: path.join(dir, 'storage'),
    DATA_DIR: dir,
    JWT_SECRET: TEST_JWT_SECRET,
    WRITE_LIMIT_FACTOR: '100',
    SEED_DEMO_DATA: 'false',
  };
  // Both at once, as after a deployment: each checks the migrations in a transaction.
  first = await startApiProcess(env);
  second = await startApiProcess(env);
  await Promise.all([apiReady(first), apiReady(second)]);
  both = [first, second];
  // A member and a post written straight into the database, the token signed with the
  // processes' secret.
  const direct = directWriter(db);
  member = await addMember(direct, { nickname: 'twice' });
  feedId = await addFeed(direct, member.userId);
  categoryId = String(await firstCategoryId(db));
});

afterAll(async () => {
  await Promise.all([stopApiProcess(first), stopApiProcess(second)]);
  await db?.destroy();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function commentsSaying(text: string): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('comment_text', '=', text)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function postsTitled(title: string): Promise<number> {
  const row = await db
    .selectFrom('feeds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('feed_title', '=', title)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('one key sent to two API processes at once', () => {
  it('writes one comment, and both processes replay its answer afterwards', async () => {
    const key = `two-processes-comment-${Date.now()}`;
    const body = JSON.stringify({ feedId, commentText: 'Sent to both processes' });
    const path = commentRoutes.insertComment.path;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(both[i % 2] as ApiProcess, path, key, body)),
    );
    const text = expectOneWrite(answers);
    expect(await commentsSaying('Sent to both processes')).toBe(1);
    for (const api of both) {
      const again = await send(api, path, key, body);
      expect([again.status, again.replayed, again.text]).toEqual([200, true, text]);
    }
    // The key is bound to its call in both processes.
    const elsewhere = await send(
      both[1] as ApiProcess,
      feedRoutes.likeFeed.path,
      key,
      JSON.stringify({ feedId }),
    );
    expect([elsewhere.status, elsewhere.code]).toEqual([422, API_ERROR_CODES.idempotencyKeyReused]);
  });

  it('creates one post with a photo', async () => {
    const key = `two-processes-post-${Date.now()}`;
    const image = await photo('jpeg');
    const form = () => {
      const data = new FormData();
      const json = {
        feedTitle: 'Both at once',
        feedText: 'Night market.',
        categoryId,
        feedType: 'PUBLIC',
      };
      data.append(
        feedRoutes.insertFeed.form.part,
        new Blob([JSON.stringify(json)], { type: 'application/json' }),
        'blob',
      );
      data.append('images', new Blob([image], { type: 'image/jpeg' }), 'photo.jpg');
      return data;
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        send(both[i % 2] as ApiProcess, feedRoutes.insertFeed.path, key, form()),
      ),
    );
    expectOneWrite(answers);
    expect(await postsTitled('Both at once')).toBe(1);
  });
});
