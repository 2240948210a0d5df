import { jest } from '@jest/globals';
import sharp from 'sharp';
import type { FeedItem } from '@kfeed/contracts/feed';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { cardThumbnailWidths, parseCardThumbnails } from './cardThumbnails.ts';
import { feedDetail, jpeg, sendMultipart, storedFiles } from './feedTestKit.ts';

// Real HTTP, real SQLite and real image work; a busy machine can be slow.
jest.setTimeout(30_000);
let server: TestServer;
let author: TestMember;
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer();
  author = await addMember(server, { nickname: 'author' });
  const row = await server.db
    .selectFrom('categories')
    .select('category_id')
    .where('slug', '=', 'daily')
    .executeTakeFirstOrThrow();
  categoryId = String(row.category_id);
}, 30_000);
afterAll(() => server.close());

async function postWith(width: number, height: number) {
  const { status, body } = await sendMultipart<{ feedId: number }>(
    server,
    'POST',
    '/api/feed/insertFeed',
    'feedWriteRequest',
    { feedTitle: 'Thumbnails', feedText: 'A picture.', categoryId, feedType: 'PUBLIC' },
    [{ name: 'photo.jpg', data: await jpeg(width, height) }],
    author,
  );
  expect(status).toBe(200);
  return body.data.feedId;
}

async function fetched(url: string) {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  return {
    type: response.headers.get('content-type'),
    metadata: await sharp(Buffer.from(await response.arrayBuffer())).metadata(),
  };
}

describe('card thumbnail sizes', () => {
  it('are the 88 px box at 1x, 2x and 3x, never larger than the picture', () => {
    expect(cardThumbnailWidths(1600, 1200)).toEqual([88, 176, 264]);
    expect(cardThumbnailWidths(200, 1000)).toEqual([88, 176]);
    expect(cardThumbnailWidths(60, 40)).toEqual([88]);
  });

  it('reads an empty or broken column as none', () => {
    expect(parseCardThumbnails('')).toEqual([]);
    expect(parseCardThumbnails('{not json')).toEqual([]);
    expect(parseCardThumbnails('{"path":"x"}')).toEqual([]);
  });
});

describe('an uploaded picture', () => {
  it('gets square AVIF and WebP card thumbnails, listed in the feed and served', async () => {
    const feedId = await postWith(1200, 800);
    const list = await call<FeedItem[]>(
      server,
      'GET',
      `/api/feed/getFeedList?page=1&size=10&categoryId=&type=home&isoCode=en`,
    );
    expect(list.status).toBe(200);
    const item = list.body.data.find((feed) => feed.feedId === feedId);
    const thumbnails = item?.thumbnails ?? [];
    expect(
      thumbnails.map(({ width, height, format }) => `${format} ${width}x${height}`).sort(),
    ).toEqual([
      'avif 176x176',
      'avif 264x264',
      'avif 88x88',
      'webp 176x176',
      'webp 264x264',
      'webp 88x88',
    ]);
    // The old fields still work: the large thumbnail is kept for older clients.
    expect(item?.feedThumbnailImageList).toHaveLength(1);
    for (const thumbnail of thumbnails) {
      const { type, metadata } = await fetched(thumbnail.url);
      expect(type).toBe(`image/${thumbnail.format}`);
      expect(metadata.format).toBe(thumbnail.format === 'avif' ? 'heif' : 'webp');
      expect([metadata.width, metadata.height]).toEqual([thumbnail.width, thumbnail.height]);
    }
    // The post's detail carries them too.
    expect((await feedDetail(server, feedId)).body.data.thumbnails).toEqual(thumbnails);
  });

  it('has its card thumbnails removed with the post', async () => {
    const feedId = await postWith(400, 200);
    const { thumbnails = [] } = (await feedDetail(server, feedId)).body.data;
    expect(thumbnails.map((t) => t.width)).toEqual([88, 88, 176, 176]);
    const before = storedFiles(server);
    const answer = await call(server, 'POST', '/api/feed/deleteFeed', { feedId }, author);
    expect(answer.status).toBe(200);
    const after = storedFiles(server);
    expect(before.length - after.length).toBe(2 + thumbnails.length);
    for (const thumbnail of thumbnails)
      expect((await fetch(`${server.url}${thumbnail.url}`)).status).toBe(404);
  });

  it('stored before card thumbnails existed still lists, with none', async () => {
    const feedId = await postWith(300, 300);
    await server.db
      .updateTable('feed_images')
      .set({ card_thumbnails: '' })
      .where('feed_id', '=', feedId)
      .execute();
    const item = (await feedDetail(server, feedId)).body.data;
    expect(item.thumbnails).toEqual([]);
    expect(item.feedThumbnailImageList[0]?.url).toMatch(/_thumb\.webp$/);
  });
});
