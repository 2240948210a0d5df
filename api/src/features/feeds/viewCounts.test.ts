import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/db.ts';
import { addFeed, addMember, type TestMember } from '../../testing/contentFixtures.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { VIEW_WINDOW_SECONDS } from './viewCounts.ts';

jest.setTimeout(60_000);

const FLUSH_MS = 100;
let server: TestServer;
let author: TestMember;

beforeAll(async () => {
  server = await startTestServer({ VIEW_COUNT_FLUSH_MS: String(FLUSH_MS) });
  author = await addMember(server, { nickname: 'viewed' });
}, 30_000);
afterAll(() => server.close());

/** Another API process over the same database (its own pool, its own noted views). */
async function secondProcess(env: { flushMs: number }) {
  const db: Db = await openDatabase(server.config.databaseUrl);
  const app: FastifyInstance = await buildApp({
    config: { ...server.config, viewCountFlushMs: env.flushMs },
    db,
    clock: server.clock,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

interface Reader {
  address?: string;
  agent?: string;
  member?: TestMember;
}

const open = (url: string, feedId: number, reader: Reader) =>
  fetch(`${url}/api/feed/getFeedData`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': reader.address ?? '192.0.2.10',
      'user-agent': reader.agent ?? 'Phone browser',
      ...(reader.member ? { authorization: `Bearer ${reader.member.token}` } : {}),
    },
    body: JSON.stringify({ feedId, isoCode: 'en' }),
  }).then((answer) => {
    expect(answer.status).toBe(200);
  });

const viewsOf = async (feedId: number) =>
  (
    await server.db
      .selectFrom('feeds')
      .select('view_count')
      .where('feed_id', '=', feedId)
      .executeTakeFirstOrThrow()
  ).view_count;

/** Long enough for every process's flush to have run (a few of their periods). */
const flushed = () => new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 5));

describe('post views', () => {
  it('count one view per visitor however often they open the post', async () => {
    const feedId = await addFeed(server, author.userId);
    const before = await viewsOf(feedId);
    for (let round = 0; round < 4; round += 1) {
      await Promise.all(Array.from({ length: 75 }, () => open(server.url, feedId, {})));
      await flushed();
    }
    expect(await viewsOf(feedId)).toBe(before + 1);
  });

  it('count each reader apart: another address, another browser, a member', async () => {
    const feedId = await addFeed(server, author.userId);
    const member = await addMember(server);
    const readers: Reader[] = [
      { address: '192.0.2.21' },
      { address: '192.0.2.22' },
      { address: '192.0.2.21', agent: 'Laptop browser' },
      { member },
      // The same member from another address is the same reader.
      { member, address: '198.51.100.3' },
    ];
    for (const reader of readers) await open(server.url, feedId, reader);
    await flushed();
    expect(await viewsOf(feedId)).toBe(4);
  });

  it('count a reader again once the window has passed', async () => {
    const feedId = await addFeed(server, author.userId);
    await open(server.url, feedId, { address: '192.0.2.31' });
    await flushed();
    server.clock.advance((VIEW_WINDOW_SECONDS - 60) * 1000);
    await open(server.url, feedId, { address: '192.0.2.31' });
    await flushed();
    expect(await viewsOf(feedId)).toBe(1);
    server.clock.advance(120 * 1000);
    await open(server.url, feedId, { address: '192.0.2.31' });
    await flushed();
    expect(await viewsOf(feedId)).toBe(2);
  });

  it('never store a visitor’s address', async () => {
    const feedId = await addFeed(server, author.userId);
    await open(server.url, feedId, { address: '203.0.113.77', agent: 'Secret agent 1.0' });
    await flushed();
    const keys = await server.db
      .selectFrom('view_dedup')
      .select('viewer_key')
      .where('feed_id', '=', feedId)
      .execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]?.viewer_key).toMatch(/^v:[A-Za-z0-9_-]{22}$/);
    expect(keys[0]?.viewer_key).not.toContain('203.0.113');
  });

  it('are written in batches: opening a post writes nothing until the flush or the stop', async () => {
    const feedId = await addFeed(server, author.userId);
    // A process that would write only every ten minutes.
    const slow = await secondProcess({ flushMs: 600_000 });
    try {
      for (let i = 0; i < 5; i += 1) {
        await open(slow.url, feedId, { address: `192.0.2.${40 + i}` });
      }
      expect(await viewsOf(feedId)).toBe(0);
      expect(
        await server.db
          .selectFrom('view_dedup')
          .select('viewer_key')
          .where('feed_id', '=', feedId)
          .execute(),
      ).toEqual([]);
    } finally {
      // Stopping writes what it noted.
      await slow.close();
    }
    expect(await viewsOf(feedId)).toBe(5);
  });

  it('agree across two API processes: a visitor seen by both counts once', async () => {
    const feedId = await addFeed(server, author.userId);
    const other = await secondProcess({ flushMs: FLUSH_MS });
    try {
      for (let round = 0; round < 3; round += 1) {
        await Promise.all([
          open(server.url, feedId, { address: '192.0.2.50' }),
          open(other.url, feedId, { address: '192.0.2.50' }),
          open(other.url, feedId, { address: '192.0.2.51' }),
        ]);
        await flushed();
      }
      expect(await viewsOf(feedId)).toBe(2);
    } finally {
      await other.close();
    }
  });
});
