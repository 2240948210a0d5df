import { jest } from '@jest/globals';
import type { CommentItem } from '@kfeed/contracts/comment';
import type { FeedItem } from '@kfeed/contracts/feed';
import type { ReadLanguagesData } from '@kfeed/contracts/language';
import type { UserInfo } from '@kfeed/contracts/user';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import {
  addFeed,
  addMember,
  call,
  type Answer,
  type TestMember,
} from '../../testing/contentFixtures.ts';

jest.setTimeout(30_000);

let server: TestServer;
let author: TestMember;
let reader: TestMember;
let koreanPost: number;
let koreanComment: number;

/** A call with an Accept-Language header, as the app sends it (interface language first). */
async function ask<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload: Record<string, unknown>,
  headers: Record<string, string>,
  member?: TestMember,
): Promise<Answer<T>> {
  const all: Record<string, string> = { ...headers };
  if (member) all.authorization = `Bearer ${member.token}`;
  let url = `${server.url}${path}`;
  let body: string | undefined;
  if (method === 'GET') url += `?${new URLSearchParams(payload as Record<string, string>)}`;
  else {
    all['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const response = await fetch(url, { method, headers: all, ...(body ? { body } : {}) });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const postIn = (acceptLanguage: string, member?: TestMember) =>
  ask<FeedItem>(
    'POST',
    '/api/feed/getFeedData',
    { feedId: koreanPost, isoCode: 'en', skipViewCount: true },
    { 'accept-language': acceptLanguage },
    member,
  );
const homeIn = async (acceptLanguage: string, member?: TestMember) =>
  (
    await ask<FeedItem[]>(
      'GET',
      '/api/feed/getFeedList',
      { isoCode: 'en', size: '10' },
      { 'accept-language': acceptLanguage },
      member,
    )
  ).body.data.find((item) => item.feedId === koreanPost);
const commentIn = async (acceptLanguage: string, member?: TestMember) =>
  (
    await ask<{ commentList: CommentItem[] }>(
      'POST',
      '/api/comment/getCommentList',
      { feedId: koreanPost, page: 1, isoCode: 'en' },
      { 'accept-language': acceptLanguage },
      member,
    )
  ).body.data.commentList[0];
const save = (readLanguages: unknown, member?: TestMember) =>
  call<ReadLanguagesData>(
    server,
    'PUT',
    '/api/user/updateReadLanguages',
    { readLanguages },
    member,
  );

beforeAll(async () => {
  server = await startTestServer();
  author = await addMember(server, { nickname: 'author' });
  reader = await addMember(server, { nickname: 'reader' });
  koreanPost = await addFeed(server, author.userId, {
    title: '등산 모임',
    text: '주말에 같이 등산 가실 분 있나요?',
    language: 'ko',
  });
  await server.db
    .insertInto('feed_translations')
    .values({
      feed_id: koreanPost,
      iso_code: 'en',
      title: 'Hiking group',
      text: 'Is anyone up for hiking together this weekend?',
      status: 'DONE',
      updated_at: '2026-01-01T00:00:00Z',
    })
    .execute();
  const { comment_id } = await server.db
    .insertInto('comments')
    .values({
      feed_id: koreanPost,
      user_id: author.userId,
      parent_comment_id: null,
      comment_text: '저도 가고 싶어요',
      detected_language_code: 'ko',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      deleted_at: null,
    })
    .returning('comment_id')
    .executeTakeFirstOrThrow();
  koreanComment = comment_id;
  await server.db
    .insertInto('comment_translations')
    .values({
      comment_id: koreanComment,
      iso_code: 'en',
      text: 'I want to go too',
      status: 'DONE',
      updated_at: '2026-01-01T00:00:00Z',
    })
    .execute();
}, 30_000);
afterAll(() => server.close(), 30_000);

describe('the languages-I-read rule', () => {
  it('shows a visitor text in a language of their browser as written, the rest translated', async () => {
    const translated = (await postIn('en')).body.data;
    expect(translated.translatedFeedMap).toEqual({
      en: {
        feedTransTitle: 'Hiking group',
        feedTransText: 'Is anyone up for hiking together this weekend?',
      },
    });
    expect((await commentIn('en'))?.translatedCommentMap).toEqual({
      en: { commentTransText: 'I want to go too' },
    });
    // The app sends the interface language first, then the browser's other languages.
    for (const header of ['en, ko;q=0.9', 'en-US,en;q=0.9,ko-KR;q=0.8']) {
      const asWritten = (await postIn(header)).body.data;
      expect(asWritten.translatedFeedMap).toEqual({});
      expect(asWritten.feedTitle).toBe('등산 모임');
      expect((await homeIn(header))?.translatedFeedMap).toEqual({});
      expect((await commentIn(header))?.translatedCommentMap).toEqual({});
    }
    // A language given a weight of 0 is one the reader does not read.
    expect((await postIn('en, ko;q=0')).body.data.translatedFeedMap).toHaveProperty('en');
  });

  it('goes by the browser for a member until they choose, then by their choice only', async () => {
    expect((await postIn('en, ko;q=0.9', reader)).body.data.translatedFeedMap).toEqual({});
    const saved = await save(['ko', 'th'], reader);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ readLanguages: ['ko', 'th'], chosen: true });
    // The stored list wins over the header either way.
    expect((await postIn('en', reader)).body.data.translatedFeedMap).toEqual({});
    expect((await homeIn('en', reader))?.translatedFeedMap).toEqual({});
    expect((await commentIn('en', reader))?.translatedCommentMap).toEqual({});
    await save([], reader);
    expect((await postIn('en, ko;q=0.9', reader)).body.data.translatedFeedMap).toHaveProperty('en');
    expect((await commentIn('en, ko;q=0.9', reader))?.translatedCommentMap).toHaveProperty('en');
    // Another member is not affected by this member's choice.
    await save(['ko'], reader);
    expect((await postIn('en', author)).body.data.translatedFeedMap).toHaveProperty('en');
  });
});

describe('updateReadLanguages and getReadLanguages', () => {
  it('stores known codes once each, as the interface spells them, and shows them in the profile', async () => {
    const member = await addMember(server, { nickname: 'chooser' });
    const before = await call<ReadLanguagesData>(
      server,
      'GET',
      '/api/user/getReadLanguages',
      undefined,
      member,
    );
    expect(before.body.data).toEqual({ readLanguages: [], chosen: false });
    const saved = await save(['zh-tw', 'my', 'zh-TW', 'KM'], member);
    expect(saved.body.data).toEqual({ readLanguages: ['zh-TW', 'my', 'km'], chosen: true });
    const info = await call<UserInfo>(server, 'POST', '/api/user/getUserInfo', {}, member);
    expect(info.body.data.userReadLanguages).toEqual(['zh-TW', 'my', 'km']);
    // Others never see it.
    const seen = await call<UserInfo>(
      server,
      'POST',
      '/api/user/getUserInfo',
      { userId: member.userId },
      reader,
    );
    expect(seen.body.data).not.toHaveProperty('userReadLanguages');
  });

  it('refuses visitors, unknown codes, too many and malformed lists, changing nothing', async () => {
    const member = await addMember(server, { nickname: 'careful' });
    await save(['ru'], member);
    expect((await save(['ru'])).status).toBe(401);
    for (const [list, status, code] of [
      [['ru', 'fr'], 400, 'LANGUAGE-001'],
      [['xx-YY'], 400, 'LANGUAGE-001'],
      [Array.from({ length: 17 }, () => 'ko'), 400, 'VALIDATION'],
      ['ko', 400, 'VALIDATION'],
      [[7], 400, 'VALIDATION'],
      [['x'.repeat(40)], 400, 'VALIDATION'],
    ] as const) {
      const answer = await save(list, member);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    const after = await call<ReadLanguagesData>(
      server,
      'GET',
      '/api/user/getReadLanguages',
      undefined,
      member,
    );
    expect(after.body.data.readLanguages).toEqual(['ru']);
    expect((await call(server, 'GET', '/api/user/getReadLanguages')).status).toBe(401);
  });
});
