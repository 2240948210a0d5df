import { jest } from '@jest/globals';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { FeedItem } from '@kfeed/contracts/feed';
import type { LanguageCode } from '@kfeed/contracts/languages';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { toUtcString } from '../../clock.ts';
import { sqlitePath } from '../../db/database.ts';
import { statementsRun, versionsRead } from '../../db/readCache.ts';
import { acceptedLanguages } from '../../i18n/messages.ts';
import { addFeed, addMember, type TestMember } from '../../testing/contentFixtures.ts';
import { testPostgresAdminUrl } from '../../testing/testDatabase.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { parseReadLanguages } from '../user/readLanguages.ts';
import { loadFeedItems } from './feedItems.ts';
import { isVisible, visibleFeeds } from './feedQuery.ts';
import { listedFeedIds, type FeedListFilter } from './feedRepository.ts';
import { placeInNation } from './feedTestKit.ts';
import type { Viewer } from './viewer.ts';

/**
 * Members' lists and posts come from the kept answers of their country with their overlay
 * (memberOverlay.ts): every answer here is compared with the same call computed for the
 * member alone, the way it was computed before (visibleFeeds, loadFeedItems), on SQLite and
 * on PostgreSQL (whose change log is read by transaction, postgresChangeLog.ts).
 */
const onSqlite = testPostgresAdminUrl() === undefined;
// Statements are counted on SQLite only (readCache.ts).
const itOnSqlite = onSqlite ? it : it.skip;

/** A statement ($1, $2, ...) run by another API process: a connection of its own. */
async function byAnotherProcess(statement: string, values: unknown[]): Promise<void> {
  if (onSqlite) {
    const other = new SQLite(sqlitePath(server.config.databaseUrl));
    try {
      other.prepare(statement.replace(/\$\d+/g, '?')).run(...values);
    } finally {
      other.close();
    }
    return;
  }
  const other = new pg.Client({ connectionString: server.config.databaseUrl });
  await other.connect();
  try {
    await other.query(statement, values);
  } finally {
    await other.end();
  }
}

jest.setTimeout(60_000);

/** What the client sends as Accept-Language: members without a choice read it too. */
const ACCEPT_LANGUAGE = 'en, ko;q=0.8';

let server: TestServer;
let categories: [number, number];
let kr: number;
let jp: number;
/** Reads from Korea; blocks carol, reports one post, likes two. */
let reader: TestMember;
/** Writes most posts, one of them hidden by reports: her own answers are computed. */
let alice: TestMember;
/** Writes a run of posts, then gets blocked by the reader. */
let carol: TestMember;
/** Lives in Japan and wrote a NATION post for Korea: his own answers are computed. */
let dave: TestMember;
/** Lives in Japan, blocks and reports nothing. */
let erin: TestMember;
const posts: number[] = [];

async function post(
  author: TestMember,
  minutesAgo: number,
  options: Parameters<typeof addFeed>[2] = {},
): Promise<number> {
  const createdAt = new Date(server.clock.now().getTime() - minutesAgo * 60_000);
  const feedId = await addFeed(server, author.userId, { createdAt, ...options });
  posts.push(feedId);
  return feedId;
}

async function request<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload: Record<string, unknown>,
  member?: TestMember,
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { 'accept-language': ACCEPT_LANGUAGE };
  if (member) headers.authorization = `Bearer ${member.token}`;
  let url = `${server.url}${path}`;
  let body: string | undefined;
  if (method === 'GET') {
    url += `?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
  } else if (method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const response = await fetch(url, { method, headers, ...(body ? { body } : {}) });
  const answer = (await response.json()) as { data: T };
  return { status: response.status, data: answer.data };
}

async function viewerOf(member: TestMember | null): Promise<Viewer | null> {
  if (!member) return null;
  const user = await server.db
    .selectFrom('users')
    .select(['nation_id', 'read_languages'])
    .where('user_id', '=', member.userId)
    .executeTakeFirstOrThrow();
  return {
    userId: member.userId,
    nationId: user.nation_id,
    isOfficial: false,
    readLanguages: parseReadLanguages(user.read_languages),
    isModerator: false,
  };
}

const readLanguagesOf = (viewer: Viewer | null): readonly LanguageCode[] =>
  viewer?.readLanguages ?? acceptedLanguages(ACCEPT_LANGUAGE);

/** As JSON carries it. */
const asSent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

type Selector = { categoryId: string } | { type: 'nation' };

/** A page of a list as computed for the member alone. */
async function listComputed(
  member: TestMember | null,
  selector: Selector,
  paging: { page: number; size: number; lastFeedId?: number },
): Promise<FeedItem[]> {
  const viewer = await viewerOf(member);
  let filter: FeedListFilter = {};
  if ('type' in selector) {
    if (viewer?.nationId == null) return [];
    filter = { nationId: viewer.nationId };
  } else if (selector.categoryId !== 'home') {
    filter = { categoryId: Number(selector.categoryId) };
  }
  const ids = await listedFeedIds(server.db, visibleFeeds(server.db, viewer), filter, paging);
  return asSent(
    await loadFeedItems(server.db, ids, {
      viewer,
      isoCode: 'en',
      readLanguages: readLanguagesOf(viewer),
    }),
  );
}

/** A post as computed for the member alone, or 404. */
async function postComputed(member: TestMember | null, feedId: number) {
  const viewer = await viewerOf(member);
  if (!(await isVisible(server.db, viewer, feedId))) return { status: 404 };
  const [item] = await loadFeedItems(server.db, [feedId], {
    viewer,
    isoCode: 'en',
    readLanguages: readLanguagesOf(viewer),
    allCategoryLanguages: true,
  });
  return { status: 200, data: asSent(item) };
}

/** Every page of a list, walked as the app walks it (lastFeedId), compared with the computed one. */
async function expectListsAsComputed(member: TestMember | null, selector: Selector) {
  for (const size of [3, 5]) {
    let lastFeedId: number | undefined;
    for (let page = 1; page <= 20; page++) {
      const paging = { page, size, ...(lastFeedId === undefined ? {} : { lastFeedId }) };
      const answer = await request<FeedItem[]>(
        'GET',
        feedRoutes.getFeedList.path,
        { ...selector, ...paging, isoCode: 'en' },
        member ?? undefined,
      );
      expect({ paging, ...answer }).toEqual({
        paging,
        status: 200,
        data: await listComputed(member, selector, paging),
      });
      lastFeedId = answer.data.at(-1)?.feedId;
      if (lastFeedId === undefined) break;
    }
    // A page counted from the first (no lastFeedId) is computed as before.
    const second = { page: 2, size };
    expect(
      (
        await request<FeedItem[]>(
          'GET',
          feedRoutes.getFeedList.path,
          { categoryId: 'home', ...second, isoCode: 'en' },
          member ?? undefined,
        )
      ).data,
    ).toEqual(await listComputed(member, { categoryId: 'home' }, second));
  }
}

async function expectPostsAsComputed(member: TestMember | null) {
  for (const feedId of posts) {
    const answer = await request<FeedItem>(
      'POST',
      feedRoutes.getFeedData.path,
      { feedId, isoCode: 'en', skipViewCount: true },
      member ?? undefined,
    );
    const computed = await postComputed(member, feedId);
    expect({
      feedId,
      status: answer.status,
      data: answer.status === 200 ? answer.data : undefined,
    }).toEqual({ feedId, data: undefined, ...computed });
  }
}

/** Every list and post each reader can ask for, compared with the computed ones. */
async function expectAllAsComputed() {
  for (const member of [null, reader, alice, dave, erin]) {
    for (const selector of [
      { categoryId: 'home' },
      { categoryId: String(categories[1]) },
      ...(member ? [{ type: 'nation' as const }] : []),
    ]) {
      await expectListsAsComputed(member, selector);
    }
    await expectPostsAsComputed(member);
  }
}

const statementsOf = async (run: () => Promise<unknown>): Promise<number> => {
  const before = statementsRun(server.db) ?? NaN;
  await run();
  return (statementsRun(server.db) ?? NaN) - before;
};

const homeOf = (member: TestMember) =>
  request<FeedItem[]>(
    'GET',
    feedRoutes.getFeedList.path,
    { categoryId: 'home', page: 1, size: 5, isoCode: 'en' },
    member,
  );

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db
    .selectFrom('categories')
    .select('category_id')
    .orderBy('category_id')
    .limit(2)
    .execute();
  categories = [rows[0]?.category_id ?? 0, rows[1]?.category_id ?? 0];
  // One after another: the first adds the language the others find.
  reader = await addMember(server, { nickname: 'reader' });
  alice = await addMember(server, { nickname: 'alice' });
  carol = await addMember(server, { nickname: 'carol' });
  dave = await addMember(server, { nickname: 'dave' });
  erin = await addMember(server, { nickname: 'erin' });
  kr = await placeInNation(server, reader.userId, 'KR');
  jp = await placeInNation(server, dave.userId, 'JP');
  await placeInNation(server, erin.userId, 'JP');
  // The reader chose to read Japanese; the others go by Accept-Language.
  await server.db
    .updateTable('users')
    .set({ read_languages: JSON.stringify(['ja']) })
    .where('user_id', '=', reader.userId)
    .execute();

  let minutes = 200;
  for (let i = 0; i < 10; i++) {
    await post(alice, (minutes -= 3), { categoryId: categories[i % 2], title: `alice ${i}` });
  }
  // A run of carol's posts: blocking her empties more than a page's spare.
  for (let i = 0; i < 8; i++) await post(carol, (minutes -= 3), { title: `carol ${i}` });
  await post(dave, (minutes -= 3), { feedType: 'NATION', nationId: kr, title: 'for Korea' });
  await post(dave, (minutes -= 3), { feedType: 'NATION', nationId: jp, title: 'for Japan' });
  await post(erin, (minutes -= 3), { feedType: 'NATION', nationId: jp, title: 'also Japan' });
  await post(reader, (minutes -= 3), { title: 'my own' });
  const korean = await post(alice, (minutes -= 3), { language: 'ko', title: '한국어' });
  const japanese = await post(alice, (minutes -= 3), { language: 'ja', title: '日本語' });
  for (const [feedId, title] of [
    [korean, 'In Korean'],
    [japanese, 'In Japanese'],
  ] as const) {
    await server.db
      .insertInto('feed_translations')
      .values({
        feed_id: feedId,
        iso_code: 'en',
        title,
        text: 'Translated.',
        status: 'DONE',
        updated_at: toUtcString(server.clock.now()),
      })
      .execute();
  }
  const hidden = await post(alice, (minutes -= 3), { title: 'hidden by reports' });
  const removed = await post(carol, (minutes -= 3), { title: 'removed' });
  for (const [feedId, state] of [
    [hidden, 'HIDDEN'],
    [removed, 'REMOVED'],
  ] as const) {
    await server.db
      .updateTable('feeds')
      .set({ moderation_state: state })
      .where('feed_id', '=', feedId)
      .execute();
  }
  for (let i = 0; i < 6; i++) await post(alice, (minutes -= 3), { title: `alice later ${i}` });
}, 60_000);
afterAll(() => server.close());

describe("a member's lists and posts through the kept answers and their overlay", () => {
  it('are what they were computed as, with a block, a report and likes, cold and kept', async () => {
    const as = (member: TestMember, path: string, body: Record<string, unknown>) =>
      request('POST', path, body, member);
    expect(
      (await as(reader, userRoutes.blockUser.path, { blockedUserId: carol.userId })).status,
    ).toBe(200);
    const alicePosts = posts.slice(0, 10);
    expect((await as(reader, feedRoutes.reportFeed.path, { feedId: alicePosts[4] })).status).toBe(
      200,
    );
    for (const feedId of [alicePosts[0], alicePosts[7], posts.at(-1)]) {
      expect((await as(reader, feedRoutes.likeFeed.path, { feedId })).status).toBe(200);
    }
    // Computed and kept on the first round, answered from memory on the second.
    await expectAllAsComputed();
    await expectAllAsComputed();
    // A like taken back, a new report and a block lifted: answered as computed at once.
    for (const [member, path, body] of [
      [reader, feedRoutes.dislikeFeed.path, { feedId: alicePosts[7] }],
      [reader, feedRoutes.reportFeed.path, { feedId: posts.at(-2) }],
      [erin, userRoutes.blockUser.path, { blockedUserId: alice.userId }],
    ] as const) {
      expect((await as(member, path, body)).status).toBe(200);
    }
    await expectAllAsComputed();
    const unblock = userRoutes.unblockUser.path.replace(':userId', String(alice.userId));
    expect((await request('DELETE', unblock, {}, erin)).status).toBe(200);
    await expectAllAsComputed();
  });

  itOnSqlite(
    'are answered without a statement once kept: sign-in, overlay and likes too',
    async () => {
      await homeOf(reader);
      expect(await statementsOf(() => homeOf(reader))).toBe(0);
      const feedId = (await homeOf(reader)).data[0]?.feedId;
      const detail = () =>
        request('POST', feedRoutes.getFeedData.path, { feedId, skipViewCount: true }, reader);
      await detail();
      expect(await statementsOf(detail)).toBe(0);
      // Its sign-in, overlay and page checked against one reading of the change log.
      const before = versionsRead(server.db) ?? 0;
      await homeOf(reader);
      expect((versionsRead(server.db) ?? 0) - before).toBe(1);
    },
  );

  it('respect a block and a report written by another API process at once', async () => {
    const before = (await homeOf(erin)).data;
    const [first, second] = before;
    expect(first?.userId).toBe(alice.userId);
    const now = toUtcString(server.clock.now());
    await byAnotherProcess(
      'INSERT INTO feed_reports (feed_id, user_id, created_at) VALUES ($1, $2, $3)',
      [second?.feedId, erin.userId, now],
    );
    expect((await homeOf(erin)).data.map((item) => item.feedId)).not.toContain(second?.feedId);
    await byAnotherProcess(
      'INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)',
      [erin.userId, alice.userId, now],
    );
    const after = await homeOf(erin);
    expect(after.data.length).toBeGreaterThan(0);
    expect(after.data.filter((item) => item.userId === alice.userId)).toEqual([]);
    expect(after.data).toEqual(
      await listComputed(erin, { categoryId: 'home' }, { page: 1, size: 5 }),
    );
    const blockedPost = await request(
      'POST',
      feedRoutes.getFeedData.path,
      { feedId: first?.feedId, skipViewCount: true },
      erin,
    );
    expect(blockedPost.status).toBe(404);
  });

  it('respect a like and an ended sign-in written by another API process at once', async () => {
    const [first] = (await homeOf(reader)).data;
    const likedBefore = first?.isLiked;
    const now = toUtcString(server.clock.now());
    await byAnotherProcess(
      likedBefore === 'Y'
        ? 'DELETE FROM feed_likes WHERE feed_id = $1 AND user_id = $2'
        : 'INSERT INTO feed_likes (feed_id, user_id, created_at) VALUES ($1, $2, $3)',
      [first?.feedId, reader.userId, ...(likedBefore === 'Y' ? [] : [now])],
    );
    const [again] = (await homeOf(reader)).data;
    expect(again).toMatchObject({
      feedId: first?.feedId,
      isLiked: likedBefore === 'Y' ? 'N' : 'Y',
    });
    const detail = await request<FeedItem>(
      'POST',
      feedRoutes.getFeedData.path,
      { feedId: first?.feedId, skipViewCount: true },
      reader,
    );
    expect(detail.data.isLiked).toBe(again?.isLiked);
    // The reader's sign-in, checked and kept above, ended elsewhere: refused here at once.
    await byAnotherProcess('UPDATE session_families SET revoked_at = $1 WHERE user_id = $2', [
      now,
      reader.userId,
    ]);
    expect(
      (
        await request(
          'GET',
          feedRoutes.getFeedList.path,
          { categoryId: 'home', page: 1, size: 5 },
          reader,
        )
      ).status,
    ).toBe(452);
  });
});
