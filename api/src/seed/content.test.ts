import { jest } from '@jest/globals';
import type { FeedItem } from '@kfeed/contracts/feed';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { call } from '../testing/contentFixtures.ts';
import { SEED_USERS } from './identity/users.ts';
import { SEED_POSTS } from './content.ts';
import { seedDemoData } from './seed.ts';

// Seeding renders and stores a few dozen pictures.
jest.setTimeout(120_000);

const REQUIRED = ['ko', 'en', 'ja', 'zh-CN', 'vi', 'ru'] as const;
const CATEGORIES = [
  'daily',
  'jobs',
  'housing',
  'visa',
  'food',
  'events',
  'questions',
  'market',
  'news',
];

describe('the demo posts as written', () => {
  it('have unique keys, known authors, titles and texts within the limits', () => {
    const keys = SEED_POSTS.map((post) => post.key);
    expect(new Set(keys).size).toBe(keys.length);
    const emails = new Set(SEED_USERS.map((user) => user.email));
    for (const post of SEED_POSTS) {
      expect(emails.has(post.author)).toBe(true);
      expect(Array.from(post.title).length).toBeLessThanOrEqual(30);
      expect(Array.from(post.text).length).toBeLessThanOrEqual(1000);
    }
    expect(new Set(SEED_POSTS.map((post) => post.author)).size).toBe(SEED_USERS.length);
    expect(new Set(SEED_POSTS.map((post) => post.language)).size).toBeGreaterThanOrEqual(8);
  });

  it('each carry a translation into ko, en, ja, zh-CN, vi and ru (other than their own language)', () => {
    for (const post of SEED_POSTS) {
      for (const iso of REQUIRED) {
        if (iso === post.language) continue;
        const translation = post.translations[iso];
        expect({
          key: post.key,
          iso,
          ok: !!translation?.[0].trim() && !!translation[1].trim(),
        }).toEqual({
          key: post.key,
          iso,
          ok: true,
        });
      }
      expect(post.translations[post.language]).toBeUndefined();
    }
  });
});

describe('seedContent through seedDemoData', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoData(server.db, server.clock, { storageDir: server.config.storageDir });
  }, 120_000);
  afterAll(() => server.close());

  const page = (query: Record<string, unknown>) =>
    call<FeedItem[]>(server, 'GET', '/api/feed/getFeedList', { size: 10, isoCode: 'en', ...query });

  it('fills several pages of the home feed for a visitor, newest first', async () => {
    const all: FeedItem[] = [];
    let lastFeedId: number | undefined;
    for (let i = 0; i < 10; i += 1) {
      const answer = await page(lastFeedId ? { lastFeedId } : { page: 1 });
      all.push(...answer.body.data);
      if (answer.body.data.length < 10) break;
      lastFeedId = answer.body.data.at(-1)?.feedId;
    }
    expect(all.length).toBeGreaterThanOrEqual(35);
    const times = all.map((item) => Date.parse(item.feedCreateDatetime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const now = server.clock.now().getTime();
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(Math.min(...times)).toBeGreaterThan(now - 30 * 24 * 3600 * 1000);
    // NATION posts stay with their country.
    expect(all.every((item) => item.feedType === 'PUBLIC')).toBe(true);
  });

  it('has posts in every category, with translations served in the reader’s language', async () => {
    const categories = await server.db
      .selectFrom('categories')
      .select(['category_id', 'slug'])
      .execute();
    for (const slug of CATEGORIES) {
      const id = categories.find((c) => c.slug === slug)?.category_id;
      const answer = await page({ categoryId: String(id) });
      expect({ slug, count: answer.body.data.length >= 2 }).toEqual({ slug, count: true });
    }
    const inJapanese = (await page({ isoCode: 'ja' })).body.data;
    for (const item of inJapanese) {
      if (item.detectedLanguageCode === 'ja') expect(item.translatedFeedMap).toEqual({});
      else expect(item.translatedFeedMap.ja?.feedTransTitle).toBeTruthy();
    }
  });

  it('marks the hand-written translations HUMAN, which the answers tell readers', async () => {
    const rows = await server.db.selectFrom('feed_translations').select('provider').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.provider === 'HUMAN')).toBe(true);
    const inJapanese = (await page({ page: 1, isoCode: 'ja' })).body.data;
    expect(inJapanese.length).toBeGreaterThan(0);
    for (const item of inJapanese) {
      expect({
        feedId: item.feedId,
        status: item.translationStatus,
        by: item.translationProvider,
      }).toEqual(
        item.detectedLanguageCode === 'ja'
          ? { feedId: item.feedId, status: 'ORIGINAL', by: null }
          : { feedId: item.feedId, status: 'TRANSLATED', by: 'HUMAN' },
      );
    }
  });

  it('stores the pictures like uploads, with thumbnails, and keeps like counts true', async () => {
    const rows = await server.db.selectFrom('feed_images').select(['feed_id']).execute();
    const perPost = new Map<number, number>();
    for (const row of rows) perPost.set(row.feed_id, (perPost.get(row.feed_id) ?? 0) + 1);
    expect(perPost.size).toBeGreaterThanOrEqual(15);
    expect(Math.max(...perPost.values())).toBe(5);
    const [withImages] = (await page({})).body.data.filter((item) => item.thumbnailCount > 0);
    expect(withImages).toBeDefined();
    const image = await fetch(`${server.url}${withImages?.feedImageList[0]?.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const thumb = await fetch(`${server.url}${withImages?.feedThumbnailImageList[0]?.url}`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    const feeds = await server.db.selectFrom('feeds').select(['feed_id', 'like_count']).execute();
    const likes = await server.db.selectFrom('feed_likes').select('feed_id').execute();
    for (const feed of feeds)
      expect(likes.filter((like) => like.feed_id === feed.feed_id).length).toBe(feed.like_count);
    expect(likes.length).toBeGreaterThan(100);
  });
});
