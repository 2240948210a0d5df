import { jest } from '@jest/globals';
import type { FeedItem } from '@kfeed/contracts/feed';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addFeed, addMember, block, call, type TestMember } from '../../testing/contentFixtures.ts';
import { feedDetail, placeInNation } from './feedTestKit.ts';
import { reindexFeed } from '../search/searchIndex.ts';

// Real HTTP and real SQLite; a busy machine can be slow.
jest.setTimeout(30_000);

let server: TestServer;
let alice: TestMember;
let bob: TestMember;
let carol: TestMember;
let category: Record<string, number>;

beforeAll(async () => {
  // Views are written in batches (viewCounts.ts): every 50 ms here.
  server = await startTestServer({ VIEW_COUNT_FLUSH_MS: '50' });
  alice = await addMember(server, { nickname: 'alice' });
  bob = await addMember(server, { nickname: 'bob' });
  carol = await addMember(server, { nickname: 'carol' });
  const rows = await server.db.selectFrom('categories').select(['slug', 'category_id']).execute();
  category = Object.fromEntries(rows.map((row) => [row.slug, row.category_id]));
}, 30_000);
afterAll(() => server.close());

const minutesAgo = (minutes: number) => new Date(server.clock.now().getTime() - minutes * 60_000);

const list = (query: Record<string, unknown>, who?: TestMember) =>
  call<FeedItem[]>(
    server,
    'GET',
    '/api/feed/getFeedList',
    { size: 10, isoCode: 'en', ...query },
    who,
  );

const ids = (answer: { body: { data: FeedItem[] } }) => answer.body.data.map((item) => item.feedId);

async function clearPosts() {
  await server.db.deleteFrom('feed_reports').execute();
  await server.db.deleteFrom('feed_likes').execute();
  await server.db.deleteFrom('feed_translations').execute();
  await server.db.deleteFrom('feeds').execute();
  await server.db.deleteFrom('user_blocks').execute();
}

describe('getFeedList', () => {
  beforeEach(clearPosts);

  it('pages newest first, 10 at a time, and ends with a short page', async () => {
    const written: number[] = [];
    for (let i = 0; i < 23; i += 1)
      written.push(await addFeed(server, alice.userId, { createdAt: minutesAgo(100 - i) }));
    const newestFirst = [...written].reverse();
    const page1 = await list({ page: 1, type: 'home', _t: Date.now() });
    expect(page1.status).toBe(200);
    expect(ids(page1)).toEqual(newestFirst.slice(0, 10));
    expect(ids(await list({ page: 2 }))).toEqual(newestFirst.slice(10, 20));
    expect(ids(await list({ page: 3 }))).toEqual(newestFirst.slice(20));
    expect(ids(await list({ page: 4 }))).toEqual([]);
  });

  it('keeps paging stable with lastFeedId while new posts arrive', async () => {
    for (let i = 0; i < 25; i += 1)
      await addFeed(server, alice.userId, { createdAt: minutesAgo(60 - i) });
    const page1 = ids(await list({ page: 1 }));
    // Three posts arrive while the reader scrolls; one of them shares the last post's second.
    server.clock.advance(1000);
    for (let i = 0; i < 3; i += 1) await addFeed(server, bob.userId);
    const page2 = ids(await list({ page: 2, lastFeedId: page1.at(-1) }));
    const page3 = ids(await list({ page: 3, lastFeedId: page2.at(-1) }));
    const seen = [...page1, ...page2, ...page3];
    expect(page2).toHaveLength(10);
    expect(page3).toHaveLength(5);
    expect(new Set(seen).size).toBe(25);
    // Without the cursor, page 2 would repeat three posts of page 1.
    const shifted = ids(await list({ page: 2 }));
    expect(shifted.filter((id) => page1.includes(id))).toHaveLength(3);
  });

  it('orders posts of the same second by id, and a cursor inside that second still works', async () => {
    const at = minutesAgo(5);
    const same = [];
    for (let i = 0; i < 12; i += 1)
      same.push(await addFeed(server, alice.userId, { createdAt: at }));
    const page1 = ids(await list({}));
    expect(page1).toEqual([...same].reverse().slice(0, 10));
    expect(ids(await list({ lastFeedId: page1.at(-1) }))).toEqual([same[1], same[0]]);
  });

  it('filters by category, and refuses an unknown category or cursor with a code', async () => {
    const food = await addFeed(server, alice.userId, { categoryId: category.food });
    await addFeed(server, alice.userId, { categoryId: category.jobs });
    expect(ids(await list({ categoryId: String(category.food) }))).toEqual([food]);
    expect(ids(await list({ type: String(category.food) }))).toEqual([food]);
    expect(await list({ categoryId: '4242' })).toMatchObject({
      status: 404,
      body: { code: 'CATEGORY-001' },
    });
    expect(await list({ categoryId: 'drinks' })).toMatchObject({
      status: 404,
      body: { code: 'CATEGORY-001' },
    });
    expect(await list({ lastFeedId: 999999 })).toMatchObject({
      status: 400,
      body: { code: 'FEED-010' },
    });
    for (const bad of [{ page: 0 }, { page: 'two' }, { size: 500 }, { lastFeedId: 'x' }]) {
      expect(await list(bad)).toMatchObject({
        status: 400,
        body: { result: false, code: 'VALIDATION' },
      });
    }
  });

  it('shows NATION posts only to members of that country, in home and under "nation"', async () => {
    const vn = await placeInNation(server, alice.userId, 'VN');
    await placeInNation(server, bob.userId, 'VN');
    await placeInNation(server, carol.userId, 'PH');
    const local = await addFeed(server, alice.userId, { feedType: 'NATION', nationId: vn });
    const open = await addFeed(server, carol.userId);
    expect(ids(await list({}))).toEqual([open]);
    expect(ids(await list({}, carol))).toEqual([open]);
    expect(ids(await list({}, bob))).toEqual([local, open].sort((a, b) => b - a));
    expect(ids(await list({ categoryId: 'nation' }, bob))).toEqual([local]);
    expect(ids(await list({ categoryId: 'nation' }, carol))).toEqual([]);
    expect(await list({ categoryId: 'nation' })).toMatchObject({
      status: 401,
      body: { code: 'AUTH-002' },
    });
    expect(await feedDetail(server, local, carol)).toMatchObject({
      status: 404,
      body: { code: 'FEED-001' },
    });
  });

  it('answers every field of a feed item, with the translation into the requested language', async () => {
    await placeInNation(server, alice.userId, 'VN');
    const feedId = await addFeed(server, alice.userId, {
      title: '벚꽃 구경',
      text: 'Some words.',
      language: 'ko',
      categoryId: category.events,
    });
    await server.db
      .insertInto('feed_translations')
      .values([
        {
          feed_id: feedId,
          iso_code: 'en',
          title: 'Cherry blossoms',
          text: 'In bloom.',
          status: 'DONE',
          updated_at: '2026-01-01T00:00:00Z',
        },
        {
          feed_id: feedId,
          iso_code: 'zh-CN',
          title: '赏樱',
          text: '盛开了。',
          status: 'DONE',
          updated_at: '2026-01-01T00:00:00Z',
        },
        {
          feed_id: feedId,
          iso_code: 'ja',
          title: null,
          text: null,
          status: 'PENDING',
          updated_at: '2026-01-01T00:00:00Z',
        },
      ])
      .execute();
    const [item] = (await list({ isoCode: 'en' }, bob)).body.data;
    expect(item).toEqual({
      feedId,
      feedTitle: '벚꽃 구경',
      feedText: 'Some words.',
      feedType: 'PUBLIC',
      categoryId: String(category.events),
      categoryName: 'Events & meetups',
      categoryType: '["PUBLIC","NATION"]',
      feedCategory: expect.objectContaining({
        categoryId: String(category.events),
        categoryName: 'Events & meetups',
      }),
      feedCategoryWithTranslatedList: expect.objectContaining({
        categoryId: String(category.events),
      }),
      detectedLanguageCode: 'ko',
      translatedFeedMap: { en: { feedTransTitle: 'Cherry blossoms', feedTransText: 'In bloom.' } },
      userId: alice.userId,
      userNickname: 'alice',
      userIsOfficial: 'N',
      userProfileImageUrl: null,
      userNationCode: 'VN',
      feedCreateDatetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      editedAt: null,
      feedImageList: [],
      images: [],
      feedThumbnailImageList: [],
      thumbnailCount: 0,
      thumbnails: [],
      feedLikeCount: 0,
      feedCommentCount: 0,
      feedViewCount: 0,
      isLiked: 'N',
      // Stored without saying who made it.
      translationStatus: 'TRANSLATED',
      translationProvider: null,
      translationUnavailableReason: null,
    });
    const [chinese] = (await list({ isoCode: 'zh-CN' })).body.data;
    expect(chinese?.feedCategoryWithTranslatedList?.translatedList['zh-cn']?.categoryName).toBe(
      '活动聚会',
    );
    expect(chinese?.translatedFeedMap).toEqual({
      'zh-CN': { feedTransTitle: '赏樱', feedTransText: '盛开了。' },
    });
    expect(chinese?.categoryName).toBe('活动聚会');
    // A translation still pending is not served.
    expect((await list({ isoCode: 'ja' })).body.data[0]?.translatedFeedMap).toEqual({});
  });
});

describe('getFeedData', () => {
  beforeEach(clearPosts);

  it('counts a view unless skipViewCount, and serves the original on getOriginal', async () => {
    const feedId = await addFeed(server, alice.userId, { language: 'en' });
    await server.db
      .insertInto('feed_translations')
      .values({
        feed_id: feedId,
        iso_code: 'vi',
        title: 'Một bài',
        text: 'Vài chữ.',
        status: 'DONE',
        updated_at: '2026-01-01T00:00:00Z',
      })
      .execute();
    const read = (payload: Record<string, unknown>, who?: TestMember) =>
      call<FeedItem>(
        server,
        'POST',
        '/api/feed/getFeedData',
        { feedId, isoCode: 'vi', ...payload },
        who,
      );
    // A visitor's view and a member's, written with the next batch of views.
    const viewsWritten = () => new Promise((resolve) => setTimeout(resolve, 300));
    expect((await read({})).status).toBe(200);
    expect((await read({}, bob)).status).toBe(200);
    await viewsWritten();
    const skipped = await read({ skipViewCount: true });
    expect(skipped.body.data.feedViewCount).toBe(2);
    await viewsWritten();
    expect((await read({ skipViewCount: true })).body.data.feedViewCount).toBe(2);
    expect(skipped.body.data.translatedFeedMap).toEqual({
      vi: { feedTransTitle: 'Một bài', feedTransText: 'Vài chữ.' },
    });
    const original = await read({ getOriginal: true, skipViewCount: true });
    expect(original.body.data.translatedFeedMap).toEqual({});
    expect(original.body.data.feedTitle).toBe('A post');
  });

  it('refuses unknown ids and bad input with a code', async () => {
    const read = (payload: Record<string, unknown>) =>
      call(server, 'POST', '/api/feed/getFeedData', payload);
    expect(await read({ feedId: 12345, isoCode: 'en' })).toMatchObject({
      status: 404,
      body: { code: 'FEED-001' },
    });
    for (const bad of [
      {},
      { feedId: 'one' },
      { feedId: 0 },
      { feedId: 1, getOriginal: 'yes' },
      { feedId: 1, isoCode: 5 },
    ]) {
      expect(await read(bad)).toMatchObject({
        status: 400,
        body: { result: false, code: 'VALIDATION' },
      });
    }
  });
});

describe('blocks', () => {
  beforeEach(clearPosts);

  it("hide the blocked member's posts from the blocker everywhere, and only from the blocker", async () => {
    const bobsPost = await addFeed(server, bob.userId, { createdAt: minutesAgo(2) });
    const alicesPost = await addFeed(server, alice.userId, { createdAt: minutesAgo(1) });
    await call(server, 'POST', '/api/feed/likeFeed', { feedId: bobsPost }, alice);
    await block(server, alice.userId, bob.userId);

    expect(ids(await list({}, alice))).toEqual([alicesPost]);
    expect(ids(await list({ categoryId: String(category.daily) }, alice))).toEqual([alicesPost]);
    expect(await feedDetail(server, bobsPost, alice)).toMatchObject({
      status: 404,
      body: { code: 'FEED-001' },
    });
    const bobsList = await call<FeedItem[]>(
      server,
      'GET',
      '/api/feed/getUserFeedList',
      { userId: bob.userId, page: 1, size: 10 },
      alice,
    );
    expect(bobsList.status).toBe(200);
    expect(bobsList.body.data).toEqual([]);
    const likes = await call<FeedItem[]>(
      server,
      'GET',
      '/api/feed/getMyLikeFeedList',
      { page: 1, size: 10 },
      alice,
    );
    expect(likes.body.data).toEqual([]);
    const like = await call(server, 'POST', '/api/feed/likeFeed', { feedId: bobsPost }, alice);
    expect(like).toMatchObject({ status: 404, body: { code: 'FEED-001' } });

    // Bob, a visitor and Carol still see both posts.
    expect(ids(await list({}, bob))).toEqual([alicesPost, bobsPost]);
    expect(ids(await list({}))).toEqual([alicesPost, bobsPost]);
    expect(ids(await list({}, carol))).toEqual([alicesPost, bobsPost]);
  });
});

describe('getUserFeedList and getMyLikeFeedList', () => {
  beforeEach(clearPosts);

  it("lists my own posts (NATION ones included) and another member's public ones", async () => {
    const nation = await placeInNation(server, alice.userId, 'MN');
    await placeInNation(server, carol.userId, 'UZ');
    const mine = await addFeed(server, alice.userId, { createdAt: minutesAgo(3) });
    const local = await addFeed(server, alice.userId, {
      feedType: 'NATION',
      nationId: nation,
      createdAt: minutesAgo(2),
    });
    await addFeed(server, bob.userId, { createdAt: minutesAgo(1) });
    const own = await call<FeedItem[]>(
      server,
      'GET',
      '/api/feed/getUserFeedList',
      { isMyList: true, page: 1, size: 10 },
      alice,
    );
    expect(ids(own)).toEqual([local, mine]);
    const seenByCarol = await call<FeedItem[]>(
      server,
      'GET',
      '/api/feed/getUserFeedList',
      { userId: alice.userId, page: 1, size: 10, isoCode: 'ru' },
      carol,
    );
    expect(ids(seenByCarol)).toEqual([mine]);
    const page2 = await call<FeedItem[]>(
      server,
      'GET',
      '/api/feed/getUserFeedList',
      { isMyList: true, page: 2, size: 1 },
      alice,
    );
    expect(ids(page2)).toEqual([mine]);
  });

  it('refuses a visitor asking for "my" list, a missing or unknown user, and bad types', async () => {
    const get = (query: Record<string, unknown>, who?: TestMember) =>
      call(server, 'GET', '/api/feed/getUserFeedList', query, who);
    expect(await get({ isMyList: true, page: 1 })).toMatchObject({
      status: 401,
      body: { code: 'AUTH-002' },
    });
    expect(await get({ page: 1 }, alice)).toMatchObject({
      status: 400,
      body: { code: 'FEED-003' },
    });
    expect(await get({ userId: 99999, page: 1 })).toMatchObject({
      status: 404,
      body: { code: 'USER-001' },
    });
    expect(await get({ userId: 'bob', page: 1 })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    });
  });

  it('lists the posts I liked, the latest like first, for members only', async () => {
    const first = await addFeed(server, bob.userId, { createdAt: minutesAgo(5) });
    const second = await addFeed(server, carol.userId, { createdAt: minutesAgo(4) });
    await addFeed(server, carol.userId, { createdAt: minutesAgo(3) });
    await call(server, 'POST', '/api/feed/likeFeed', { feedId: second }, alice);
    server.clock.advance(1000);
    await call(server, 'POST', '/api/feed/likeFeed', { feedId: first }, alice);
    const liked = await call<FeedItem[]>(
      server,
      'GET',
      '/api/feed/getMyLikeFeedList',
      { page: 1, size: 10 },
      alice,
    );
    expect(ids(liked)).toEqual([first, second]);
    expect(liked.body.data.every((item) => item.isLiked === 'Y')).toBe(true);
    const visitor = await call(server, 'GET', '/api/feed/getMyLikeFeedList', { page: 1, size: 10 });
    expect(visitor).toMatchObject({ status: 401, body: { code: 'AUTH-002' } });
  });

  it("carries a post's category names in the reader's language only in every list, all 16 in the post", async () => {
    const feedId = await addFeed(server, alice.userId, {
      title: 'Hanami picnic',
      categoryId: category.events,
    });
    await reindexFeed(server.db, feedId);
    await call(server, 'POST', '/api/feed/likeFeed', { feedId }, bob);
    const onlyIn = (isoCode: string, name: string) => {
      const bare = { categoryId: String(category.events), categoryName: name, translatedList: {} };
      const ref = {
        ...bare,
        translatedList: {
          [isoCode.toLowerCase()]: {
            categoryName: name,
            categoryImageUrl: expect.stringMatching(/^\/api\/static\/category\/.+\.svg$/),
          },
        },
      };
      return expect.objectContaining({
        feedId,
        categoryName: name,
        feedCategory: bare,
        feedCategoryWithTranslatedList: ref,
      });
    };
    const lists = (isoCode: string) =>
      Promise.all([
        list({ page: 1, type: 'home', isoCode }),
        list({ page: 1, categoryId: String(category.events), isoCode }),
        call<FeedItem[]>(server, 'GET', '/api/feed/searchFeedList', {
          page: 1,
          size: 10,
          type: 'search',
          searchText: 'Hanami',
          isoCode,
        }),
        call<FeedItem[]>(server, 'GET', '/api/feed/getUserFeedList', {
          page: 1,
          size: 10,
          userId: alice.userId,
          isoCode,
        }),
        call<FeedItem[]>(
          server,
          'GET',
          '/api/feed/getUserFeedList',
          { page: 1, size: 10, isMyList: true, isoCode },
          alice,
        ),
        call<FeedItem[]>(
          server,
          'GET',
          '/api/feed/getMyLikeFeedList',
          { page: 1, size: 10, isoCode },
          bob,
        ),
      ]);
    for (const [isoCode, name] of [
      ['en', 'Events & meetups'],
      ['zh-CN', '活动聚会'],
      ['ru', 'События и встречи'],
    ] as const) {
      for (const answer of await lists(isoCode)) {
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual([onlyIn(isoCode, name)]);
      }
    }
    // The post itself keeps every language (spec 2: names and images per language).
    const detail = (await feedDetail(server, feedId)).body.data;
    expect(Object.keys(detail.feedCategory?.translatedList ?? {})).toHaveLength(16);
    expect(detail.feedCategoryWithTranslatedList).toEqual(detail.feedCategory);
    expect(detail.feedCategory?.translatedList['ja']?.categoryName).toBe('イベント・集まり');
  });
});
