import type { FeedItem } from '@kfeed/contracts/feed';
import type { SearchHistoryEntry } from '@kfeed/contracts/common';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import {
  addFeed,
  markFeedDeleted,
  addMember,
  block,
  call,
  type TestMember,
} from '../../testing/contentFixtures.ts';
import { indexMissingFeeds, reindexFeed } from './searchIndex.ts';

let server: TestServer;
let author: TestMember;
let searcher: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  author = await addMember(server, { nickname: 'writer' });
  searcher = await addMember(server, { nickname: 'searcher' });
}, 30_000);
afterAll(() => server.close(), 30_000);

/** A post as insertFeed leaves it: stored, then indexed. Each one a second newer. */
async function post(title: string, text: string, by: TestMember = author) {
  server.clock.advance(1000);
  const feedId = await addFeed(server, by.userId, { title, text, language: null });
  await reindexFeed(server.db, feedId);
  return feedId;
}

async function search(
  searchText: string,
  member?: TestMember,
  extra: Record<string, unknown> = {},
) {
  const answer = await call<FeedItem[]>(
    server,
    'GET',
    '/api/feed/searchFeedList',
    { page: 1, size: 10, searchText, isoCode: 'en', type: 'search', ...extra },
    member,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.map((item) => item.feedId);
}

describe('searchFeedList', () => {
  it('finds a two-syllable Korean word, title matches above body matches', async () => {
    const inTitle = await post('홍대 맛집 추천', '어제 다녀온 곳을 소개합니다.');
    const inBody = await post('주말 시장 구경', '이 근처에 맛집 있나요?');
    const unrelated = await post('맛있는 김치 만들기', '배추와 고춧가루가 필요해요.');
    const found = await search('맛집');
    expect(found).toEqual([inTitle, inBody]);
    expect(found).not.toContain(unrelated);
    // Answered as full feed items.
    const answer = await call<FeedItem[]>(server, 'GET', '/api/feed/searchFeedList', {
      page: 1,
      size: 10,
      searchText: '맛집',
      isoCode: 'ko',
    });
    expect(answer.body.data[0]).toMatchObject({
      feedId: inTitle,
      feedTitle: '홍대 맛집 추천',
      userNickname: 'writer',
      isLiked: 'N',
    });
  });

  it('finds Japanese and Chinese words of one or more characters, and Cyrillic in any case', async () => {
    const japanese = await post('東京の天気', '今日はいい天気ですね。');
    const chinese = await post('首尔生活', '请问哪里可以办银行卡？');
    const russian = await post('Привет из Сеула', 'Ищу друзей для прогулок.');
    expect(await search('天気')).toEqual([japanese]);
    expect(await search('てんき')).toEqual([]);
    expect(await search('银行卡')).toEqual([chinese]);
    expect(await search('银')).toEqual([chinese]);
    expect(await search('ПРИВЕТ')).toEqual([russian]);
    expect(await search('сеула')).toEqual([russian]);
  });

  it('needs every word, and reads % and _ literally', async () => {
    const both = await post('Weekend market in Itaewon', 'Fresh bread and 100% local honey');
    await post('Weekend plans', 'Hiking near Seoul');
    await post('Honey prices', 'Up 1000 won since spring');
    expect(await search('weekend honey')).toEqual([both]);
    expect(await search('100%')).toEqual([both]);
    expect(await search('_')).toEqual([]);
  });

  it('finds posts through their translations', async () => {
    const feedId = await post('Job fair for foreign residents', 'Saturday at COEX, free entry.');
    await server.db
      .insertInto('feed_translations')
      .values([
        {
          feed_id: feedId,
          iso_code: 'ko',
          title: '외국인 취업 박람회',
          text: '토요일 코엑스, 무료 입장.',
          status: 'DONE',
          updated_at: '2026-01-01T00:00:00Z',
        },
        {
          feed_id: feedId,
          iso_code: 'vi',
          title: 'Hội chợ việc làm',
          text: 'Thứ bảy tại COEX',
          status: 'PENDING',
          updated_at: '2026-01-01T00:00:00Z',
        },
      ])
      .execute();
    await reindexFeed(server.db, feedId);
    expect(await search('박람회')).toEqual([feedId]);
    expect(await search('코엑스')).toEqual([feedId]);
    expect(await search('Hội chợ')).toEqual([]);
  });

  it('leaves out deleted posts and, for the blocker only, posts by blocked members', async () => {
    const blocked = await addMember(server, { nickname: 'spammer' });
    const blocker = await addMember(server, { nickname: 'blocker' });
    const theirs = await post('Cheap phone plan 특가', 'Call now', blocked);
    const mine = await post('Phone plan advice 특가', 'Which carrier is best?');
    const gone = await post('Old phone plan 특가', 'Deleted');
    await markFeedDeleted(server, gone);
    await block(server, blocker.userId, blocked.userId);
    expect(await search('특가', blocker)).toEqual([mine]);
    expect(await search('특가', searcher)).toEqual([mine, theirs]);
    expect(await search('특가')).toEqual([mine, theirs]);
  });

  it('pages ten at a time, newest first within a rank', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1)
      ids.push(await post(`Language exchange ${i}`, 'Meet at the café'));
    const page1 = await search('exchange');
    const page2 = await search('exchange', undefined, { page: 2 });
    expect(page1).toEqual(ids.slice(2).reverse());
    expect(page2).toEqual(ids.slice(0, 2).reverse());
    expect(await search('exchange', undefined, { page: 3 })).toEqual([]);
    expect(await search('exchange', undefined, { size: 5 })).toEqual(ids.slice(7).reverse());
  });

  it('indexes posts written straight into the database when asked to catch up', async () => {
    const feedId = await addFeed(server, author.userId, {
      title: '캐치업 색인',
      text: '직접 넣은 글',
    });
    expect(await search('캐치업')).toEqual([]);
    expect(await indexMissingFeeds(server.db)).toBe(1);
    expect(await search('캐치업')).toEqual([feedId]);
    expect(await indexMissingFeeds(server.db)).toBe(0);
  });

  it('refuses a missing, blank or over-long term and bad paging with a code', async () => {
    for (const [query, code] of [
      [{ page: 1, size: 10 }, 'VALIDATION'],
      [{ page: 1, size: 10, searchText: '   ' }, 'SEARCH-001'],
      [{ page: 1, size: 10, searchText: 'a'.repeat(101) }, 'SEARCH-002'],
      [{ page: 0, size: 10, searchText: 'seoul' }, 'VALIDATION'],
      [{ page: 1, size: 500, searchText: 'seoul' }, 'VALIDATION'],
      [{ page: 'x', size: 10, searchText: 'seoul' }, 'VALIDATION'],
      [{ page: 1, size: 10, searchText: 'seoul', type: 'other' }, 'VALIDATION'],
    ] as const) {
      const answer = await call(server, 'GET', '/api/feed/searchFeedList', query);
      expect([answer.status, answer.body.code]).toEqual([400, code]);
    }
  });
});

describe('search history', () => {
  const history = async (member?: TestMember) =>
    call<SearchHistoryEntry[]>(
      server,
      'GET',
      '/api/common/getSearchHistoryList',
      { isoCode: 'en' },
      member,
    );
  const remember = (searchText: unknown, member?: TestMember) =>
    call<SearchHistoryEntry[]>(
      server,
      'POST',
      '/api/common/insertSearchHistory',
      { searchText },
      member,
    );
  const forget = (searchText: unknown, member?: TestMember) =>
    call<SearchHistoryEntry[]>(
      server,
      'POST',
      '/api/common/deleteSearchHistory',
      { searchText },
      member,
    );
  const texts = (entries: SearchHistoryEntry[]) => entries.map((entry) => entry.searchText);

  it('keeps each member’s ten newest searches, a repeat moving to the front', async () => {
    const member = await addMember(server);
    for (let i = 1; i <= 12; i += 1) expect((await remember(`term ${i}`, member)).status).toBe(200);
    const listed = await history(member);
    expect(texts(listed.body.data)).toEqual(Array.from({ length: 10 }, (_, i) => `term ${12 - i}`));
    expect(listed.body.data[0]).toMatchObject({ transTextForSearch: null, searchTextVisible: 'Y' });
    expect(listed.body.data[0]?.searchDatetime).toMatch(/Z$/);

    const moved = await remember('  term 5  ', member);
    expect(texts(moved.body.data).slice(0, 2)).toEqual(['term 5', 'term 12']);
    expect(moved.body.data).toHaveLength(10);

    const afterDelete = await forget('term 12', member);
    expect(texts(afterDelete.body.data)).not.toContain('term 12');
    expect(afterDelete.body.data).toHaveLength(9);
    const rows = await server.db
      .selectFrom('search_history')
      .selectAll()
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows).toHaveLength(9);

    // Another member's history is their own.
    expect((await history(searcher)).body.data).toEqual([]);
  });

  it('is for members only, and refuses blank, over-long or unknown terms, writing nothing', async () => {
    const member = await addMember(server);
    await remember('kimchi', member);
    for (const answer of [await history(), await remember('kimchi'), await forget('kimchi')]) {
      expect([answer.status, answer.body.code]).toEqual([401, 'AUTH-002']);
    }
    for (const [answer, status, code] of [
      [await remember('   ', member), 400, 'SEARCH-001'],
      [await remember('b'.repeat(101), member), 400, 'SEARCH-002'],
      [await remember({ text: 'x' }, member), 400, 'VALIDATION'],
      [await forget('never searched', member), 404, 'SEARCH-003'],
      [await forget('', member), 400, 'VALIDATION'],
    ] as const) {
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    expect(texts((await history(member)).body.data)).toEqual(['kimchi']);
  });
});

describe('control characters', () => {
  const searchAnswer = (searchText: string, language = 'en') =>
    fetch(
      `${server.url}/api/feed/searchFeedList?${new URLSearchParams({
        page: '1',
        size: '10',
        searchText,
        isoCode: 'en',
        type: 'search',
      }).toString()}`,
      { headers: { 'accept-language': language } },
    );

  it.each([
    ['a NUL', '\u0000'],
    ['a NUL inside a word', 'vi\u0000sa'],
    ['an escape', '\u001b[2J'],
    ['a C1 control', 'visa\u0085'],
    ['a delete', 'visa\u007f'],
  ])('a term with %s answers 400 SEARCH-004', async (_, term) => {
    await post('Visa office hours', 'The visa office opens at nine.');
    const answer = await searchAnswer(term);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      result: false,
      code: 'SEARCH-004',
      message: expect.stringContaining('control character'),
    });
  });

  it('says so in the reader’s language, and refuses it in the recent searches too', async () => {
    const answer = await searchAnswer('\u0000', 'ko');
    expect(((await answer.json()) as { message: string }).message).toContain('제어 문자');
    for (const path of ['/api/common/insertSearchHistory', '/api/common/deleteSearchHistory']) {
      const refused = await call(server, 'POST', path, { searchText: 'a\u0000' }, searcher);
      expect([path, refused.status, refused.body.code]).toEqual([path, 400, 'SEARCH-004']);
    }
  });

  it('reads a tab or a line break in a pasted term as a space', async () => {
    const feedId = await post('Seoul subway map', 'Line two goes round.');
    expect(await search('subway\tmap')).toContain(feedId);
  });
});
