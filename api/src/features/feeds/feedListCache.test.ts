import { jest } from '@jest/globals';
import SQLite from 'better-sqlite3';
import type { FeedItem } from '@kfeed/contracts/feed';
import { statementsRun } from '../../db/readCache.ts';
import { sqlitePath } from '../../db/database.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addFeed, addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { testPostgresAdminUrl } from '../../testing/testDatabase.ts';

// Statements are counted, and another process is a second connection to the file, on
// SQLite only here (PostgreSQL's log: postgresChangeLog.test.ts, memberOverlay.test.ts).
const itOnSqlite = testPostgresAdminUrl() === undefined ? it : it.skip;

// Real HTTP and real SQLite; a busy machine can be slow.
jest.setTimeout(30_000);

let server: TestServer;
let alice: TestMember;
let bob: TestMember;
const posts: number[] = [];

beforeAll(async () => {
  // Views are written in batches (viewCounts.ts): every 50 ms here.
  server = await startTestServer({ VIEW_COUNT_FLUSH_MS: '50' });
  alice = await addMember(server, { nickname: 'alice' });
  bob = await addMember(server, { nickname: 'bob' });
  for (let i = 0; i < 25; i++) {
    posts.push(
      await addFeed(server, alice.userId, {
        title: `post ${i}`,
        createdAt: new Date(server.clock.now().getTime() - (100 - i) * 60_000),
      }),
    );
  }
}, 30_000);
afterAll(() => server.close());

const home = (size: number, who?: TestMember) =>
  call<FeedItem[]>(
    server,
    'GET',
    '/api/feed/getFeedList',
    { page: 1, size, categoryId: 'home', isoCode: 'en' },
    who,
  );

/** The statements one call runs on the API's database. */
async function statementsOf<T>(run: () => Promise<T>): Promise<number> {
  const before = statementsRun(server.db) ?? NaN;
  await run();
  return (statementsRun(server.db) ?? NaN) - before;
}

describe("a visitor's first page, kept until the database changes", () => {
  itOnSqlite(
    'is answered from memory while nothing changes, the same as when it was made',
    async () => {
      const first = await home(10);
      expect(first.status).toBe(200);
      expect(first.body.data.map((item) => item.feedTitle)).toEqual(
        Array.from({ length: 10 }, (_, i) => `post ${24 - i}`),
      );
      let again: Awaited<ReturnType<typeof home>> | undefined;
      expect(await statementsOf(async () => (again = await home(10)))).toBe(0);
      expect(again).toEqual(first);
      const response = await fetch(
        `${server.url}/api/feed/getFeedList?page=1&size=10&categoryId=home&isoCode=en`,
      );
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    },
  );

  itOnSqlite('is shared by visitors whatever cache-buster (_t) the app adds', async () => {
    const page = (t: number) =>
      call<FeedItem[]>(server, 'GET', '/api/feed/getFeedList', {
        page: 1,
        size: 10,
        categoryId: 'home',
        isoCode: 'en',
        _t: t,
      });
    const first = await page(1);
    let again: Awaited<ReturnType<typeof page>> | undefined;
    expect(await statementsOf(async () => (again = await page(2)))).toBe(0);
    expect(again).toEqual(first);
  });

  it('follows a write made through this API process', async () => {
    const before = await home(10);
    expect(before.body.data[0]?.feedLikeCount).toBe(0);
    const liked = await call(server, 'POST', '/api/feed/likeFeed', { feedId: posts[24] }, bob);
    expect(liked.status).toBe(200);
    const after = await home(10);
    expect(after.body.data[0]?.feedLikeCount).toBe(1);
  });

  itOnSqlite('follows a commit by another process sharing the database file', async () => {
    await home(10);
    expect(await statementsOf(() => home(10))).toBe(0);
    // Another API process is another connection to the same file.
    const other = new SQLite(sqlitePath(server.config.databaseUrl));
    try {
      other.prepare('UPDATE feeds SET feed_title = ? WHERE feed_id = ?').run('renamed', posts[24]);
    } finally {
      other.close();
    }
    const after = await home(10);
    expect(after.body.data[0]?.feedTitle).toBe('renamed');
  });

  it('is kept per query: another size or language is its own answer', async () => {
    const five = await home(5);
    expect(five.body.data).toHaveLength(5);
    const korean = await call<FeedItem[]>(server, 'GET', '/api/feed/getFeedList', {
      page: 1,
      size: 10,
      categoryId: 'home',
      isoCode: 'ko',
    });
    expect(korean.body.data[0]?.categoryName).not.toBe((await home(10)).body.data[0]?.categoryName);
  });

  it("never serves a member a visitor's page (members' lists hide what they blocked)", async () => {
    await home(10);
    await call(server, 'POST', '/api/user/blockUser', { blockedUserId: alice.userId }, bob);
    const blocked = await home(10, bob);
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toEqual([]);
    expect((await home(10)).body.data).toHaveLength(10);
  });
});

describe("a visitor's first page, kept through changes to posts it does not show", () => {
  /** Another API process: another connection to the same file. */
  function otherProcess(statement: string, ...parameters: unknown[]) {
    const other = new SQLite(sqlitePath(server.config.databaseUrl));
    try {
      other.prepare(statement).run(...parameters);
    } finally {
      other.close();
    }
  }
  const shown = () => posts.slice(15).reverse();
  let carol: TestMember;
  beforeAll(async () => {
    carol = await addMember(server, { nickname: 'carol' });
  });

  itOnSqlite(
    'is kept through a like on another post, and follows a like on one it shows',
    async () => {
      const first = await home(10);
      expect(first.body.data.map((item) => item.feedId)).toEqual(shown());
      const elsewhere = await call(
        server,
        'POST',
        '/api/feed/likeFeed',
        { feedId: posts[0] },
        carol,
      );
      expect(elsewhere.status).toBe(200);
      let again: Awaited<ReturnType<typeof home>> | undefined;
      expect(await statementsOf(async () => (again = await home(10)))).toBe(0);
      expect(again).toEqual(first);
      const likes = first.body.data[2]?.feedLikeCount ?? NaN;
      expect(
        (await call(server, 'POST', '/api/feed/likeFeed', { feedId: shown()[2] }, carol)).status,
      ).toBe(200);
      expect((await home(10)).body.data[2]?.feedLikeCount).toBe(likes + 1);
    },
  );

  itOnSqlite("follows another process's changes to a post it shows, not to others", async () => {
    const first = await home(10);
    otherProcess('UPDATE feeds SET view_count = view_count + 5 WHERE feed_id = ?', posts[1]);
    expect(await statementsOf(() => home(10))).toBe(0);
    const views = first.body.data[4]?.feedViewCount ?? NaN;
    otherProcess('UPDATE feeds SET view_count = view_count + 5 WHERE feed_id = ?', shown()[4]);
    expect((await home(10)).body.data[4]?.feedViewCount).toBe(views + 5);
    // Written in Korean after all, and translated into English: the page shows the translation.
    otherProcess("UPDATE feeds SET detected_language_code = 'ko' WHERE feed_id = ?", shown()[6]);
    otherProcess(
      "INSERT INTO feed_translations (feed_id, iso_code, title, text, status, updated_at) VALUES (?, 'en', 'Translated', 'Text.', 'DONE', '2026-01-01T00:00:00Z')",
      shown()[6],
    );
    const [translated] = (await home(10)).body.data.slice(6);
    expect(translated?.translatedFeedMap).toEqual({
      en: { feedTransTitle: 'Translated', feedTransText: 'Text.' },
    });
  });

  itOnSqlite('follows a post it does not show moving onto it (a change of placement)', async () => {
    expect((await home(10)).body.data[0]?.feedId).toBe(shown()[0]);
    // An older post made the newest, by another process: now first on the page.
    otherProcess(
      'UPDATE feeds SET created_at = ? WHERE feed_id = ?',
      new Date(server.clock.now().getTime() + 60_000).toISOString().replace(/\.\d+Z$/, 'Z'),
      posts[2],
    );
    expect((await home(10)).body.data[0]?.feedId).toBe(posts[2]);
    // And hidden again, through this process: gone from the page.
    await server.db
      .updateTable('feeds')
      .set({ deleted_at: '2026-01-01T00:00:00Z' })
      .where('feed_id', '=', posts[2] ?? 0)
      .execute();
    expect((await home(10)).body.data.map((item) => item.feedId)).not.toContain(posts[2]);
  });
});

describe("a visitor's post, kept until the database changes", () => {
  const detail = (skipViewCount: boolean) =>
    call<FeedItem>(server, 'POST', '/api/feed/getFeedData', {
      feedId: posts[3],
      isoCode: 'en',
      skipViewCount,
    });

  itOnSqlite('is answered from memory when no view is counted, and follows writes', async () => {
    const first = await detail(true);
    expect(first.status).toBe(200);
    expect(await statementsOf(() => detail(true))).toBe(0);
    // A view counted on another post (once its batch is written) keeps it.
    const elsewhere = await call(server, 'POST', '/api/feed/getFeedData', {
      feedId: posts[4],
      isoCode: 'en',
    });
    expect(elsewhere.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statementsOf(() => detail(true))).toBe(0);
    // A view is answered from the database, then written with the next batch of views: the
    // kept answer is dropped then.
    expect((await detail(false)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await detail(true)).body.data.feedViewCount).toBe(first.body.data.feedViewCount + 1);
  });
});

describe('queries per feed list', () => {
  itOnSqlite(
    'runs a fixed number of queries whatever the page size (no query per post)',
    async () => {
      // Computed: a member renamed drops every kept answer first.
      const computed = async (size: number) => {
        await server.db
          .updateTable('users')
          .set({ nickname: `alice ${size}` })
          .where('user_id', '=', alice.userId)
          .execute();
        return statementsOf(() => home(size, alice));
      };
      expect(await computed(20)).toBe(await computed(3));
      // Kept: the page itself, the token's sign-in and account with the viewer's settings
      // (authenticate.ts), their blocks, reports and likes (memberOverlay.ts).
      expect(await statementsOf(() => home(3, alice))).toBe(0);
      await home(20, alice);
      expect(await statementsOf(() => home(20, alice))).toBe(0);
    },
  );
});

describe('a kept page and moderation', () => {
  itOnSqlite(
    'drops a post hidden by moderation, and shows it again once restored (it was on no kept page)',
    async () => {
      const setState = (state: string) => {
        const other = new SQLite(sqlitePath(server.config.databaseUrl));
        try {
          other
            .prepare('UPDATE feeds SET moderation_state = ? WHERE feed_id = ?')
            .run(state, posts[24]);
        } finally {
          other.close();
        }
      };
      const firstIds = async () => (await home(10)).body.data.map((item) => item.feedId);
      expect((await firstIds())[0]).toBe(posts[24]);
      setState('HIDDEN');
      expect(await firstIds()).not.toContain(posts[24]);
      // Kept now: a page that does not show the post.
      expect(await statementsOf(() => home(10))).toBe(0);
      setState('VISIBLE');
      expect((await firstIds())[0]).toBe(posts[24]);
    },
  );
});
