import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { REFRESH_COOKIE } from '../auth/refreshSessions.ts';
import { openDatabase } from '../db/database.ts';
import {
  apiReady as ready,
  startApiProcess,
  stopApiProcess as stop,
  type ApiProcess,
} from '../testing/apiProcess.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtpCatcher.ts';
import {
  createTestDatabase,
  testPostgresAdminUrl,
  type TestDatabase,
} from '../testing/testDatabase.ts';
import { TEST_JWT_SECRET } from '../testing/testServer.ts';

/**
 * Two real API processes (the `npm run dev` entry) over one database, as behind a proxy
 * that sends each request to either: requests alternate between them. In the PostgreSQL
 * pass of the tests the database is PostgreSQL; in the SQLite pass both share one file.
 */
jest.setTimeout(180_000);

let dir: string;
let database: TestDatabase;
let smtp: SmtpCatcher;
let first: ApiProcess | undefined;
let second: ApiProcess | undefined;
/** The two processes, as a proxy would alternate between them. */
let both: [ApiProcess, ApiProcess];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-two-processes-'));
  // Not even migrated: the processes do that.
  database = await createTestDatabase(dir, { empty: true });
  smtp = await startSmtpCatcher();
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    STORAGE_DIR: path.join(dir, 'storage'),
    DATA_DIR: dir,
    JWT_SECRET: TEST_JWT_SECRET,
    SMTP_URL: smtp.url,
    // Any refresh token presented again after its rotation is a reuse.
    REFRESH_REUSE_GRACE_SECONDS: '0',
    WRITE_LIMIT_FACTOR: '1',
    CODE_SEND_LIMIT_PER_EMAIL: '1000',
    CODE_SEND_LIMIT_PER_IP: '1000',
    LOGIN_LIMIT_PER_IP: '1000',
    // Views are written in batches (features/feeds/viewCounts.ts): every 100 ms here.
    VIEW_COUNT_FLUSH_MS: '100',
  };
  // On PostgreSQL both start at once on the empty database: they migrate and seed it
  // together. SQLite's migrations take no lock between processes: one migrates first.
  first = await startApiProcess(env);
  if (!testPostgresAdminUrl()) await ready(first);
  second = await startApiProcess(env);
  await Promise.all([ready(first), ready(second)]);
  both = [first, second];
});

afterAll(async () => {
  await Promise.all([stop(first), stop(second)]);
  await smtp?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function post(api: ApiProcess, route: string, body: unknown, headers = {}) {
  const cookieCall = route === '/api/auth/refresh';
  const response = await fetch(api.url + route, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookieCall ? { origin: 'http://localhost:3000' } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${REFRESH_COOKIE}=`))
    ?.slice(REFRESH_COOKIE.length + 1)
    .split(';')[0];
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as {
      code?: string;
      data: { accessToken?: string } | null;
    },
    refresh: cookie,
  };
}

const refresh = (api: ApiProcess, token: string) =>
  post(api, '/api/auth/refresh', {}, { cookie: `${REFRESH_COOKIE}=${token}` });

async function signIn(codeFrom: ApiProcess, loginAt: ApiProcess, email: string) {
  const sent = await post(codeFrom, '/api/auth/getLoginVerificationNumber', { email });
  expect(sent.status).toBe(200);
  const login = await post(loginAt, '/api/auth/login', {
    email,
    verificationNumber: smtp.codeFor(email),
  });
  expect(login.status).toBe(200);
  return login;
}

describe('two API processes on one database', () => {
  it('seeded the demo data once', async () => {
    const db = await openDatabase(database.url);
    try {
      const languages = await db
        .selectFrom('languages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const users = await db.selectFrom('users').select(['email']).execute();
      expect(Number(languages.n)).toBeGreaterThan(0);
      expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
      expect(users.map((u) => u.email)).toContain('anna@kfeed.example');
    } finally {
      await db.destroy();
    }
  });

  it('signs in with a code sent by one process at the other, and serves both', async () => {
    const [a, b] = both;
    const login = await signIn(a, b, 'anna@kfeed.example');
    const token = login.body.data?.accessToken ?? '';
    for (const api of both) {
      const me = await fetch(`${api.url}/api/user/getUserInfo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(me.status).toBe(200);
    }
  });

  it('counts wrong codes across processes: the fifth is refused on either', async () => {
    const [a, b] = both;
    const email = 'john@kfeed.example';
    expect((await post(a, '/api/auth/getLoginVerificationNumber', { email })).status).toBe(200);
    const code = smtp.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push(
        (
          await post(both[i % 2] as ApiProcess, '/api/auth/login', {
            email,
            verificationNumber: wrong,
          })
        ).body.code,
      );
    }
    expect(codes).toEqual(['AUTH-007', 'AUTH-007', 'AUTH-007', 'AUTH-007', 'AUTH-009']);
    const right = await post(b, '/api/auth/login', { email, verificationNumber: code });
    expect(right.body.code).toBe('AUTH-009');
  });

  it('catches a refresh token used again at the other process, and ends the sign-in', async () => {
    const [a, b] = both;
    const login = await signIn(b, a, 'liwei@kfeed.example');
    const original = login.refresh ?? '';
    const rotated = await refresh(a, original);
    expect(rotated.status).toBe(200);
    const newest = rotated.refresh ?? '';
    expect(newest).not.toBe(original);
    // Rotating goes on across processes...
    const again = await refresh(b, newest);
    expect(again.status).toBe(200);
    // ...and the first token, presented to the other process, is a reuse.
    const reuse = await refresh(b, original);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('AUTH-017');
    expect((await refresh(a, again.refresh ?? '')).body.code).toBe('AUTH-016');
  });

  it('shares a rate limit: a visitor gets 60 share logs a minute from the two together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i += 1) {
      const answer = await post(
        both[i % 2] as ApiProcess,
        '/api/common/insertShareLog',
        { shareId: '1', userAgent: 'test', platform: 'DESKTOP' },
        { 'x-forwarded-for': '192.0.2.55' },
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('reserves a limit atomically when both processes are hit at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        post(
          both[i % 2] as ApiProcess,
          '/api/common/insertShareLog',
          { shareId: '2', userAgent: 'test', platform: 'DESKTOP' },
          { 'x-forwarded-for': '192.0.2.56' },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(60);
  });

  it("serves no stale visitor's page at one process after a like or a view at the other", async () => {
    const [a, b] = both;
    const login = await signIn(b, b, 'anna@kfeed.example');
    const member = { authorization: `Bearer ${login.body.data?.accessToken ?? ''}` };
    type Card = { feedId: number; feedLikeCount: number; feedViewCount: number };
    const page = async (api: ApiProcess) => {
      const response = await fetch(
        `${api.url}/api/feed/getFeedList?page=1&size=10&categoryId=home&isoCode=en`,
      );
      return ((await response.json()) as { data: Card[] }).data;
    };
    const before = await page(a);
    expect(await page(a)).toEqual(before);
    // A post further down, not on the page: liked at the other process.
    const [further] = await fetch(
      `${a.url}/api/feed/getFeedList?page=2&size=10&categoryId=home&isoCode=en`,
    ).then(async (r) => ((await r.json()) as { data: Card[] }).data);
    expect((await post(b, '/api/feed/likeFeed', { feedId: further?.feedId }, member)).status).toBe(
      200,
    );
    expect(await page(a)).toEqual(before);
    // A post on the page: liked, and viewed, at the other process.
    const shown = before[1] as Card;
    expect((await post(b, '/api/feed/likeFeed', { feedId: shown.feedId }, member)).status).toBe(
      200,
    );
    expect((await page(a))[1]?.feedLikeCount).toBe(shown.feedLikeCount + 1);
    expect(
      (await post(b, '/api/feed/getFeedData', { feedId: shown.feedId, isoCode: 'en' })).status,
    ).toBe(200);
    // The view is written with the other process's next batch.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await page(a))[1]?.feedViewCount).toBe(shown.feedViewCount + 1);
  });

  it("serves a member's list at one process without what they blocked or reported at the other", async () => {
    const [a, b] = both;
    const email = 'yuki@kfeed.example';
    const login = await signIn(b, a, email);
    const member = { authorization: `Bearer ${login.body.data?.accessToken ?? ''}` };
    const db = await openDatabase(database.url);
    const { user_id: self } = await db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await db.destroy();
    type Card = { feedId: number; userId: number };
    const page = async (api: ApiProcess) => {
      const response = await fetch(
        `${api.url}/api/feed/getFeedList?page=1&size=10&categoryId=home&isoCode=en`,
        { headers: member },
      );
      return ((await response.json()) as { data: Card[] }).data;
    };
    const before = await page(a);
    expect(await page(a)).toEqual(before);
    const author = before.find((card) => card.userId !== self)?.userId;
    expect(author).toBeDefined();
    expect((await post(b, '/api/user/blockUser', { blockedUserId: author }, member)).status).toBe(
      200,
    );
    const after = await page(a);
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((card) => card.userId)).not.toContain(author);
    const [reported] = after;
    expect(
      (await post(b, '/api/feed/reportFeed', { feedId: reported?.feedId }, member)).status,
    ).toBe(200);
    expect((await page(a)).map((card) => card.feedId)).not.toContain(reported?.feedId);
  });
});
