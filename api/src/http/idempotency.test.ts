import { request as httpRequest } from 'node:http';
import { jest } from '@jest/globals';
import { sql } from 'kysely';
import { API_ERROR_CODES, IDEMPOTENCY } from '@kfeed/contracts/envelope';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { AccessTokens } from '../auth/accessToken.ts';
import { RefreshSessions } from '../auth/refreshSessions.ts';
import { toUtcString } from '../clock.ts';
import { isPostgres } from '../db/dialect.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import {
  addFeed,
  addMember,
  firstCategoryId,
  markFeedDeleted,
  type TestMember,
} from '../testing/contentFixtures.ts';
import { rowCount } from '../testing/rowCount.ts';
import { photo } from '../testing/images.ts';

// Real HTTP over a real database; waiting for a running key takes 2 s of real time.
jest.setTimeout(60_000);

const KEY = IDEMPOTENCY.keyHeader;
const REPLAYED = IDEMPOTENCY.replayedHeader.toLowerCase();
const DAY_MS = IDEMPOTENCY.keptHours * 3600 * 1000;

interface Sent {
  member?: TestMember;
  key?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

interface Answered {
  status: number;
  text: string;
  body: { result: boolean; data: unknown; message: string; code?: string };
  replayed: boolean;
}

async function send(server: TestServer, method: string, path: string, sent: Sent = {}) {
  const headers: Record<string, string> = { ...sent.headers };
  if (sent.member) headers.authorization = `Bearer ${sent.member.token}`;
  if (sent.key !== undefined) headers[KEY] = sent.key;
  let body: string | FormData | undefined;
  if (sent.form) body = sent.form;
  else if (sent.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sent.json);
  }
  const response = await fetch(server.url + path, { method, headers, ...(body ? { body } : {}) });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as Answered['body'],
    replayed: response.headers.get(REPLAYED) === 'true',
  } satisfies Answered;
}

async function postForm(title: string) {
  const form = new FormData();
  const json = { feedTitle: title, feedText: 'Shot this morning.', categoryId, feedType: 'PUBLIC' };
  form.append(
    feedRoutes.insertFeed.form.part,
    new Blob([JSON.stringify(json)], { type: 'application/json' }),
    'blob',
  );
  form.append('images', new Blob([await photo('jpeg')], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

/** A new sign-in for a member, as addMember starts one: a token valid from the clock's now. */
async function signInAgain(who: TestMember): Promise<TestMember> {
  const { familyId } = await new RefreshSessions(server.db, server.clock, 3600, 10).start(
    who.userId,
    null,
  );
  const token = await new AccessTokens(server.config.jwtSecret, 3600, server.clock).issue({
    userId: who.userId,
    isoCode: 'en',
    roles: [],
    sessionId: familyId,
  });
  return { userId: who.userId, token };
}

let server: TestServer;
let member: TestMember;
let other: TestMember;
let feedId: number;
let categoryId: string;
let keys = 0;
/** A key no test used before. */
const newKey = () => `test-key-${(keys += 1)}-${Date.now()}`;

const comment = (text: string, sent: Sent = {}, onFeed = feedId) =>
  send(server, 'POST', commentRoutes.insertComment.path, {
    member,
    json: { feedId: onFeed, commentText: text },
    ...sent,
  });

async function commentsSaying(text: string): Promise<number> {
  const row = await server.db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('comment_text', '=', text)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function postsTitled(title: string): Promise<number> {
  const row = await server.db
    .selectFrom('feeds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('feed_title', '=', title)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function commentWritesCounted(who: TestMember): Promise<number> {
  const row = await server.db
    .selectFrom('rate_limit_hits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bucket', '=', 'write-comment-member')
    .where('subject', '=', String(who.userId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  server = await startTestServer();
  member = await addMember(server, { nickname: 'keyholder' });
  other = await addMember(server, { nickname: 'neighbour' });
  feedId = await addFeed(server, other.userId, { title: 'Where to buy a SIM card' });
  categoryId = String(await firstCategoryId(server.db));
}, 60_000);
afterAll(() => server.close());

describe('a write sent again with its Idempotency-Key', () => {
  it('writes one comment and answers the first answer again, marked replayed', async () => {
    const key = newKey();
    const first = await comment('Try the shop by exit 3.', { key });
    expect(first.status).toBe(200);
    expect(first.replayed).toBe(false);
    const counted = await commentWritesCounted(member);

    const again = await comment('Try the shop by exit 3.', { key });
    expect(again.status).toBe(200);
    expect(again.replayed).toBe(true);
    expect(again.text).toBe(first.text);
    expect(await commentsSaying('Try the shop by exit 3.')).toBe(1);
    // A replay is not a new write: the write limit does not count it.
    expect(await commentWritesCounted(member)).toBe(counted);
  });

  it('likes once and replays the like', async () => {
    const key = newKey();
    const path = feedRoutes.likeFeed.path;
    const first = await send(server, 'POST', path, { member, key, json: { feedId } });
    const again = await send(server, 'POST', path, { member, key, json: { feedId } });
    expect(first.status).toBe(200);
    expect([again.status, again.replayed, again.text]).toEqual([200, true, first.text]);
    expect(await rowCount(server, 'feed_likes')).toBe(1);
  });

  it('creates a post with a photo once (multipart), however often it is sent', async () => {
    const key = newKey();
    const path = feedRoutes.insertFeed.path;
    const first = await send(server, 'POST', path, {
      member,
      key,
      form: await postForm('Cherry blossoms'),
    });
    expect(first.status).toBe(200);
    const again = await send(server, 'POST', path, {
      member,
      key,
      form: await postForm('Cherry blossoms'),
    });
    expect([again.status, again.replayed, again.text]).toEqual([200, true, first.text]);
    expect(await postsTitled('Cherry blossoms')).toBe(1);
  });

  it('keeps a refusal: the repeat is refused the same way, even once the write could succeed', async () => {
    const gone = await addFeed(server, other.userId, { title: 'Soon deleted' });
    await markFeedDeleted(server, gone);
    const key = newKey();
    const first = await comment('Is this still open?', { key }, gone);
    expect(first.status).toBe(404);
    await server.db
      .updateTable('feeds')
      .set({ deleted_at: null })
      .where('feed_id', '=', gone)
      .execute();
    const again = await comment('Is this still open?', { key }, gone);
    expect([again.status, again.replayed, again.text]).toEqual([404, true, first.text]);
    // A new key is a new write.
    expect((await comment('Is this still open?', { key: newKey() }, gone)).status).toBe(200);
  });

  it('keeps no 5xx: the key is given back and the repeat runs', async () => {
    const postgres = isPostgres(server.db);
    if (postgres) {
      await sql`CREATE FUNCTION refuse_comment() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused for the test'; END $$`.execute(server.db);
      await sql`CREATE TRIGGER refuse_comment BEFORE INSERT ON comments
        FOR EACH ROW EXECUTE FUNCTION refuse_comment()`.execute(server.db);
    } else {
      await sql`CREATE TRIGGER refuse_comment BEFORE INSERT ON comments
        BEGIN SELECT RAISE(ABORT, 'refused for the test'); END`.execute(server.db);
    }
    const key = newKey();
    try {
      const failed = await comment('Lost in a failure', { key });
      expect(failed.status).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_comment${postgres ? sql` ON comments` : sql``}`.execute(
        server.db,
      );
      if (postgres) await sql`DROP FUNCTION refuse_comment()`.execute(server.db);
    }
    const retried = await comment('Lost in a failure', { key });
    expect([retried.status, retried.replayed]).toEqual([200, false]);
    expect(await commentsSaying('Lost in a failure')).toBe(1);
  });

  it('behaves as before without a key: each send is a write', async () => {
    expect((await comment('Same words twice')).status).toBe(200);
    const second = await comment('Same words twice');
    expect([second.status, second.replayed]).toEqual([200, false]);
    expect(await commentsSaying('Same words twice')).toBe(2);
  });

  it("keeps each member's keys apart", async () => {
    const key = newKey();
    const mine = await comment('Mine', { key });
    const theirs = await comment('Theirs', { key, member: other });
    expect([mine.status, theirs.status, theirs.replayed]).toEqual([200, 200, false]);
    expect(await commentsSaying('Mine')).toBe(1);
    expect(await commentsSaying('Theirs')).toBe(1);
  });

  it('takes no key on reads and visitors’ calls', async () => {
    const key = newKey();
    const reads = await Promise.all([
      send(server, 'POST', feedRoutes.getFeedData.path, {
        member,
        key,
        json: { feedId, skipViewCount: true },
      }),
      send(server, 'POST', feedRoutes.getFeedData.path, {
        member,
        key,
        json: { feedId, skipViewCount: true },
      }),
    ]);
    expect(reads.map((read) => [read.status, read.replayed])).toEqual([
      [200, false],
      [200, false],
    ]);
    expect(
      await server.db
        .selectFrom('idempotency_keys')
        .select('route')
        .where('idempotency_key', '=', key)
        .execute(),
    ).toEqual([]);
  });
});

describe('a key that does not fit', () => {
  it('refuses the same key on another route, and on the same route with other input', async () => {
    const key = newKey();
    expect((await comment('First use of the key', { key })).status).toBe(200);
    const elsewhere = await send(server, 'POST', feedRoutes.likeFeed.path, {
      member,
      key,
      json: { feedId },
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([
      422,
      API_ERROR_CODES.idempotencyKeyReused,
    ]);
    const otherText = await comment('Other words, same key', { key });
    expect([otherText.status, otherText.body.code]).toEqual([
      422,
      API_ERROR_CODES.idempotencyKeyReused,
    ]);
    expect(await commentsSaying('Other words, same key')).toBe(0);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(IDEMPOTENCY.keyMaxLength + 1)],
    ['not ASCII', 'clé-1'],
    ['with a control character', 'a\tb'],
  ])('refuses a key that is %s with 400, in the request’s language', async (_, key) => {
    const answer = await comment('Never written', { key, headers: { 'accept-language': 'ko' } });
    expect([answer.status, answer.body.code]).toEqual([400, API_ERROR_CODES.idempotencyKeyInvalid]);
    expect(answer.body.message).toContain('출력 가능한 ASCII');
    expect(await commentsSaying('Never written')).toBe(0);
  });

  it('accepts a key of 128 printable characters', async () => {
    const key = `${newKey()} ~!`.padEnd(IDEMPOTENCY.keyMaxLength, 'x');
    expect((await comment('A long key', { key })).status).toBe(200);
    expect((await comment('A long key', { key })).replayed).toBe(true);
  });

  it('refuses a key sent twice in one request', async () => {
    const body = JSON.stringify({ feedId, commentText: 'Two keys' });
    const url = new URL(server.url + commentRoutes.insertComment.path);
    const answer = await new Promise<{ status: number; code?: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${member.token}`,
            'content-type': 'application/json',
            [KEY]: ['one', 'two'],
          },
        },
        (incoming) => {
          let text = '';
          incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              ...(JSON.parse(text) as { code?: string }),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    expect(answer).toMatchObject({ status: 400, code: API_ERROR_CODES.idempotencyKeyInvalid });
    expect(await commentsSaying('Two keys')).toBe(0);
  });

  it('keeps no key for a call refused before its handler (a role it lacks)', async () => {
    const key = newKey();
    const answer = await send(server, 'POST', adminRoutes.setOfficial.path, {
      member,
      key,
      json: { userId: other.userId, isOfficial: 'Y', note: 'The city office asked for it.' },
    });
    expect([answer.status, answer.body.code]).toEqual([403, API_ERROR_CODES.roleRequired]);
    const kept = await server.db
      .selectFrom('idempotency_keys')
      .select('route')
      .where('idempotency_key', '=', key)
      .execute();
    expect(kept).toEqual([]);
  });
});

describe('the same key at the same time', () => {
  it('runs the write once: the others wait and replay it, or are told it is running', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => comment('Sent six times at once', { key })),
    );
    expect(await commentsSaying('Sent six times at once')).toBe(1);
    const done = answers.filter((answer) => answer.status === 200);
    expect(done.length).toBeGreaterThan(0);
    expect(new Set(done.map((answer) => answer.text)).size).toBe(1);
    expect(done.filter((answer) => !answer.replayed)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect([answer.status, answer.body.code]).toEqual([
        409,
        API_ERROR_CODES.idempotencyKeyInProgress,
      ]);
    }
  });

  it('creates one post when a post with photos is sent four times at once', async () => {
    const key = newKey();
    const forms = await Promise.all(Array.from({ length: 4 }, () => postForm('Four at once')));
    const answers = await Promise.all(
      forms.map((form) => send(server, 'POST', feedRoutes.insertFeed.path, { member, key, form })),
    );
    expect(await postsTitled('Four at once')).toBe(1);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(new Set(answers.filter((a) => a.status === 200).map((a) => a.text)).size).toBe(1);
  });

  it('answers 409 while the first request runs, and takes over a claim whose request died', async () => {
    // A finished write's row shows what this request's row looks like; a second key is then
    // claimed for the same write by a request that never finishes (its process crashed).
    const done = newKey();
    expect((await comment('Claimed by a crashed process', { key: done })).status).toBe(200);
    const row = await server.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', member.userId)
      .where('idempotency_key', '=', done)
      .executeTakeFirstOrThrow();
    const crashed = newKey();
    const claimedAt = server.clock.now();
    await server.db
      .insertInto('idempotency_keys')
      .values({
        ...row,
        idempotency_key: crashed,
        claimed_by: 'a request that died',
        claimed_until: toUtcString(new Date(claimedAt.getTime() + 60_000)),
        response_status: null,
        response_body: null,
        completed_at: null,
      })
      .execute();

    const running = await comment('Claimed by a crashed process', { key: crashed });
    expect([running.status, running.body.code]).toEqual([
      409,
      API_ERROR_CODES.idempotencyKeyInProgress,
    ]);
    expect(await commentsSaying('Claimed by a crashed process')).toBe(1);

    // No renewal came for a minute: the claim lapsed, and the write runs.
    server.clock.advance(61_000);
    const taken = await comment('Claimed by a crashed process', { key: crashed });
    expect([taken.status, taken.replayed]).toEqual([200, false]);
    expect(await commentsSaying('Claimed by a crashed process')).toBe(2);
    expect((await comment('Claimed by a crashed process', { key: crashed })).replayed).toBe(true);
  });
});

describe('after 24 hours', () => {
  it('forgets a key: the same key is a new write, and old keys are swept', async () => {
    const reused = newKey();
    const forgotten = newKey();
    expect((await comment('Yesterday', { key: reused })).status).toBe(200);
    expect((await comment('Also yesterday', { key: forgotten })).status).toBe(200);
    server.clock.advance(DAY_MS + 1000);

    // Yesterday's access token has expired: the member signs in again, as the app would.
    const today = await comment('Yesterday', { key: reused, member: await signInAgain(member) });
    expect([today.status, today.replayed]).toEqual([200, false]);
    expect(await commentsSaying('Yesterday')).toBe(2);
    const rows = await server.db
      .selectFrom('idempotency_keys')
      .select('idempotency_key')
      .where('idempotency_key', 'in', [reused, forgotten])
      .execute();
    expect(rows.map((one) => one.idempotency_key)).toEqual([reused]);
  });
});

describe('the write limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ WRITE_LIMIT_FACTOR: '1' });
  }, 60_000);
  afterAll(() => limited.close());

  it('keeps no 429: once the limit frees, the same key writes', async () => {
    const writer = await addMember(limited, { nickname: 'eager' });
    const onFeed = await addFeed(limited, writer.userId);
    const write = (text: string, key?: string) =>
      send(limited, 'POST', commentRoutes.insertComment.path, {
        member: writer,
        ...(key ? { key } : {}),
        json: { feedId: onFeed, commentText: text },
      });
    for (let i = 0; i < 10; i += 1) expect((await write(`Comment ${i}`)).status).toBe(200);
    const refused = await write('The eleventh', 'limited-key');
    expect([refused.status, refused.body.code]).toEqual([429, API_ERROR_CODES.rateLimited]);
    limited.clock.advance(61_000);
    const retried = await write('The eleventh', 'limited-key');
    expect([retried.status, retried.replayed]).toEqual([200, false]);
  });
});

describe('what the API tells clients', () => {
  it('documents the header on members’ writes only', async () => {
    const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const headerOf = (path: string, method: string) =>
      document.paths[path]?.[method]?.parameters?.some(
        (parameter) => parameter.in === 'header' && parameter.name === KEY,
      ) ?? false;
    expect(headerOf(commentRoutes.insertComment.path, 'post')).toBe(true);
    expect(headerOf(userRoutes.updateUserProfileImage.path, 'put')).toBe(true);
    expect(headerOf(feedRoutes.getFeedData.path, 'post')).toBe(false);
    expect(headerOf(feedRoutes.getFeedList.path, 'get')).toBe(false);
  });

  it('lets an allowed origin send the header', async () => {
    const origin = server.config.allowedOrigins[0] ?? '';
    const preflight = await fetch(server.url + commentRoutes.insertComment.path, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'idempotency-key',
    );
  });
});
