import { jest } from '@jest/globals';
import type { CommentItem } from '@kfeed/contracts/comment';
import type { FeedItem } from '@kfeed/contracts/feed';
import { toUtcString } from '../../clock.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { warmUpLanguageDetector } from '../translation/languageDetector.ts';
import { feedDetail, jpeg, sendMultipart } from './feedTestKit.ts';

/**
 * "Edited" marks: a post's and a comment's `editedAt` is null until its author changes its
 * words (or a post's pictures), then the time of the last such change; likes, comments,
 * replies, a category move or the same words saved again leave it as it was.
 */
jest.setTimeout(30_000);
let server: TestServer;
let author: TestMember;
let reader: TestMember;
let categoryId: string;
let otherCategoryId: string;

beforeAll(async () => {
  await warmUpLanguageDetector();
  server = await startTestServer();
  author = await addMember(server, { nickname: 'author' });
  reader = await addMember(server, { nickname: 'reader' });
  const rows = await server.db.selectFrom('categories').select(['slug', 'category_id']).execute();
  const bySlug = Object.fromEntries(rows.map((row) => [row.slug, String(row.category_id)]));
  categoryId = bySlug.daily ?? '';
  otherCategoryId = bySlug.events ?? '';
}, 60_000);
afterAll(() => server.close(), 30_000);

const words = { feedTitle: 'Cherry blossoms', feedText: 'The trees by the river are in bloom.' };
const later = () => {
  server.clock.advance(60_000);
  return toUtcString(server.clock.now());
};

async function writePost(images = 0): Promise<FeedItem> {
  const files = await Promise.all(
    Array.from({ length: images }, async (_, i) => ({
      name: `${i}.jpg`,
      data: await jpeg(200 + i, 100),
    })),
  );
  const { body } = await sendMultipart<{ feedId: number }>(
    server,
    'POST',
    '/api/feed/insertFeed',
    'feedWriteRequest',
    { ...words, categoryId, feedType: 'PUBLIC' },
    files,
    author,
  );
  return (await feedDetail(server, body.data.feedId)).body.data;
}

async function editPost(post: FeedItem, changes: Record<string, unknown>, images = 0) {
  const files = await Promise.all(
    Array.from({ length: images }, async () => ({ name: 'new.jpg', data: await jpeg(300, 100) })),
  );
  const answer = await sendMultipart(
    server,
    'PUT',
    '/api/feed/updateFeed',
    'feedUpdateRequest',
    {
      feedId: post.feedId,
      ...words,
      categoryId,
      feedType: 'PUBLIC',
      existingImages: JSON.stringify(post.feedImageList.map(({ url, order }) => ({ url, order }))),
      ...changes,
    },
    files,
    author,
  );
  expect(answer.status).toBe(200);
  return (await feedDetail(server, post.feedId)).body.data;
}

const postInList = async (feedId: number) => {
  const answer = await call<FeedItem[]>(server, 'GET', '/api/feed/getFeedList', {
    page: 1,
    size: 20,
    categoryId: 'home',
    isoCode: 'en',
  });
  return answer.body.data.find((item) => item.feedId === feedId);
};

describe('posts', () => {
  it('are unedited when written, and likes, comments and views do not change that', async () => {
    const post = await writePost();
    expect(post.editedAt).toBeNull();
    later();
    await call(server, 'POST', '/api/feed/likeFeed', { feedId: post.feedId }, reader);
    await call(
      server,
      'POST',
      '/api/comment/insertComment',
      {
        feedId: post.feedId,
        commentText: 'Lovely!',
        isoCode: 'en',
      },
      reader,
    );
    await call(server, 'POST', '/api/feed/getFeedData', { feedId: post.feedId, isoCode: 'en' });
    const after = (await feedDetail(server, post.feedId)).body.data;
    expect(after.feedLikeCount).toBe(1);
    expect(after.feedCommentCount).toBe(1);
    expect(after.editedAt).toBeNull();
    expect((await postInList(post.feedId))?.editedAt).toBeNull();
  });

  it('carry the time of the last change of their words, in the detail and in lists', async () => {
    const post = await writePost();
    const first = later();
    expect((await editPost(post, { feedText: 'Now the petals are falling.' })).editedAt).toBe(
      first,
    );
    const second = later();
    const edited = await editPost(post, { feedTitle: 'Cherry blossoms, the end' });
    expect(edited.editedAt).toBe(second);
    expect((await postInList(post.feedId))?.editedAt).toBe(second);
  });

  it('are edited by a picture added, removed or moved, not by a new category or the same words', async () => {
    const post = await writePost(2);
    later();
    expect((await editPost(post, { categoryId: otherCategoryId })).editedAt).toBeNull();
    expect((await editPost(post, {})).editedAt).toBeNull();

    const moved = later();
    const [a, b] = post.feedImageList;
    const swapped = await editPost(post, {
      existingImages: JSON.stringify([
        { url: b?.url, order: 0 },
        { url: a?.url, order: 1 },
      ]),
    });
    expect(swapped.editedAt).toBe(moved);

    const removed = later();
    const fewer = await editPost(swapped, {
      existingImages: JSON.stringify([{ url: swapped.feedImageList[0]?.url, order: 0 }]),
    });
    expect(fewer.thumbnailCount).toBe(1);
    expect(fewer.editedAt).toBe(removed);

    const added = later();
    expect((await editPost(fewer, {}, 1)).editedAt).toBe(added);
  });

  it('are edited by a picture description changed', async () => {
    const post = await writePost(1);
    const described = later();
    const edited = await editPost(post, {
      existingImages: JSON.stringify([
        { url: post.feedImageList[0]?.url, order: 0, description: 'Pink trees by a river' },
      ]),
    });
    expect(edited.editedAt).toBe(described);
  });
});

describe('comments', () => {
  const list = async (feedId: number) =>
    (
      await call<{ commentList: CommentItem[] }>(server, 'POST', '/api/comment/getCommentList', {
        feedId,
        isoCode: 'en',
        page: 1,
      })
    ).body.data.commentList;

  it('are unedited until their text changes; likes, replies and the same text keep that', async () => {
    const post = await writePost();
    const written = await call<CommentItem>(
      server,
      'POST',
      '/api/comment/insertComment',
      {
        feedId: post.feedId,
        commentText: 'First version',
        isoCode: 'en',
      },
      reader,
    );
    expect(written.status).toBe(200);
    const commentId = written.body.data.commentId;
    expect(written.body.data.editedAt).toBeNull();

    later();
    await call(
      server,
      'POST',
      '/api/comment/likeComment',
      { feedId: post.feedId, commentId },
      author,
    );
    await call(
      server,
      'POST',
      '/api/comment/insertComment',
      {
        feedId: post.feedId,
        parentCommentId: commentId,
        commentText: 'A reply',
        isoCode: 'en',
      },
      author,
    );
    const update = (commentText: string) =>
      call<CommentItem>(
        server,
        'PUT',
        '/api/comment/updateComment',
        {
          feedId: post.feedId,
          commentId,
          commentText,
          isoCode: 'en',
        },
        reader,
      );
    expect((await update('First version')).status).toBe(200);
    let [shown] = await list(post.feedId);
    expect(shown).toMatchObject({ commentId, likeCount: 1, childCommentCount: 1, editedAt: null });

    const edited = later();
    const answer = await update('Second version');
    expect(answer.body.data.editedAt).toBe(edited);
    [shown] = await list(post.feedId);
    expect(shown).toMatchObject({ commentText: 'Second version', editedAt: edited });
  });
});
