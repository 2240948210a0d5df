import { jest } from '@jest/globals';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { rowCount } from '../../testing/rowCount.ts';
import {
  feedDetail,
  jpeg,
  pngWithAlpha,
  sendMultipart,
  storedFiles,
  type UploadFile,
} from './feedTestKit.ts';

// Real HTTP, real SQLite and real image work; a busy machine can be slow.
jest.setTimeout(30_000);
let server: TestServer;
let author: TestMember;
let other: TestMember;
let categories: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  author = await addMember(server, { nickname: 'author' });
  other = await addMember(server, { nickname: 'other' });
  const rows = await server.db.selectFrom('categories').select(['slug', 'category_id']).execute();
  categories = Object.fromEntries(rows.map((row) => [row.slug, String(row.category_id)]));
}, 30_000);
afterAll(() => server.close());

const post = (categoryId = categories.daily, overrides: Record<string, unknown> = {}) => ({
  feedTitle: 'Cherry blossoms',
  feedText: 'The trees along the river are in full bloom this week.',
  categoryId,
  feedType: 'PUBLIC',
  ...overrides,
});

const insert = (json: unknown, images: UploadFile[] = [], who: TestMember | null = author) =>
  sendMultipart<{ feedId: number }>(
    server,
    'POST',
    '/api/feed/insertFeed',
    'feedWriteRequest',
    json,
    images,
    who ?? undefined,
  );

const update = (json: unknown, images: UploadFile[] = [], who: TestMember | null = author) =>
  sendMultipart<{ feedId: number }>(
    server,
    'PUT',
    '/api/feed/updateFeed',
    'feedUpdateRequest',
    json,
    images,
    who ?? undefined,
  );

const detail = (feedId: number, who?: TestMember) => feedDetail(server, feedId, who);

async function fetchBytes(url: string) {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  return {
    type: response.headers.get('content-type'),
    data: Buffer.from(await response.arrayBuffer()),
  };
}

/** A refusal must leave no post, no image row and no stored file behind. */
async function expectRefused(
  answer: { status: number; body: { result: boolean; code?: string } },
  status: number,
  code: string,
) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ result: false, code });
  return answer;
}

describe('insertFeed', () => {
  it('stores a post with images re-encoded without metadata, and thumbnails', async () => {
    const before = storedFiles(server).length;
    const photo = await jpeg(3000, 2000, { Artist: 'Secret Person', Copyright: 'GPS nearby' });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status, body } = await insert(post(), [
      { name: 'photo.jpg', data: photo },
      { name: 'sticker.png', data: await pngWithAlpha(), type: 'image/png' },
    ]);
    expect(status).toBe(200);
    const feedId = body.data.feedId;
    expect(feedId).toBeGreaterThan(0);

    const item = (await detail(feedId)).body.data;
    expect(item).toMatchObject({
      feedTitle: 'Cherry blossoms',
      categoryId: categories.daily,
      feedType: 'PUBLIC',
      userId: author.userId,
      userNickname: 'author',
      thumbnailCount: 2,
      feedLikeCount: 0,
      feedCommentCount: 0,
      isLiked: 'N',
      translatedFeedMap: {},
    });
    expect(item.feedImageList.map((image) => image.order)).toEqual([0, 1]);
    expect(item.images).toHaveLength(2);
    expect(item.feedThumbnailImageList).toHaveLength(2);
    expect(item.detectedLanguageCode).toBe('en');

    const stored = await fetchBytes(item.feedImageList[0]?.url ?? '');
    expect(stored.type).toBe('image/jpeg');
    const meta = await sharp(stored.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(2560);
    const thumb = await fetchBytes(item.feedThumbnailImageList[0]?.url ?? '');
    expect(thumb.type).toBe('image/webp');
    expect((await sharp(thumb.data).metadata()).width).toBe(480);
    // Transparency survives, as WebP.
    const sticker = await fetchBytes(item.feedImageList[1]?.url ?? '');
    expect(sticker.type).toBe('image/webp');
    expect((await sharp(sticker.data).metadata()).hasAlpha).toBe(true);
    // Two originals, two thumbnails and six card thumbnails each (88/176/264 px, AVIF and
    // WebP); no upload left in the temporary folder.
    expect(storedFiles(server).length - before).toBe(4 + 2 * 6);
    expect(storedFiles(server).some((file) => file.startsWith('tmp/'))).toBe(false);
  });

  it('takes the JSON part as a plain field too, and a post without images', async () => {
    const { status, body } = await sendMultipart<{ feedId: number }>(
      server,
      'POST',
      '/api/feed/insertFeed',
      'feedWriteRequest',
      post(categories.questions, {
        feedTitle: '  질문 있어요  ',
        feedText: '외국인 등록증은 얼마나 걸리나요?',
      }),
      [],
      author,
      { jsonAsField: true },
    );
    expect(status).toBe(200);
    const item = (await detail(body.data.feedId)).body.data;
    expect(item.feedTitle).toBe('질문 있어요');
    expect(item.thumbnailCount).toBe(0);
    expect(item.detectedLanguageCode).toBe('ko');
  });

  it('counts characters, not bytes: 30 Korean characters fit, 31 do not', async () => {
    const ok = await insert(post(categories.daily, { feedTitle: '가'.repeat(30) }));
    expect(ok.status).toBe(200);
    const emoji = await insert(post(categories.daily, { feedText: '🌸'.repeat(1000) }));
    expect(emoji.status).toBe(200);
    const feeds = await rowCount(server, 'feeds');
    await expectRefused(
      await insert(post(categories.daily, { feedTitle: '가'.repeat(31) })),
      400,
      'FEED-003',
    );
    await expectRefused(
      await insert(post(categories.daily, { feedText: 'x'.repeat(1001) })),
      400,
      'FEED-003',
    );
    expect(await rowCount(server, 'feeds')).toBe(feeds);
  });

  it('refuses visitors, and missing, blank or mistyped fields, writing nothing', async () => {
    const feeds = await rowCount(server, 'feeds');
    const files = storedFiles(server);
    const image = [{ name: 'a.jpg', data: await jpeg() }];
    await expectRefused(await insert(post(), image, null), 401, 'AUTH-002');
    for (const bad of [
      { ...post(), feedTitle: undefined },
      { ...post(), feedText: undefined },
      { ...post(), categoryId: undefined },
      { ...post(), feedType: undefined },
      post(categories.daily, { feedTitle: '   ' }),
      post(categories.daily, { feedText: '\n\n' }),
      post(categories.daily, { feedTitle: 42 }),
      post(categories.daily, { categoryId: { id: 1 } }),
      post(categories.daily, { feedType: 'SECRET' }),
      post(categories.jobs, { feedType: 'NATION' }),
      post(categories.daily, { feedType: 'NATION' }),
      [post()],
      'not json at all',
    ]) {
      await expectRefused(await insert(bad, image), 400, 'FEED-003');
    }
    await expectRefused(await insert(post('99999'), image), 404, 'CATEGORY-001');
    await expectRefused(await insert(post(categories.news), image), 403, 'FEED-011');
    const json = await call(server, 'POST', '/api/feed/insertFeed', post(), author);
    await expectRefused(json, 400, 'FEED-003');
    expect(await rowCount(server, 'feeds')).toBe(feeds);
    expect(storedFiles(server)).toEqual(files);
  });

  it('lets an official account post in the official category', async () => {
    const official = await addMember(server, { nickname: 'city', official: true });
    const { status } = await insert(post(categories.news), [], official);
    expect(status).toBe(200);
  });

  it('refuses more than 10 images, and an image over 30 MB, writing nothing', async () => {
    const feeds = await rowCount(server, 'feeds');
    const files = storedFiles(server);
    const small = await jpeg(64, 64);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.jpg`, data: small }));
    await expectRefused(await insert(post(), eleven), 400, 'FEED-004');
    const huge = Buffer.alloc(30 * 1024 * 1024 + 1, 1);
    small.copy(huge);
    await expectRefused(
      await insert(post(), [
        { name: 'ok.jpg', data: small },
        { name: 'huge.jpg', data: huge },
      ]),
      413,
      'FEED-005',
    );
    expect(await rowCount(server, 'feeds')).toBe(feeds);
    expect(storedFiles(server)).toEqual(files);
  });

  it('checks images by content: a renamed text file or SVG is refused, and nothing is kept', async () => {
    const feeds = await rowCount(server, 'feeds');
    const images = await rowCount(server, 'feed_images');
    const files = storedFiles(server);
    const fake = Buffer.from('this is not a picture, only words in a file named .jpg\n'.repeat(50));
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const bad of [
      [{ name: 'holiday.jpg', data: fake }],
      [{ name: 'drawing.png', data: svg, type: 'image/png' }],
      // A good image before the bad one is not kept either.
      [
        { name: 'good.jpg', data: await jpeg() },
        { name: 'bad.jpg', data: fake },
      ],
    ]) {
      await expectRefused(await insert(post(), bad), 415, 'FEED-007');
    }
    expect(await rowCount(server, 'feeds')).toBe(feeds);
    expect(await rowCount(server, 'feed_images')).toBe(images);
    expect(storedFiles(server)).toEqual(files);
  });

  it('accepts a HEIF photo sharp can decode, and refuses an unreadable HEIC clearly', async () => {
    const heif = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 150, b: 90 } },
    })
      .heif({ compression: 'av1', quality: 60 })
      .toBuffer();
    const okAnswer = await insert(post(), [
      { name: 'IMG_0001.HEIC', data: heif, type: 'image/heic' },
    ]);
    expect(okAnswer.status).toBe(200);
    const item = (await detail(okAnswer.body.data.feedId)).body.data;
    const stored = await fetchBytes(item.feedImageList[0]?.url ?? '');
    expect(stored.type).toBe('image/jpeg');

    const feeds = await rowCount(server, 'feeds');
    // An HEIC container whose picture cannot be decoded.
    const broken = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic', 'latin1'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic', 'latin1'),
      Buffer.alloc(4000, 7),
    ]);
    await expectRefused(
      await insert(post(), [{ name: 'IMG_0002.HEIC', data: broken, type: 'image/heic' }]),
      415,
      'FEED-008',
    );
    expect(await rowCount(server, 'feeds')).toBe(feeds);
  });
});

describe('updateFeed', () => {
  async function postWithImages(count: number) {
    const images = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        name: `${i}.jpg`,
        data: await jpeg(200 + i * 10, 100),
      })),
    );
    const { body } = await insert(post(), images);
    const item = (await detail(body.data.feedId)).body.data;
    return { feedId: body.data.feedId, item };
  }

  it('changes the fields, keeps and reorders images, adds new ones and drops the rest', async () => {
    const { feedId, item } = await postWithImages(3);
    const [first, second, third] = item.feedImageList.map((image) => image.url);
    const { status } = await update(
      {
        feedId,
        feedTitle: 'Updated title',
        feedText: 'Updated text',
        categoryId: categories.events,
        feedType: 'PUBLIC',
        existingImages: JSON.stringify([
          { url: third, order: 0 },
          { url: first, order: 2 },
        ]),
      },
      [{ name: 'new.jpg', data: await jpeg(999, 100) }],
    );
    expect(status).toBe(200);
    const updated = (await detail(feedId)).body.data;
    expect(updated).toMatchObject({
      feedTitle: 'Updated title',
      feedText: 'Updated text',
      categoryId: categories.events,
      thumbnailCount: 3,
    });
    const urls = updated.feedImageList.map((image) => image.url);
    expect(urls[0]).toBe(third);
    expect(urls[2]).toBe(first);
    expect([first, second, third]).not.toContain(urls[1]);
    const widths = await Promise.all(
      urls.map(async (url) => (await sharp((await fetchBytes(url ?? '')).data).metadata()).width),
    );
    expect(widths).toEqual([220, 999, 200]);
    // The dropped image's files are gone.
    const gone = await fetch(`${server.url}${second}`);
    expect(gone.status).toBe(404);
  });

  it('drops stale translations when the text changes', async () => {
    const { feedId } = await postWithImages(0);
    await server.db
      .insertInto('feed_translations')
      .values({
        feed_id: feedId,
        iso_code: 'ko',
        title: '벚꽃',
        text: '강가의 나무들이 이번 주에 활짝 피었어요.',
        status: 'DONE',
        updated_at: '2026-01-01T00:00:00Z',
      })
      .execute();
    await update({ ...post(), feedId, feedText: 'Something else entirely.', existingImages: '[]' });
    const rows = await server.db
      .selectFrom('feed_translations')
      .select(['status', 'title'])
      .where('feed_id', '=', feedId)
      .where('status', '=', 'DONE')
      .execute();
    expect(rows).toEqual([]);
  });

  it('is for the author only, and refuses unknown posts and bad input, changing nothing', async () => {
    const { feedId, item } = await postWithImages(2);
    const files = storedFiles(server);
    const image = [{ name: 'x.jpg', data: await jpeg(50, 50) }];
    const body = { ...post(), feedId, existingImages: '[]' };
    await expectRefused(await update(body, image, null), 401, 'AUTH-002');
    await expectRefused(await update(body, image, other), 403, 'FEED-002');
    await expectRefused(await update({ ...body, feedId: 999999 }, image), 404, 'FEED-001');
    await expectRefused(await update({ ...body, feedId: 'abc' }, image), 400, 'FEED-003');
    await expectRefused(
      await update({ ...body, feedTitle: 'x'.repeat(31) }, image),
      400,
      'FEED-003',
    );
    await expectRefused(
      await update(
        { ...body, existingImages: '[{"url": "/api/files/feeds/x.jpg", "order": 0}]' },
        image,
      ),
      400,
      'FEED-009',
    );
    await expectRefused(
      await update({ ...body, existingImages: '{not json' }, image),
      400,
      'FEED-009',
    );
    const url = item.feedImageList[0]?.url;
    await expectRefused(
      await update(
        {
          ...body,
          existingImages: JSON.stringify([
            { url, order: 0 },
            { url, order: 1 },
          ]),
        },
        image,
      ),
      400,
      'FEED-009',
    );
    const keepBoth = JSON.stringify(item.feedImageList);
    const nine = Array.from({ length: 9 }, (_, i) => ({
      name: `${i}.jpg`,
      data: image[0]?.data ?? Buffer.alloc(0),
    }));
    await expectRefused(await update({ ...body, existingImages: keepBoth }, nine), 400, 'FEED-004');
    await expectRefused(
      await update({ ...body, existingImages: keepBoth }, [
        { name: 'fake.jpg', data: Buffer.from('nope') },
      ]),
      415,
      'FEED-007',
    );
    expect(storedFiles(server)).toEqual(files);
    const unchanged = (await detail(feedId)).body.data;
    expect(unchanged.feedTitle).toBe('Cherry blossoms');
    expect(unchanged.feedImageList).toEqual(item.feedImageList);
  });

  it('counts kept images toward the 300 MB total', async () => {
    const { feedId, item } = await postWithImages(1);
    await server.db
      .updateTable('feed_images')
      .set({ bytes: 299 * 1024 * 1024 })
      .where('feed_id', '=', feedId)
      .execute();
    const big = await sharp({
      create: {
        width: 1200,
        height: 1200,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    await expectRefused(
      await update({ ...post(), feedId, existingImages: JSON.stringify(item.feedImageList) }, [
        { name: 'noise.png', data: big, type: 'image/png' },
      ]),
      413,
      'FEED-006',
    );
  });
});

describe('deleteFeed', () => {
  it('is for the author only; the post and its images are gone afterwards', async () => {
    const { body } = await insert(post(), [{ name: 'a.jpg', data: await jpeg() }]);
    const feedId = body.data.feedId;
    const item = (await detail(feedId)).body.data;
    await expectRefused(
      await call(server, 'POST', '/api/feed/deleteFeed', { feedId }),
      401,
      'AUTH-002',
    );
    await expectRefused(
      await call(server, 'POST', '/api/feed/deleteFeed', { feedId }, other),
      403,
      'FEED-002',
    );
    await expectRefused(
      await call(server, 'POST', '/api/feed/deleteFeed', { feedId: '1' }, author),
      400,
      'VALIDATION',
    );
    await expectRefused(
      await call(server, 'POST', '/api/feed/deleteFeed', {}, author),
      400,
      'VALIDATION',
    );
    expect((await detail(feedId)).status).toBe(200);

    const deleted = await call(server, 'POST', '/api/feed/deleteFeed', { feedId }, author);
    expect(deleted).toMatchObject({ status: 200, body: { result: true, data: { feedId } } });
    await expectRefused(await detail(feedId), 404, 'FEED-001');
    expect((await fetch(`${server.url}${item.feedImageList[0]?.url}`)).status).toBe(404);
    expect((await fetch(`${server.url}${item.feedThumbnailImageList[0]?.url}`)).status).toBe(404);
    await expectRefused(
      await call(server, 'POST', '/api/feed/deleteFeed', { feedId }, author),
      404,
      'FEED-001',
    );
    await expectRefused(
      await call(server, 'POST', '/api/feed/deleteFeed', { feedId: 987654 }, author),
      404,
      'FEED-001',
    );
  });
});

describe('stored files', () => {
  it('are not served from the upload folder, nor outside the storage folder', async () => {
    for (const url of [
      '/api/files/tmp/anything',
      '/api/files/../package.json',
      '/api/files/%2e%2e/x',
    ]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});
