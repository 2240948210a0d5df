import { jest } from '@jest/globals';
import type { FeedItem } from '@kfeed/contracts/feed';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import {
  addFeed,
  markFeedDeleted,
  addMember,
  call,
  type TestMember,
} from '../../testing/contentFixtures.ts';
import { rowCount } from '../../testing/rowCount.ts';
import { feedDetail } from './feedTestKit.ts';

// Real HTTP and real SQLite; a busy machine can be slow.
jest.setTimeout(30_000);

let server: TestServer;
let author: TestMember;
let reader: TestMember;
let another: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  author = await addMember(server, { nickname: 'author' });
  reader = await addMember(server, { nickname: 'reader' });
  another = await addMember(server, { nickname: 'another' });
}, 30_000);
afterAll(() => server.close());

const detail = (feedId: number, who?: TestMember) => feedDetail(server, feedId, who);

describe('likeFeed and dislikeFeed', () => {
  it('are idempotent per member and keep the count right', async () => {
    const feedId = await addFeed(server, author.userId);
    const like = (who: TestMember) => call(server, 'POST', '/api/feed/likeFeed', { feedId }, who);
    const dislike = (who: TestMember) =>
      call(server, 'POST', '/api/feed/dislikeFeed', { feedId }, who);

    expect(await like(reader)).toMatchObject({
      status: 200,
      body: { result: true, data: { feedId, isLiked: 'Y', feedLikeCount: 1 } },
    });
    expect((await like(reader)).body.data).toMatchObject({ feedLikeCount: 1 });
    expect((await like(another)).body.data).toMatchObject({ feedLikeCount: 2 });
    expect((await detail(feedId, reader)).body.data).toMatchObject({
      isLiked: 'Y',
      feedLikeCount: 2,
    });
    expect((await detail(feedId, author)).body.data).toMatchObject({
      isLiked: 'N',
      feedLikeCount: 2,
    });
    expect((await detail(feedId)).body.data).toMatchObject({ isLiked: 'N' });

    expect((await dislike(reader)).body.data).toMatchObject({ isLiked: 'N', feedLikeCount: 1 });
    expect((await dislike(reader)).body.data).toMatchObject({ isLiked: 'N', feedLikeCount: 1 });
    expect((await detail(feedId, reader)).body.data).toMatchObject({
      isLiked: 'N',
      feedLikeCount: 1,
    });
  });

  it('refuse visitors, unknown or deleted posts and bad input, writing nothing', async () => {
    const feedId = await addFeed(server, author.userId);
    await markFeedDeleted(server, feedId);
    const before = await rowCount(server, 'feed_likes');
    for (const path of ['/api/feed/likeFeed', '/api/feed/dislikeFeed']) {
      expect(await call(server, 'POST', path, { feedId })).toMatchObject({
        status: 401,
        body: { code: 'AUTH-002' },
      });
      expect(await call(server, 'POST', path, { feedId }, reader)).toMatchObject({
        status: 404,
        body: { code: 'FEED-001' },
      });
      expect(await call(server, 'POST', path, { feedId: 424242 }, reader)).toMatchObject({
        status: 404,
        body: { code: 'FEED-001' },
      });
      for (const bad of [{}, { feedId: '1' }, { feedId: -3 }, { feedId: 1.5 }]) {
        expect(await call(server, 'POST', path, bad, reader)).toMatchObject({
          status: 400,
          body: { code: 'VALIDATION' },
        });
      }
    }
    expect(await rowCount(server, 'feed_likes')).toBe(before);
  });
});

describe('reportFeed', () => {
  const report = (feedId: unknown, who?: TestMember) =>
    call(server, 'POST', '/api/feed/reportFeed', { feedId }, who);

  it('takes one report per member, answers REPORT-001 on a repeat, and hides the post from the reporter', async () => {
    const feedId = await addFeed(server, author.userId);
    expect(await report(feedId, reader)).toMatchObject({ status: 200, body: { result: true } });
    expect(await report(feedId, reader)).toMatchObject({
      status: 409,
      body: { result: false, code: 'REPORT-001' },
    });
    expect(await report(feedId, another)).toMatchObject({ status: 200 });
    expect(await rowCount(server, 'feed_reports')).toBe(2);

    const list = (who?: TestMember) =>
      call<FeedItem[]>(
        server,
        'GET',
        '/api/feed/getFeedList',
        { page: 1, size: 10, isoCode: 'en' },
        who,
      );
    expect((await list(reader)).body.data.map((item) => item.feedId)).not.toContain(feedId);
    expect((await detail(feedId, reader)).status).toBe(404);
    expect((await list(author)).body.data.map((item) => item.feedId)).toContain(feedId);
    expect((await list()).body.data.map((item) => item.feedId)).toContain(feedId);
  });

  it('refuses visitors, my own post, unknown posts and bad input, writing nothing', async () => {
    const feedId = await addFeed(server, author.userId);
    const before = await rowCount(server, 'feed_reports');
    expect(await report(feedId)).toMatchObject({ status: 401, body: { code: 'AUTH-002' } });
    expect(await report(feedId, author)).toMatchObject({
      status: 400,
      body: { code: 'REPORT-002' },
    });
    expect(await report(777777, reader)).toMatchObject({ status: 404, body: { code: 'FEED-001' } });
    expect(await report('abc', reader)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    });
    expect(await rowCount(server, 'feed_reports')).toBe(before);
  });
});
