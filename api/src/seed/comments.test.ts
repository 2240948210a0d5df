import type { CommentItem } from '@kfeed/contracts/comment';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { addFeed, addMember, call, type TestMember } from '../testing/contentFixtures.ts';
import { SEED_THREADS } from './commentThreads.ts';
import { seedComments } from './comments.ts';

const WRITERS = [
  ...new Set(SEED_THREADS.flatMap((t) => [t.comment.by, ...(t.replies ?? []).map((r) => r.by)])),
];

let server: TestServer;
let members: Map<string, TestMember>;
const postsBySlug = new Map<string, number[]>();

beforeAll(async () => {
  server = await startTestServer();
  members = new Map();
  for (const nickname of WRITERS) members.set(nickname, await addMember(server, { nickname }));
  const poster = await addMember(server, { nickname: 'Poster' });
  const minh = members.get('Minh');
  const categories = await server.db
    .selectFrom('categories')
    .select(['category_id', 'slug'])
    .execute();
  for (const category of categories) {
    const ids: number[] = [];
    // The newest daily post is Minh's own: Minh's thread must skip it.
    const authors = category.slug === 'daily' && minh ? [poster, poster, minh] : [poster, poster];
    for (const author of authors) {
      server.clock.advance(60_000);
      ids.push(
        await addFeed(server, author.userId, {
          categoryId: category.category_id,
          title: `${category.slug} post`,
        }),
      );
    }
    postsBySlug.set(category.slug, ids.reverse());
  }
  server.clock.advance(24 * 3600 * 1000);
}, 30_000);
afterAll(() => server.close(), 30_000);

it('writes every thread with translations into ko, en, ja, zh-CN, vi and ru, and keeps counts right', async () => {
  const written = await seedComments(server.db, server.clock);
  const expected = SEED_THREADS.reduce((sum, t) => sum + 1 + (t.replies?.length ?? 0), 0);
  expect(written).toBe(expected);

  const comments = await server.db.selectFrom('comments').selectAll().execute();
  expect(comments).toHaveLength(expected);
  const translations = await server.db.selectFrom('comment_translations').selectAll().execute();
  for (const comment of comments) {
    const languages = translations
      .filter((t) => t.comment_id === comment.comment_id)
      .map((t) => t.iso_code);
    for (const iso of ['ko', 'en', 'ja', 'zh-CN', 'vi', 'ru']) {
      if (iso !== comment.detected_language_code) expect(languages).toContain(iso);
    }
    expect(languages).not.toContain(comment.detected_language_code);
    const replies = comments.filter((c) => c.parent_comment_id === comment.comment_id);
    expect(comment.child_comment_count).toBe(replies.length);
    const likes = await server.db
      .selectFrom('comment_likes')
      .select('user_id')
      .where('comment_id', '=', comment.comment_id)
      .execute();
    expect(comment.like_count).toBe(likes.length);
    expect(likes.map((l) => l.user_id)).not.toContain(comment.user_id);
  }
  const feeds = await server.db.selectFrom('feeds').select(['feed_id', 'comment_count']).execute();
  for (const feed of feeds) {
    expect(feed.comment_count).toBe(comments.filter((c) => c.feed_id === feed.feed_id).length);
  }
  expect(translations.every((t) => t.status === 'DONE' && t.text)).toBe(true);
});

it('never puts a comment under its writer’s own post', async () => {
  const minh = members.get('Minh');
  const [minhsPost] = postsBySlug.get('daily') ?? [];
  const own = await server.db
    .selectFrom('feeds')
    .select('user_id')
    .where('feed_id', '=', minhsPost ?? 0)
    .executeTakeFirstOrThrow();
  expect(own.user_id).toBe(minh?.userId);
  const onOwn = await server.db
    .selectFrom('comments')
    .select('comment_id')
    .where('feed_id', '=', minhsPost ?? 0)
    .where('parent_comment_id', 'is', null)
    .where('user_id', '=', minh?.userId ?? 0)
    .execute();
  expect(onOwn).toEqual([]);
  // Minh's daily thread went to the next daily post instead.
  const minhs = await server.db
    .selectFrom('comments')
    .select('feed_id')
    .where('user_id', '=', minh?.userId ?? 0)
    .where('parent_comment_id', 'is', null)
    .execute();
  expect(minhs.length).toBeGreaterThan(0);
});

it('serves the seeded translations through the API', async () => {
  const feedId = postsBySlug.get('visa')?.[0] ?? 0;
  const answer = await call<{ commentList: CommentItem[] }>(
    server,
    'POST',
    '/api/comment/getCommentList',
    { feedId, page: 1, isoCode: 'ja' },
  );
  const [top] = answer.body.data.commentList;
  expect(top).toMatchObject({
    userNickname: 'Anna',
    detectedLanguageCode: 'ru',
    childCommentCount: 2,
  });
  expect(top?.translatedCommentMap.ja?.commentTransText).toBe(
    '最近D-2ビザの延長にどれくらいかかるかご存じの方いますか？2週間前に書類を出しました。',
  );
  const replies = await call<{ commentList: CommentItem[] }>(
    server,
    'POST',
    '/api/comment/getCommentList',
    { feedId, page: 1, isoCode: 'ko', parentCommentId: top?.commentId },
  );
  expect(replies.body.data.commentList.map((c) => c.userNickname)).toEqual(['Yuki', 'Anna']);
  expect(replies.body.data.commentList[0]?.translatedCommentMap.ko?.commentTransText).toMatch(
    /하이코리아/,
  );
});

it('marks every seeded translation as made by hand, which the answers tell readers', async () => {
  const rows = await server.db.selectFrom('comment_translations').select('provider').execute();
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.provider === 'HUMAN')).toBe(true);
  const feedId = postsBySlug.get('visa')?.[0] ?? 0;
  const answer = await call<{ commentList: CommentItem[] }>(
    server,
    'POST',
    '/api/comment/getCommentList',
    { feedId, page: 1, isoCode: 'ja' },
  );
  expect(answer.body.data.commentList[0]).toMatchObject({
    detectedLanguageCode: 'ru',
    translationStatus: 'TRANSLATED',
    translationProvider: 'HUMAN',
    translationUnavailableReason: null,
  });
});

it('puts a thread under the post its key names, when the posts are known by key', async () => {
  const keyed = await startTestServer();
  try {
    const liwei = await addMember(keyed, { nickname: 'LiWei' });
    const john = await addMember(keyed, { nickname: 'John' });
    const bike = await addFeed(keyed, john.userId, { title: 'Selling my bike' });
    const own = await addFeed(keyed, liwei.userId, { title: 'LiWei’s own post' });
    const written = await seedComments(
      keyed.db,
      keyed.clock,
      new Map([
        ['bike-for-sale', bike],
        ['pho-seomyeon', own],
      ]),
    );
    const comments = await keyed.db
      .selectFrom('comments')
      .select(['feed_id', 'user_id', 'comment_text', 'parent_comment_id'])
      .orderBy('comment_id')
      .execute();
    expect(written).toBe(comments.length);
    expect(comments.filter((c) => c.feed_id === bike).map((c) => c.user_id)).toEqual([
      liwei.userId,
      john.userId,
    ]);
    // Never under the writer's own post, even when the key says so.
    expect(comments.filter((c) => c.feed_id === own && c.user_id === liwei.userId)).toEqual([]);
  } finally {
    await keyed.close();
  }
}, 30_000);
