import { jest } from '@jest/globals';
import type { Category } from '@kfeed/contracts/feed';
import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';

// Real HTTP, real SQLite and real image work; a busy machine can be slow.
jest.setTimeout(30_000);
let server: TestServer;
let member: TestMember;
let official: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  member = await addMember(server, { nickname: 'reader' });
  official = await addMember(server, { nickname: 'official', official: true });
}, 30_000);
afterAll(() => server.close());

const list = (payload: Record<string, unknown>, who?: TestMember) =>
  call<Category[]>(server, 'POST', '/api/feed/getFeedCategoryList', payload, who);

describe('getFeedCategoryList', () => {
  it('lists "home" first, then every category, named in the requested language', async () => {
    const { status, body } = await list({ isoCode: 'ko', isLoggedIn: false });
    expect(status).toBe(200);
    const ids = body.data.map((c) => c.categoryId);
    expect(ids[0]).toBe('home');
    expect(ids).not.toContain('nation');
    expect(ids.length).toBeGreaterThanOrEqual(9);
    expect(body.data[0]?.categoryName).toBe('전체');
    const food = body.data.find((c) => c.categoryName === '맛집');
    expect(food?.categoryImageUrl).toBe('/api/static/category/food.svg');
    expect(JSON.parse(food?.categoryType ?? '')).toEqual(['PUBLIC']);
  });

  it('translates every category into all 16 languages, keyed by lower-case iso code', async () => {
    const { body } = await list({ isoCode: 'en', isLoggedIn: false });
    for (const category of body.data) {
      expect(Object.keys(category.translatedList).sort()).toEqual(
        LANGUAGE_CODES.map((code) => code.toLowerCase()).sort(),
      );
      for (const translation of Object.values(category.translatedList))
        expect(translation.categoryName.trim()).not.toBe('');
    }
    const daily = body.data.find((c) => c.categoryName === 'Daily life');
    expect(daily?.translatedList['zh-cn']?.categoryName).toBe('日常生活');
    expect(daily?.translatedList['ja']?.categoryName).toBe('日常');
    expect(daily?.translatedList['ru']?.categoryName).toBe('Повседневность');
    expect(JSON.parse(daily?.categoryType ?? '')).toEqual(['PUBLIC', 'NATION']);
  });

  it('adds the locked "nation" entry, untranslated, for a signed-in reader', async () => {
    const { body } = await list({ isoCode: 'ja', isLoggedIn: true }, member);
    const ids = body.data.map((c) => c.categoryId);
    expect(ids.slice(0, 2)).toEqual(['home', 'nation']);
    const nation = body.data[1];
    expect(nation?.categoryImageUrl).toBe('/api/static/category/lock.svg');
    expect(nation?.translatedList).toEqual({});
  });

  it('accepts an iso code in any case and falls back to English for an unknown one', async () => {
    const upper = await list({ isoCode: 'ZH-tw', isLoggedIn: false });
    expect(upper.body.data[0]?.categoryName).toBe('全部');
    const unknown = await list({ isoCode: 'xx', isLoggedIn: false });
    expect(unknown.body.data[0]?.categoryName).toBe('All');
  });

  it('lists only the categories a member may post in for write and update', async () => {
    const forMember = await list({ isoCode: 'en', isLoggedIn: true, getType: 'write' }, member);
    const names = forMember.body.data.map((c) => c.categoryName);
    expect(names).not.toContain('All');
    expect(names).not.toContain('My country');
    expect(names).not.toContain('News');
    expect(names).toContain('Jobs');
    const forOfficial = await list(
      { isoCode: 'en', isLoggedIn: true, getType: 'update' },
      official,
    );
    expect(forOfficial.body.data.map((c) => c.categoryName)).toContain('News');
  });

  it('refuses bad input with 400 and a code', async () => {
    for (const payload of [
      {},
      { isLoggedIn: true },
      { isoCode: 12, isLoggedIn: true },
      { isoCode: 'en', isLoggedIn: 'yes' },
      { isoCode: 'en', isLoggedIn: true, getType: 'delete' },
    ]) {
      const { status, body } = await list(payload);
      expect(status).toBe(400);
      expect(body).toMatchObject({ result: false, code: 'VALIDATION' });
    }
  });
});

describe('category icons', () => {
  it('serves each icon as SVG, and a white variant with _w', async () => {
    const dark = await fetch(`${server.url}/api/static/category/food.svg`);
    expect(dark.status).toBe(200);
    expect(dark.headers.get('content-type')).toContain('image/svg+xml');
    const darkSvg = await dark.text();
    expect(darkSvg).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
    const white = await (await fetch(`${server.url}/api/static/category/food_w.svg`)).text();
    expect(white).toContain('stroke="#ffffff"');
    expect(darkSvg).not.toContain('stroke="#ffffff"');
  });

  it('has an icon for every listed category, home and nation', async () => {
    const { body } = await list({ isoCode: 'en', isLoggedIn: true }, member);
    for (const category of body.data) {
      const url = category.categoryImageUrl.replace('.svg', '_w.svg');
      expect((await fetch(`${server.url}${category.categoryImageUrl}`)).status).toBe(200);
      expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    }
  });

  it('answers an unknown icon with 404 and a code', async () => {
    const response = await fetch(`${server.url}/api/static/category/nothing.svg`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ result: false, code: 'CATEGORY-002' });
    const traversal = await fetch(`${server.url}/api/static/category/..%2Fapp.ts`);
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(traversal.status).toBeLessThan(500);
  });
});
