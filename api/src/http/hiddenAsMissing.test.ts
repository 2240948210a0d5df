import { jest } from '@jest/globals';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import {
  addFeed,
  addMember,
  block,
  call,
  markFeedDeleted,
  type Answer,
  type TestMember,
} from '../testing/contentFixtures.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import type { ModerationState } from '../db/schema.ts';
import { writeComment } from '../features/moderation/moderationTestKit.ts';

/**
 * What a reader may not see is answered as if it did not exist: the same status, code and
 * message as an id no post or comment has, on every call that names one. Otherwise a 403 (or
 * another message) tells a member that a removed post, a post hidden by reports or a blocked
 * member's comment is there.
 */
jest.setTimeout(60_000);

let server: TestServer;
let reader: TestMember;
let author: TestMember;
let blocked: TestMember;
const MISSING = 2_000_000_000;

beforeAll(async () => {
  server = await startTestServer();
  reader = await addMember(server, { nickname: 'reader' });
  author = await addMember(server, { nickname: 'author' });
  blocked = await addMember(server, { nickname: 'blocked' });
  await block(server, reader.userId, blocked.userId);
}, 30_000);
afterAll(() => server.close());

const setState = async (table: 'feeds' | 'comments', id: number, state: ModerationState) => {
  if (table === 'feeds') {
    await server.db
      .updateTable('feeds')
      .set({ moderation_state: state })
      .where('feed_id', '=', id)
      .execute();
  } else {
    await server.db
      .updateTable('comments')
      .set({ moderation_state: state })
      .where('comment_id', '=', id)
      .execute();
  }
};

/** Posts the reader may not see, each with a comment written while it was visible. */
async function hiddenPosts(): Promise<[string, number][]> {
  const removed = await addFeed(server, author.userId);
  const hidden = await addFeed(server, author.userId);
  const deleted = await addFeed(server, author.userId);
  const byBlocked = await addFeed(server, blocked.userId);
  await setState('feeds', removed, 'REMOVED');
  await setState('feeds', hidden, 'HIDDEN');
  await markFeedDeleted(server, deleted);
  return [
    ['removed by a moderator', removed],
    ['hidden by reports', hidden],
    ['deleted', deleted],
    ['by a member the reader blocked', byBlocked],
  ];
}

const slim = (answer: Answer) => ({
  status: answer.status,
  code: answer.body.code,
  message: answer.body.message,
});

const updatePost = async (feedId: number, by: TestMember): Promise<Answer> => {
  const form = new FormData();
  form.append(
    'feedUpdateRequest',
    JSON.stringify({ feedId, feedTitle: 'Mine now', feedText: 'Mine now', categoryId: 1 }),
  );
  const response = await fetch(`${server.url}${feedRoutes.updateFeed.path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${by.token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

/** Every call on a post by id, as the reader. */
const postCalls: [string, (feedId: number) => Promise<Answer>][] = [
  [
    'getFeedData',
    (feedId) => call(server, 'POST', feedRoutes.getFeedData.path, { feedId }, reader),
  ],
  ['likeFeed', (feedId) => call(server, 'POST', feedRoutes.likeFeed.path, { feedId }, reader)],
  [
    'dislikeFeed',
    (feedId) => call(server, 'POST', feedRoutes.dislikeFeed.path, { feedId }, reader),
  ],
  ['reportFeed', (feedId) => call(server, 'POST', feedRoutes.reportFeed.path, { feedId }, reader)],
  ['deleteFeed', (feedId) => call(server, 'POST', feedRoutes.deleteFeed.path, { feedId }, reader)],
  ['updateFeed', (feedId) => updatePost(feedId, reader)],
  [
    'getCommentList',
    (feedId) =>
      call(server, 'POST', commentRoutes.getCommentList.path, { feedId, page: 1 }, reader),
  ],
  [
    'insertComment',
    (feedId) =>
      call(
        server,
        'POST',
        commentRoutes.insertComment.path,
        { feedId, commentText: 'Hello' },
        reader,
      ),
  ],
];

describe('a post the reader may not see', () => {
  it('answers every call as a post that does not exist', async () => {
    const posts = await hiddenPosts();
    const failures: unknown[] = [];
    for (const [name, send] of postCalls) {
      const missing = slim(await send(MISSING));
      expect([name, missing.status, missing.code]).toEqual([name, 404, 'FEED-001']);
      for (const [why, feedId] of posts) {
        const answer = slim(await send(feedId));
        if (JSON.stringify(answer) !== JSON.stringify(missing))
          failures.push({ name, why, answer });
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Every call on a comment by id (on a post the reader sees), as the reader. */
const commentCalls: [string, (feedId: number, commentId: number) => Promise<Answer>][] = [
  [
    'getParentComment',
    (feedId, commentId) =>
      call(server, 'POST', commentRoutes.getParentComment.path, { feedId, commentId }, reader),
  ],
  [
    'getOriginalCommentText',
    (_, commentId) =>
      call(server, 'POST', commentRoutes.getOriginalCommentText.path, { commentId }, reader),
  ],
  [
    'replies (getCommentList)',
    (feedId, commentId) =>
      call(
        server,
        'POST',
        commentRoutes.getCommentList.path,
        { feedId, page: 1, parentCommentId: commentId },
        reader,
      ),
  ],
  [
    'reply (insertComment)',
    (feedId, commentId) =>
      call(
        server,
        'POST',
        commentRoutes.insertComment.path,
        { feedId, commentText: 'Hi', parentCommentId: commentId },
        reader,
      ),
  ],
  [
    'likeComment',
    (feedId, commentId) =>
      call(server, 'POST', commentRoutes.likeComment.path, { feedId, commentId }, reader),
  ],
  [
    'dislikeComment',
    (feedId, commentId) =>
      call(server, 'POST', commentRoutes.dislikeComment.path, { feedId, commentId }, reader),
  ],
  [
    'reportComment',
    (_, commentId) => call(server, 'POST', commentRoutes.reportComment.path, { commentId }, reader),
  ],
  [
    'updateComment',
    (feedId, commentId) =>
      call(
        server,
        'PUT',
        commentRoutes.updateComment.path,
        { feedId, commentId, commentText: 'Mine now' },
        reader,
      ),
  ],
  [
    'deleteComment',
    (_, commentId) => call(server, 'POST', commentRoutes.deleteComment.path, { commentId }, reader),
  ],
];

describe('a comment the reader may not see', () => {
  it('answers every call as a comment that does not exist', async () => {
    const feedId = await addFeed(server, author.userId);
    const commenter = await addMember(server, { nickname: 'commenter' });
    const removed = await writeComment(server, commenter, feedId, 'removed');
    const hidden = await writeComment(server, commenter, feedId, 'hidden');
    const byBlocked = await writeComment(server, blocked, feedId, 'by someone blocked');
    const deleted = await writeComment(server, commenter, feedId, 'deleted');
    await setState('comments', removed, 'REMOVED');
    await setState('comments', hidden, 'HIDDEN');
    await call(server, 'POST', commentRoutes.deleteComment.path, { commentId: deleted }, commenter);
    const comments: [string, number][] = [
      ['removed by a moderator', removed],
      ['hidden by reports', hidden],
      ['by a member the reader blocked', byBlocked],
      ['deleted', deleted],
    ];
    const failures: unknown[] = [];
    for (const [name, send] of commentCalls) {
      const missing = slim(await send(feedId, MISSING));
      expect([name, missing.status, missing.code]).toEqual([name, 404, 'COMMENT-001']);
      for (const [why, commentId] of comments) {
        const answer = slim(await send(feedId, commentId));
        if (JSON.stringify(answer) !== JSON.stringify(missing))
          failures.push({ name, why, answer });
      }
    }
    expect(failures).toEqual([]);
  });
});
