import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { API_ERROR_CODES, IDEMPOTENCY } from '@kfeed/contracts/envelope';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import {
  apiReady,
  directWriter,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from '../testing/apiProcess.ts';
import { addFeed, addMember, type TestMember } from '../testing/contentFixtures.ts';
import { createPostgresDatabase, testPostgresAdminUrl } from '../testing/testDatabase.ts';
import { TEST_JWT_SECRET } from '../testing/testServer.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../testing/throwawayPostgres.ts';
import { openDatabase } from './database.ts';
import type { Db } from './db.ts';

/**
 * A fault: PostgreSQL restarts (stopped at once, as in a crash) under two API processes
 * while members read and write. Requests caught in it answer 503 with a code, never 500;
 * both processes reconnect by themselves; no write is half done. On a PostgreSQL server
 * of its own (the shared test server stays up), in the PostgreSQL pass only.
 */
const onPostgres = testPostgresAdminUrl() !== undefined;
const describeOnPostgres = onPostgres ? describe : describe.skip;
jest.setTimeout(240_000);

let dir: string;
let postgres: ThrowawayPostgres | undefined;
let db: Db | undefined;
let apis: ApiProcess[] = [];
let member: TestMember;
let feedId: number;

interface Answer {
  status: number;
  code: string | undefined;
}

async function send(api: ApiProcess, route: string, body: unknown, key?: string): Promise<Answer> {
  try {
    const response = await fetch(api.url + route, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/json',
        ...(key ? { [IDEMPOTENCY.keyHeader]: key } : {}),
      },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code?: string };
    return { status: response.status, code: envelope.code };
  } catch {
    // The API process itself must answer: a lost connection would be a failure here.
    return { status: 0, code: 'NO_ANSWER' };
  }
}

describeOnPostgres('PostgreSQL restarted under two API processes', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kfeed-pg-restart-'));
    // Durable, as in production: a commit that was answered survives the crash.
    postgres = await startThrowawayPostgres(undefined, { durable: true });
    const database = await createPostgresDatabase(postgres.adminUrl, { empty: true });
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      STORAGE_DIR: path.join(dir, 'storage'),
      DATA_DIR: dir,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO_DATA: 'false',
      WRITE_LIMIT_FACTOR: '100',
    };
    const first = await startApiProcess(env);
    await apiReady(first);
    const second = await startApiProcess(env);
    await apiReady(second);
    apis = [first, second];
    db = await openDatabase(database.url);
    const direct = directWriter(db);
    member = await addMember(direct, { nickname: 'restart' });
    feedId = await addFeed(direct, member.userId, { title: 'Through a restart' });
  });

  afterAll(async () => {
    await Promise.all(apis.map((api) => stopApiProcess(api)));
    await db?.destroy();
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with a code meanwhile, reconnects by itself, and leaves no write half done', async () => {
    const answers: (Answer & { text: string | null })[] = [];
    let running = true;
    let sent = 0;
    // Members keep reading and commenting on both processes.
    const traffic = (async () => {
      while (running) {
        const api = apis[sent % 2] as ApiProcess;
        sent += 1;
        const text = `Comment ${sent} through the restart`;
        const [read, write] = await Promise.all([
          send(api, feedRoutes.getFeedData.path, { feedId }),
          send(api, commentRoutes.insertComment.path, { feedId, commentText: text }, `k-${sent}`),
        ]);
        answers.push({ ...read, text: null }, { ...write, text });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await postgres!.restart({ downMs: 2000 });

    // Both processes answer reads again by themselves.
    for (const api of apis) {
      const until = Date.now() + 30_000;
      while ((await send(api, feedRoutes.getFeedData.path, { feedId })).status !== 200) {
        if (Date.now() > until) {
          // Say whether the process died (and why) or only kept failing.
          const exit = api.child.exitCode ?? api.child.signalCode ?? 'running';
          throw new Error(`${api.url} never read again (${exit}):\n${api.output.join('')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await traffic;

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // The restart was met: some requests were caught in it, each told with the code.
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) expect(answer.code).toBe(API_ERROR_CODES.databaseUnavailable);

    // Every answered comment exists once; one caught in the restart exists at most once;
    // the post's count is the comments it has.
    const rows = await db!
      .selectFrom('comments')
      .select('comment_text')
      .where('feed_id', '=', feedId)
      .execute();
    const count = (text: string) => rows.filter((row) => row.comment_text === text).length;
    for (const answer of answers.filter((one) => one.text !== null)) {
      if (answer.status === 200) expect(count(answer.text!)).toBe(1);
      else expect(count(answer.text!)).toBeLessThanOrEqual(1);
    }
    const feed = await db!
      .selectFrom('feeds')
      .select('comment_count')
      .where('feed_id', '=', feedId)
      .executeTakeFirstOrThrow();
    expect(Number(feed.comment_count)).toBe(rows.length);
  });
});
