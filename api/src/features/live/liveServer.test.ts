import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { ManualClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/db.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase.ts';
import { TEST_JWT_SECRET, type TestServer } from '../../testing/testServer.ts';
import { addFeed, addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { warmUpLanguageDetector } from '../translation/languageDetector.ts';
import { openStream, streamFor, ticketFor, type ReadEvent } from './liveTestKit.ts';

/**
 * The live stream and the API server around it: the server's timeouts for idle and slow
 * connections do not cut a stream, closing the server ends every stream at once, and the
 * request log never shows a ticket. A server of its own, at the production heartbeat
 * (25 s), logging every request.
 */
jest.setTimeout(60_000);

let dir: string;
let database: TestDatabase;
let db: Db;
let app: FastifyInstance;
let server: TestServer;
let member: TestMember;
const logLines: string[] = [];

beforeAll(async () => {
  await warmUpLanguageDetector();
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-live-server-'));
  database = await createTestDatabase(dir);
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    STORAGE_DIR: path.join(dir, 'storage'),
    JWT_SECRET: TEST_JWT_SECRET,
    WRITE_LIMIT_FACTOR: '100',
  });
  const clock = new ManualClock(new Date());
  db = await openDatabase(config.databaseUrl);
  app = await buildApp({
    config,
    db,
    clock,
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server = {
    url: `http://127.0.0.1:${port}`,
    app,
    db,
    clock,
    config,
    dir,
  } as TestServer;
  member = await addMember(server, { nickname: 'watcher' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const commentEvent = (commentId: number) => (event: ReadEvent) =>
  event.data.type === 'comment' && event.data.commentId === commentId;

async function comment(feedId: number, text: string) {
  const answer = await call<{ commentId: number }>(
    server,
    'POST',
    '/api/comment/insertComment',
    { feedId, commentText: text, isoCode: 'en' },
    member,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.commentId;
}

it('logs the stream by its path only: no ticket in the request log', async () => {
  const used = await ticketFor(server.url, member.token);
  const live = await openStream(server.url, used);
  const refused = await openStream(server.url, used);
  expect(refused).toMatchObject({ status: 401 });
  const unknown = 'u'.repeat(43);
  expect(await openStream(server.url, unknown)).toMatchObject({ status: 401 });
  if ('close' in live) await live.close();
  // The stream's own line is written when it ends.
  for (
    let i = 0;
    i < 50 && !logLines.some((l) => /"status":200/.test(l) && l.includes('"/api/live"'));
    i += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const lines = logLines.map((line) => JSON.parse(line) as { url?: string; status?: number });
  const streamLines = lines.filter((line) => line.url?.startsWith('/api/live'));
  expect(streamLines.map((line) => [line.url, line.status])).toEqual(
    expect.arrayContaining([
      ['/api/live/ticket', 200],
      ['/api/live', 401],
      ['/api/live', 200],
    ]),
  );
  const everything = logLines.join('\n');
  expect(everything).not.toContain(used);
  expect(everything).not.toContain(unknown);
  expect(everything).not.toContain('ticket=');
});

it('keeps a quiet stream open past the server’s 15 s idle-connection timeout', async () => {
  const feedId = await addFeed(server, member.userId);
  const live = await streamFor(server.url, member.token);
  // Nothing is written for 16 s (the heartbeat is 25 s here): an idle socket would be cut.
  await new Promise((resolve) => setTimeout(resolve, 16_000));
  expect(live.ended).toBe(false);
  expect(live.comments).toEqual(['live']);
  const commentId = await comment(feedId, 'Still listening');
  await live.next(commentEvent(commentId));
  await live.close();
});

it('ends every open stream at once when the server closes', async () => {
  const streams = await Promise.all([
    streamFor(server.url, member.token),
    streamFor(server.url, member.token),
  ]);
  const started = Date.now();
  await app.close();
  expect(Date.now() - started).toBeLessThan(3_000);
  await Promise.all(streams.map((stream) => stream.done));
  expect(streams.every((stream) => stream.ended)).toBe(true);
});
