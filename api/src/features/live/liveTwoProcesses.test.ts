import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { ManualClock, systemClock } from '../../clock.ts';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/db.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase.ts';
import { TEST_JWT_SECRET } from '../../testing/testServer.ts';
import {
  apiReady,
  directWriter,
  startApiProcess,
  stopApiProcess as stop,
  type ApiProcess,
} from '../../testing/apiProcess.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { addFeed, addMember, type TestMember } from '../../testing/contentFixtures.ts';
import { LiveHub } from './liveHub.ts';
import { openStream, SseReader, streamFor, ticketFor, type ReadEvent } from './liveTestKit.ts';

/**
 * Two real API processes (the `npm run dev` entry) over one database, as behind a proxy:
 * a ticket issued by one opens a stream at the other, and what is written through one
 * reaches the streams the other holds within 2 s. On PostgreSQL through LISTEN/NOTIFY; in
 * the SQLite pass (one file, two processes) through each process reading the table.
 */
jest.setTimeout(180_000);

let dir: string;
let database: TestDatabase;
let db: Db;
let first: ApiProcess | undefined;
let second: ApiProcess | undefined;
let author: TestMember;
let reader: TestMember;
let other: TestMember;
let feedId: number;
const streams: SseReader[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-live-two-'));
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
  // Members and a post written straight into the database, tokens signed with the processes' secret.
  const direct = directWriter(db);
  author = await addMember(direct, { nickname: 'author' });
  reader = await addMember(direct, { nickname: 'reader' });
  other = await addMember(direct, { nickname: 'other' });
  feedId = await addFeed(direct, author.userId);
});

afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
});

afterAll(async () => {
  await Promise.all([stop(first), stop(second)]);
  await db?.destroy();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function stream(api: ApiProcess, member: TestMember) {
  const opened = await streamFor(api.url, member.token);
  streams.push(opened);
  return opened;
}

async function writeComment(api: ApiProcess, text: string): Promise<number> {
  const response = await fetch(`${api.url}/api/comment/insertComment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${author.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ feedId, commentText: text, isoCode: 'en' }),
  });
  const answer = (await response.json()) as { data: { commentId: number } };
  expect(response.status).toBe(200);
  return answer.data.commentId;
}

const commentEvent = (commentId: number) => (event: ReadEvent) =>
  event.data.type === 'comment' && event.data.commentId === commentId;

describe('the live channel across two API processes', () => {
  it('redeems a ticket issued by one process at the other, once', async () => {
    const [a, b] = [first!, second!];
    const ticket = await ticketFor(a.url, reader.token);
    const opened = await openStream(b.url, ticket);
    expect(opened).toBeInstanceOf(SseReader);
    streams.push(opened as SseReader);
    expect(await openStream(a.url, ticket)).toMatchObject({
      status: 401,
      body: { code: 'LIVE-001' },
    });
  });

  it('brings a comment written through one process to streams held by the other within 2 s', async () => {
    const [a, b] = [first!, second!];
    const atB = await stream(b, reader);
    const atA = await stream(a, other);
    const written = Date.now();
    const commentId = await writeComment(a, 'Written at the first process');
    const event = await atB.next(commentEvent(commentId), 2_000);
    expect(Date.now() - written).toBeLessThan(2_000);
    expect(event.data).toMatchObject({ type: 'comment', feedId, authorId: author.userId });
    // The writing process's own streams hear it too, with the same id.
    expect((await atA.next(commentEvent(commentId), 2_000)).id).toBe(event.id);

    // And the other way round.
    const back = await writeComment(b, 'Written at the second process');
    const started = Date.now();
    await atA.next(commentEvent(back), 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("brings a member's unread count, published anywhere, to that member's streams only", async () => {
    const [a, b] = [first!, second!];
    const mine = await stream(b, reader);
    const theirs = await stream(a, other);
    // A third publisher on the same database (as the notifications of a third process).
    const hub = new LiveHub({
      db,
      clock: new ManualClock(new Date()),
      log: { warn: () => {} },
      databaseUrl: database.url,
    });
    await hub.publish({ type: 'unread', unreadCount: 3 }, reader.userId);
    const commentId = await writeComment(a, 'After the unread count');
    expect((await mine.next((e) => e.data.type === 'unread', 2_000)).data).toEqual({
      type: 'unread',
      unreadCount: 3,
    });
    await theirs.next(commentEvent(commentId), 2_000);
    expect(theirs.events.filter((e) => e.data.type === 'unread')).toEqual([]);
  });
});
