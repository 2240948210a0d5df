import type { FeedItem } from '@kfeed/contracts/feed';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import {
  addFeed,
  addMember,
  call,
  markFeedDeleted,
  type TestMember,
} from '../../testing/contentFixtures.ts';
import { reindexFeed } from './searchIndex.ts';
import { postStems, stemmerOf, stemsOf } from './stems.ts';
import { termStems } from './searchFeeds.ts';

describe('stems', () => {
  it('gives the inflected forms of a word one stem, per language', () => {
    expect(['виза', 'визы', 'визу', 'визой'].map((word) => stemsOf('ru', word))).toEqual([
      ['виз'],
      ['виз'],
      ['виз'],
      ['виз'],
    ]);
    expect(stemsOf('en', 'visas')).toEqual(stemsOf('en', 'visa'));
    expect(stemsOf('en', 'renting')).toEqual(['rent']);
    expect(stemsOf('id', 'perjalanan')).toEqual(stemsOf('id', 'berjalan'));
  });

  it('stems Malay as Indonesian, and Filipino, Uzbek, Korean and the rest not at all', () => {
    expect(stemmerOf('ms')).toBe('id');
    expect(['fil', 'uz', 'ko', 'ja', 'zh-CN', 'mn', null].map(stemmerOf)).toEqual(
      Array.from({ length: 7 }, () => null),
    );
  });

  it('leaves out words in another script, single letters and over-long runs', () => {
    expect(stemsOf('en', 'the 맛집 in seoul, a x')).toEqual(['the', 'in', 'seoul']);
    expect(stemsOf('ru', 'визы visas')).toEqual(['виз']);
    expect(stemsOf('en', `link ${'a'.repeat(41)}`)).toEqual(['link']);
    // A search in Korean by an English reader has nothing to stem.
    expect(termStems(['맛집'], 'en')).toBeNull();
    expect(termStems(['맛집', 'visas'], 'en')).toEqual({ stemmer: 'en', stems: [[], ['visa']] });
  });

  it('marks the stems a title holds, over every text of a post', () => {
    const stems = postStems([
      { language: 'ru', title: 'продление визы', body: 'нужна виза' },
      { language: 'en', title: 'visa extension', body: 'renew my visa' },
      { language: 'fil', title: 'visa', body: 'pagpapalawig' },
    ]);
    const by = (stemmer: string, stem: string) =>
      stems.find((s) => s.stemmer === stemmer && s.stem === stem);
    expect(by('ru', 'виз')).toEqual({ stemmer: 'ru', stem: 'виз', inTitle: true });
    expect(by('ru', 'нужн')?.inTitle).toBe(false);
    expect(by('en', 'visa')?.inTitle).toBe(true);
    expect(by('en', 'renew')?.inTitle).toBe(false);
    // Filipino text adds nothing.
    expect(stems.some((s) => s.stem.startsWith('pagpa'))).toBe(false);
  });
});

let server: TestServer;
let author: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  author = await addMember(server, { nickname: 'writer' });
}, 30_000);
afterAll(() => server.close(), 30_000);

interface Translation {
  iso: string;
  title: string;
  text: string;
  status?: 'DONE' | 'PENDING';
}

/** A post as the API leaves it: stored, translated as given, then indexed. A second newer each. */
async function post(
  title: string,
  text: string,
  language: string | null,
  translations: Translation[] = [],
) {
  server.clock.advance(1000);
  const feedId = await addFeed(server, author.userId, { title, text, language });
  if (translations.length > 0) {
    await server.db
      .insertInto('feed_translations')
      .values(
        translations.map((t) => ({
          feed_id: feedId,
          iso_code: t.iso,
          title: t.title,
          text: t.text,
          status: t.status ?? 'DONE',
          updated_at: '2026-01-01T00:00:00Z',
        })),
      )
      .execute();
  }
  await reindexFeed(server.db, feedId);
  return feedId;
}

/** The ids found for a search by a reader of `isoCode`, as the search screen asks. */
async function search(searchText: string, isoCode: string, paging = { page: 1, size: 10 }) {
  const answer = await call<FeedItem[]>(server, 'GET', '/api/feed/searchFeedList', {
    ...paging,
    searchText,
    isoCode,
    type: 'search',
  });
  expect(answer.status).toBe(200);
  return answer.body.data.map((item) => item.feedId);
}

describe('search by word stems', () => {
  it('finds the same posts for виза, визы and визу, the word as typed first', async () => {
    const inTitle = await post('Продление визы', 'Как продлить визу в Сеуле?', 'ru');
    const typed = await post('Виза D-10', 'Нужна помощь с документами', 'ru');
    await post('Работа в Пусане', 'Ищу подработку на выходные', 'ru');
    // "виза" as typed is in one title; the other title holds it as "визы" (its stem).
    expect(await search('виза', 'ru')).toEqual([typed, inTitle]);
    expect(await search('визы', 'ru')).toEqual([inTitle, typed]);
    // As typed in a text only, it still ranks above a title holding its stem.
    expect(await search('визу', 'ru')).toEqual([inTitle, typed]);
    // Neither as typed: both by stem in the title, the newer first.
    expect(await search('визой', 'ru')).toEqual([typed, inTitle]);
    // The part of the word that search always found is found as before.
    expect(await search('виз', 'ru')).toEqual([typed, inTitle]);
  });

  it("stems in the reader's language only", async () => {
    const russian = await post('Нужна справка', 'Справку дают в районном офисе', 'ru');
    expect(await search('справки', 'ru')).toEqual([russian]);
    // An English reader's search is not stemmed as Russian: only the word as typed.
    expect(await search('справки', 'en')).toEqual([]);
    expect(await search('справку', 'en')).toEqual([russian]);
  });

  it('finds visa posts for "visas" and rent posts for "renting"', async () => {
    const visa = await post('Visa extension', 'Where do I renew it?', 'en');
    const rent = await post('Room for rent', 'Near Hongdae, 500k a month', 'en');
    expect(await search('visas', 'en')).toEqual([visa]);
    expect(await search('renting', 'en')).toEqual([rent]);
    // Every word must match, as typed or by its stem.
    expect(await search('rented room', 'en')).toEqual([rent]);
    expect(await search('rented visas', 'en')).toEqual([]);
  });

  it('ranks a post with the word as typed above a newer one whose title holds only its stem', async () => {
    const typed = await post('Concert night', 'Selling two tickets for Saturday', 'en');
    const stemmed = await post('Ticket wanted', 'For the Saturday concert', 'en');
    const typedInTitle = await post('Tickets for the musical', 'Two seats', 'en');
    expect(await search('tickets', 'en')).toEqual([typedInTitle, typed, stemmed]);
    // Paged across the two kinds.
    expect(await search('tickets', 'en', { page: 2, size: 2 })).toEqual([stemmed]);
    expect(await search('tickets', 'en', { page: 1, size: 2 })).toEqual([typedInTitle, typed]);
    // Two words: both as typed (one in the title) before a post that needs a stem for one.
    expect(await search('tickets concert', 'en')).toEqual([typed, stemmed]);
  });

  it('stems Indonesian, and Malay by the same stemmer', async () => {
    const indonesian = await post('Perjalanan ke Busan', 'Naik kereta dari Seoul', 'id');
    const malay = await post('Saya berjalan ke pasar', 'Pasar malam di Itaewon', 'ms');
    expect(await search('berjalan', 'id')).toEqual([malay, indonesian]);
    expect(await search('perjalanan', 'ms')).toEqual([indonesian, malay]);
  });

  it('stems every finished translation in its own language, and follows their changes', async () => {
    const feedId = await post('비자 연장 방법', '출입국 사무소에 가야 해요', 'ko', [
      { iso: 'ru', title: 'Как продлить визу', text: 'Нужно идти в иммиграционный офис' },
      {
        iso: 'en',
        title: 'Extending visas',
        text: 'Go to the immigration office',
        status: 'PENDING',
      },
    ]);
    expect(await search('виза', 'ru')).toContain(feedId);
    // Translations still pending are not searched.
    expect(await search('visa', 'en')).not.toContain(feedId);

    await server.db
      .updateTable('feed_translations')
      .set({ status: 'DONE' })
      .where('feed_id', '=', feedId)
      .where('iso_code', '=', 'en')
      .execute();
    await server.db
      .deleteFrom('feed_translations')
      .where('feed_id', '=', feedId)
      .where('iso_code', '=', 'ru')
      .execute();
    await reindexFeed(server.db, feedId);
    expect(await search('visa', 'en')).toContain(feedId);
    expect(await search('виза', 'ru')).not.toContain(feedId);
  });

  it('restems a post whose language is corrected, and forgets a deleted one', async () => {
    const feedId = await post('Нужен переводчик', 'Ищу переводчиков на субботу', null);
    // Language unknown: no stemmer, only the words as typed.
    expect(await search('переводчика', 'ru')).toEqual([]);
    await server.db
      .updateTable('feeds')
      .set({ detected_language_code: 'ru' })
      .where('feed_id', '=', feedId)
      .execute();
    await reindexFeed(server.db, feedId);
    expect(await search('переводчика', 'ru')).toEqual([feedId]);
    await markFeedDeleted(server, feedId);
    await reindexFeed(server.db, feedId);
    expect(await search('переводчика', 'ru')).toEqual([]);
    const rows = await server.db
      .selectFrom('feed_search_stems')
      .select('stem')
      .where('feed_id', '=', feedId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps one row per stem and post, with the stemmer and the title mark', async () => {
    const feedId = await post('Visa, visas', 'Visa office', 'en', [
      { iso: 'ms', title: 'Visa pelajar', text: 'Pejabat visa' },
    ]);
    const rows = await server.db
      .selectFrom('feed_search_stems')
      .select(['stemmer', 'stem', 'in_title'])
      .where('feed_id', '=', feedId)
      .orderBy('stemmer')
      .orderBy('stem')
      .execute();
    expect(rows).toEqual([
      { stemmer: 'en', stem: 'offic', in_title: 0 },
      { stemmer: 'en', stem: 'visa', in_title: 1 },
      { stemmer: 'id', stem: 'ajar', in_title: 1 },
      { stemmer: 'id', stem: 'jabat', in_title: 0 },
      { stemmer: 'id', stem: 'visa', in_title: 1 },
    ]);
  });
});
