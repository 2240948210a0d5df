import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { jest } from '@jest/globals';
import { sql } from 'kysely';
import type { LiveEventsData, LiveTicketData } from '@kfeed/contracts/notification';
import { LIVE_LIMITS } from '@kfeed/contracts/limits';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { testPostgresAdminUrl } from '../../testing/testDatabase.ts';
import { addFeed, addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { warmUpLanguageDetector } from '../translation/languageDetector.ts';
import { LiveHub } from './liveHub.ts';
import { openStream, SseReader, streamFor, ticketFor, type ReadEvent } from './liveTestKit.ts';

/**
 * The live channel over a real socket: tickets, the stream and what it carries, replays and
 * polling. On SQLite and, in the PostgreSQL pass, on PostgreSQL (LISTEN/NOTIFY).
 */
jest.setTimeout(30_000);

const onPostgres = testPostgresAdminUrl() !== undefined;
const silentLog = { warn: () => {} };

let server: TestServer;
let author: TestMember;
let reader: TestMember;
let other: TestMember;
const open: SseReader[] = [];

beforeAll(async () => {
  await warmUpLanguageDetector();
  server = await startTestServer({ LIVE_HEARTBEAT_SECONDS: '1' });
  author = await addMember(server, { nickname: 'author' });
  reader = await addMember(server, { nickname: 'reader' });
  other = await addMember(server, { nickname: 'other' });
}, 60_000);
afterEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.close()));
});
afterAll(() => server?.close(), 30_000);

async function stream(member: TestMember, options: Parameters<typeof streamFor>[2] = {}) {
  const opened = await streamFor(server.url, member.token, options);
  open.push(opened);
  return opened;
}

async function comment(member: TestMember, feedId: number, text: string, parentCommentId?: number) {
  const answer = await call<{ commentId: number }>(
    server,
    'POST',
    '/api/comment/insertComment',
    { feedId, commentText: text, isoCode: 'en', ...(parentCommentId ? { parentCommentId } : {}) },
    member,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.commentId;
}

/** Another hub on the same database: as another API process would publish. */
function anotherProcess(): LiveHub {
  return new LiveHub({
    db: server.db,
    clock: server.clock,
    log: silentLog,
    databaseUrl: server.config.databaseUrl,
  });
}

const commentEvent = (commentId: number) => (event: ReadEvent) =>
  event.data.type === 'comment' && event.data.commentId === commentId;

describe('tickets', () => {
  it('gives a member a single-use ticket for 30 s, kept only as its hash', async () => {
    const answer = await call<LiveTicketData>(server, 'POST', '/api/live/ticket', {}, reader);
    expect(answer.status).toBe(200);
    expect(answer.body.data.expiresInSeconds).toBe(LIVE_LIMITS.ticketSeconds);
    const { ticket } = answer.body.data;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await server.db.selectFrom('live_tickets').selectAll().execute();
    expect(rows.some((row) => row.ticket_hash === ticket)).toBe(false);
    expect(
      rows.find((row) => row.ticket_hash === createHash('sha256').update(ticket).digest('hex')),
    ).toMatchObject({ user_id: reader.userId });
    // Sent with no body at all, too.
    const bare = await fetch(`${server.url}/api/live/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(bare.status).toBe(200);
  });

  it('gives a visitor none', async () => {
    const answer = await call(server, 'POST', '/api/live/ticket', {});
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('AUTH-002');
  });

  it('opens one stream: used again, the ticket is refused with 401 LIVE-001 as JSON', async () => {
    const ticket = await ticketFor(server.url, reader.token);
    const first = await openStream(server.url, ticket);
    expect(first).toBeInstanceOf(SseReader);
    open.push(first as SseReader);
    const again = await openStream(server.url, ticket);
    expect(again).toEqual({
      status: 401,
      contentType: 'application/json; charset=utf-8',
      body: expect.objectContaining({ result: false, code: 'LIVE-001' }),
    });
  });

  it('refuses an expired ticket, an unknown one, and none', async () => {
    const ticket = await ticketFor(server.url, reader.token);
    server.clock.advance((LIVE_LIMITS.ticketSeconds + 1) * 1000);
    expect(await openStream(server.url, ticket)).toMatchObject({
      status: 401,
      body: { code: 'LIVE-001' },
    });
    expect(await openStream(server.url, 'x'.repeat(43))).toMatchObject({
      status: 401,
      body: { code: 'LIVE-001' },
    });
    const none = await fetch(`${server.url}/api/live`);
    expect(none.status).toBe(400);
    expect(((await none.json()) as { code: string }).code).toBe('VALIDATION');
  });

  it('refuses the ticket of a member who is no longer active', async () => {
    const leaving = await addMember(server, { nickname: 'leaving' });
    const ticket = await ticketFor(server.url, leaving.token);
    await server.db
      .updateTable('users')
      .set({ status: 'WITHDRAWN' })
      .where('user_id', '=', leaving.userId)
      .execute();
    expect(await openStream(server.url, ticket)).toMatchObject({
      status: 401,
      body: { code: 'LIVE-001' },
    });
  });
});

describe('the stream', () => {
  it('is an unbuffered, uncached event stream with a comment line every heartbeat', async () => {
    const live = await stream(reader);
    expect(live.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(live.response.headers.get('cache-control')).toBe('no-store');
    expect(live.response.headers.get('x-accel-buffering')).toBe('no');
    // LIVE_HEARTBEAT_SECONDS=1 here.
    await live.until(() => live.comments.includes('heartbeat'), 3_000, 'a heartbeat');
  });

  it('carries a comment and a reply written on any post to every member stream, ids only', async () => {
    const feedId = await addFeed(server, author.userId);
    const [mine, theirs] = await Promise.all([stream(reader), stream(other)]);
    const commentId = await comment(author, feedId, 'A comment with some text in it');
    const expected = {
      type: 'comment',
      feedId,
      commentId,
      parentCommentId: null,
      authorId: author.userId,
    };
    for (const live of [mine, theirs]) {
      const event = await live.next(commentEvent(commentId));
      expect(event.data).toEqual(expected);
      expect(event.id).toMatch(/^\d+$/);
    }
    const replyId = await comment(reader, feedId, 'A reply', commentId);
    expect((await theirs.next(commentEvent(replyId))).data).toEqual({
      type: 'comment',
      feedId,
      commentId: replyId,
      parentCommentId: commentId,
      authorId: reader.userId,
    });
  });

  it("carries a member's unread count to that member's streams only", async () => {
    const [mine, theirs] = await Promise.all([stream(reader), stream(other)]);
    const feedId = await addFeed(server, author.userId);
    const hub = anotherProcess();
    await hub.publish({ type: 'unread', unreadCount: 7 }, reader.userId);
    // A later event for everyone: once it is in, the other stream had its chance.
    const commentId = await comment(author, feedId, 'After the unread count');
    expect((await mine.next((e) => e.data.type === 'unread')).data).toEqual({
      type: 'unread',
      unreadCount: 7,
    });
    await theirs.next(commentEvent(commentId));
    expect(theirs.events.filter((e) => e.data.type === 'unread')).toEqual([]);
  });

  it('carries a new post with its category, type and author', async () => {
    const live = await stream(other);
    const form = new FormData();
    const category = await server.db
      .selectFrom('categories')
      .select('category_id')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const json = {
      feedTitle: 'Live post',
      feedText: 'Written while a stream was open.',
      categoryId: String(category.category_id),
      feedType: 'PUBLIC',
    };
    form.append('feedWriteRequest', new Blob([JSON.stringify(json)], { type: 'application/json' }));
    const response = await fetch(`${server.url}/api/feed/insertFeed`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { feedId: number } };
    const event = await live.next((e) => e.data.type === 'new-post');
    expect(event.data).toEqual({
      type: 'new-post',
      feedId: data.feedId,
      categoryId: category.category_id,
      feedType: 'PUBLIC',
      authorId: author.userId,
    });
  });

  it('replays what a member missed after Last-Event-ID (theirs and everyone’s), then goes on live', async () => {
    const feedId = await addFeed(server, author.userId);
    const first = await stream(reader);
    const seen = await comment(author, feedId, 'Seen live');
    const seenId = (await first.next(commentEvent(seen))).id!;
    await first.close();

    // While the page is away: a comment, the reader's unread count, someone else's.
    const missed = await comment(author, feedId, 'Missed');
    const hub = anotherProcess();
    await hub.publish({ type: 'unread', unreadCount: 2 }, reader.userId);
    await hub.publish({ type: 'unread', unreadCount: 9 }, other.userId);

    const again = await stream(reader, { lastEventId: seenId });
    const replayed = again.events.map((e) => e.data);
    expect(replayed).toEqual([
      expect.objectContaining({ type: 'comment', commentId: missed }),
      { type: 'unread', unreadCount: 2 },
    ]);
    const ids = again.events.map((e) => Number(e.id));
    expect(ids.every((id) => id > Number(seenId))).toBe(true);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const later = await comment(author, feedId, 'Live again');
    await again.next(commentEvent(later));
    // Nothing twice.
    expect(new Set(again.events.map((e) => e.id)).size).toBe(again.events.length);

    // A new EventSource (a new ticket, so no header) names the id in the query instead.
    const byQuery = await stream(reader, { query: { lastEventId: seenId } });
    expect(byQuery.events.map((e) => e.data)).toEqual([
      ...replayed,
      expect.objectContaining({ type: 'comment', commentId: later }),
    ]);
  });

  it('replays nothing older than the replay window', async () => {
    const feedId = await addFeed(server, author.userId);
    const first = await stream(reader);
    const seen = await comment(author, feedId, 'Seen');
    const seenId = (await first.next(commentEvent(seen))).id!;
    await first.close();
    await comment(author, feedId, 'Long ago');
    server.clock.advance((LIVE_LIMITS.replaySeconds + 1) * 1000);
    const again = await stream(reader, { lastEventId: seenId });
    expect(again.events).toEqual([]);
  });

  it('ends when the client goes away', async () => {
    const sockets: Socket[] = [];
    const seen = (request: IncomingMessage) => {
      if (request.url?.startsWith('/api/live?')) sockets.push(request.socket);
    };
    server.app.server.on('request', seen);
    try {
      const live = await stream(reader);
      expect(sockets).toHaveLength(1);
      await live.close();
      const socket = sockets[0]!;
      for (let i = 0; i < 100 && !socket.destroyed; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(socket.destroyed).toBe(true);
    } finally {
      server.app.server.off('request', seen);
    }
  });
});

describe('polling', () => {
  it('answers the same events as JSON after an id, for members only', async () => {
    const feedId = await addFeed(server, author.userId);
    const start = await call<LiveEventsData>(
      server,
      'GET',
      '/api/live/events',
      { afterEventId: 0 },
      reader,
    );
    expect(start.status).toBe(200);
    const after = start.body.data.lastEventId;

    const commentId = await comment(author, feedId, 'Polled');
    const hub = anotherProcess();
    await hub.publish({ type: 'unread', unreadCount: 4 }, reader.userId);
    await hub.publish({ type: 'unread', unreadCount: 5 }, other.userId);

    const polled = await call<LiveEventsData>(
      server,
      'GET',
      '/api/live/events',
      { afterEventId: after },
      reader,
    );
    expect(polled.body.data.eventList.map((e) => e.event)).toEqual([
      expect.objectContaining({ type: 'comment', commentId }),
      { type: 'unread', unreadCount: 4 },
    ]);
    // Past the other member's event too: it need not be read again.
    expect(polled.body.data.lastEventId).toBeGreaterThan(polled.body.data.eventList[1]!.eventId);
    const nothing = await call<LiveEventsData>(
      server,
      'GET',
      '/api/live/events',
      { afterEventId: polled.body.data.lastEventId },
      reader,
    );
    expect(nothing.body.data).toEqual({
      eventList: [],
      lastEventId: polled.body.data.lastEventId,
    });

    const visitor = await call(server, 'GET', '/api/live/events', { afterEventId: 0 });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('AUTH-002');
  });
});

(onPostgres ? describe : describe.skip)('on PostgreSQL', () => {
  it('listens again when its connection is cut, and catches up on what came meanwhile', async () => {
    const feedId = await addFeed(server, author.userId);
    const live = await stream(reader);
    const cut = () =>
      sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'kfeed-api-live' AND datname = current_database()`.execute(
        server.db,
      );
    await cut();
    // Published while the listener is (probably) down: delivered on reconnection.
    const during = await comment(author, feedId, 'While the listener was away');
    await live.next(commentEvent(during), 10_000);
    const after = await comment(author, feedId, 'After it came back');
    await live.next(commentEvent(after), 10_000);
    expect(live.events.filter(commentEvent(during))).toHaveLength(1);
  });
});
