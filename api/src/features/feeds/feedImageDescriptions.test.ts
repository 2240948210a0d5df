import { jest } from '@jest/globals';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, type TestMember } from '../../testing/contentFixtures.ts';
import { feedDetail, jpeg, sendMultipart, type UploadFile } from './feedTestKit.ts';

jest.setTimeout(30_000);
let server: TestServer;
let author: TestMember;
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer();
  author = await addMember(server, { nickname: 'describer' });
  const row = await server.db
    .selectFrom('categories')
    .select('category_id')
    .where('slug', '=', 'daily')
    .executeTakeFirstOrThrow();
  categoryId = String(row.category_id);
}, 30_000);
afterAll(() => server.close());

const fields = { feedTitle: 'Picnic', feedText: 'By the river.', feedType: 'PUBLIC' };
const send = (method: 'POST' | 'PUT', json: unknown, images: UploadFile[] = []) =>
  sendMultipart<{ feedId: number }>(
    server,
    method,
    method === 'POST' ? '/api/feed/insertFeed' : '/api/feed/updateFeed',
    method === 'POST' ? 'feedWriteRequest' : 'feedUpdateRequest',
    json,
    images,
    author,
  );
const images = async (n: number) =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      name: `${i}.jpg`,
      data: await jpeg(100 + i, 80),
    })),
  );

it('stores a description per uploaded picture and gives it back as the alt text', async () => {
  const { status, body } = await send(
    'POST',
    { ...fields, categoryId, imageDescriptions: ['  Cherry trees  ', ''] },
    await images(2),
  );
  expect(status).toBe(200);
  const list = (await feedDetail(server, body.data.feedId)).body.data.feedImageList;
  expect(list[0]).toEqual({ url: expect.any(String), order: 0, description: 'Cherry trees' });
  expect(list[1]).toEqual({ url: expect.any(String), order: 1 });
});

it('on edit, changes a kept picture’s description, keeps it when not sent, and describes new ones', async () => {
  const created = await send(
    'POST',
    { ...fields, categoryId, imageDescriptions: ['one', 'two'] },
    await images(2),
  );
  const feedId = created.body.data.feedId;
  const [first, second] = (await feedDetail(server, feedId)).body.data.feedImageList;
  const { status } = await send(
    'PUT',
    {
      ...fields,
      categoryId,
      feedId,
      existingImages: JSON.stringify([
        { url: second!.url, order: 0, description: 'two, described again' },
        { url: first!.url, order: 1 },
      ]),
      imageDescriptions: ['three'],
    },
    await images(1),
  );
  expect(status).toBe(200);
  const list = (await feedDetail(server, feedId)).body.data.feedImageList;
  expect(list.map((image) => image.description)).toEqual(['two, described again', 'one', 'three']);
});

it('refuses descriptions that are too long, not text, or more than the pictures', async () => {
  const tooLong = await send(
    'POST',
    { ...fields, categoryId, imageDescriptions: ['x'.repeat(201)] },
    await images(1),
  );
  expect(tooLong.status).toBe(400);
  const notText = await send(
    'POST',
    { ...fields, categoryId, imageDescriptions: [5] },
    await images(1),
  );
  expect(notText.status).toBe(400);
  const tooMany = await send(
    'POST',
    { ...fields, categoryId, imageDescriptions: ['a', 'b'] },
    await images(1),
  );
  expect(tooMany.status).toBe(400);
  const posts = await server.db
    .selectFrom('feeds')
    .select('feed_id')
    .where('feed_title', '=', 'Picnic')
    .execute();
  expect(posts).toHaveLength(2); // only the posts of the two tests above
});
