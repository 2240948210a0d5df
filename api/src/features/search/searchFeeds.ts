import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/db.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { visibleFeeds } from '../feeds/feedQuery.ts';
import type { Viewer } from '../feeds/viewer.ts';
import { normaliseForSearch } from './searchIndex.ts';
import { bigrams } from './bigrams.ts';
import { stemmerOf, stemsOf, type StemmerName } from './stems.ts';

/** At most this many words of a search are used. */
const MAX_TERMS = 8;

/** The words of a search, normalised as the index is, without repeats. */
export function searchTerms(searchText: string): string[] {
  const words = normaliseForSearch(searchText).split(/\s+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** The stems of each term of a search, by one stemmer; [] for a term that has none. */
export interface TermStems {
  stemmer: StemmerName;
  stems: string[][];
}

/**
 * The terms stemmed in the reader's language (an interface language code): null when that
 * language has no stemmer, or when no term has a word in its script (a Korean search by an
 * English reader), and the search then matches words as typed only.
 */
export function termStems(terms: string[], language: string | null | undefined): TermStems | null {
  const stemmer = stemmerOf(language);
  if (!stemmer) return null;
  const stems = terms.map((term) => stemsOf(stemmer, term));
  return stems.some((termStems) => termStems.length > 0) ? { stemmer, stems } : null;
}

/**
 * `column LIKE '%term%'`. Without wildcard characters in the term the LIKE is written
 * plainly, which SQLite answers from the trigram index (an ESCAPE clause would turn
 * that off); a term holding % or _ is escaped. Both forms are standard SQL.
 */
function contains(column: 's.title' | 's.body', term: string): RawBuilder<boolean> {
  const ref = sql.ref(column);
  if (!/[%_\\]/u.test(term)) return sql<boolean>`${ref} like ${`%${term}%`}`;
  const escaped = term.replace(/[\\%_]/gu, (char) => `\\${char}`);
  return sql<boolean>`${ref} like ${`%${escaped}%`} escape '\\'`;
}

type GramIndex = 'feed_search_bigrams' | 'feed_search_title_bigrams';

/**
 * The rows of a bigram index (0020, 0080) holding every bigram of at least one of
 * `groups`: an FTS5 MATCH on SQLite; on PostgreSQL array containment on the GIN-indexed
 * array column.
 */
function holdsGrams(db: Db, index: GramIndex, groups: string[][]): RawBuilder<boolean> {
  if (isPostgres(db)) {
    return any(groups.map((grams) => sql<boolean>`${sql.ref('gram_list')} @> ${grams}::text[]`));
  }
  const match =
    groups.length === 1 ? allOf(groups[0] ?? []) : groups.map((g) => `(${allOf(g)})`).join(' OR ');
  return sql<boolean>`${sql.table(index)} match ${match}`;
}

/** The ids of the posts whose bigrams (title, body and translations) include all of `grams`. */
export function bigramCandidates(db: Db, grams: string[]) {
  return db
    .selectFrom('feed_search_bigrams')
    .select('rowid')
    .where(holdsGrams(db, 'feed_search_bigrams', [grams]));
}

/** A query of post ids, in a column named `rowid` whatever index it reads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables read differ; the answer does not
type PostIds = SelectQueryBuilder<Database, any, { rowid: number }>;

/**
 * A title stem, as the condition of the partial index of title stems (0140): a literal,
 * since SQLite only uses a partial index for a query it can see implies it.
 */
const IN_TITLE = sql.lit(1);

/**
 * The posts holding every stem of one term (in a title when `inTitle`), from the stem
 * index (0140) through its primary key, or its title index.
 */
function stemCandidates(db: Db, stemmer: StemmerName, stems: string[], inTitle: boolean): PostIds {
  const holding = (stem: string) => {
    const rows = db
      .selectFrom('feed_search_stems')
      .select('feed_id as rowid')
      .where('stemmer', '=', stemmer)
      .where('stem', '=', stem);
    return inTitle ? rows.where('in_title', '=', IN_TITLE) : rows;
  };
  const [first = '', ...rest] = stems;
  return rest.reduce((ids, stem) => ids.where('feed_id', 'in', holding(stem)), holding(first));
}

/**
 * The posts that may hold one term (in a title when `inTitle`) by the indexes: all of its
 * bigrams, or all of its stems. A superset: LIKE and the stem rows decide.
 */
function termCandidates(
  db: Db,
  term: string,
  stems: { stemmer: StemmerName; stems: string[] },
  inTitle: boolean,
): PostIds {
  const index = inTitle ? 'feed_search_title_bigrams' : 'feed_search_bigrams';
  const byGrams = db
    .selectFrom(index)
    .select('rowid')
    .where(holdsGrams(db, index, [bigrams(term)]));
  if (stems.stems.length === 0) return byGrams;
  return byGrams.union(stemCandidates(db, stems.stemmer, stems.stems, inTitle));
}

/**
 * How many posts are in all of `sets`. One set is counted as it stands (from its index
 * alone); several are read once each, as the lists of INs on the posts: counting one set
 * with the others as IN conditions let SQLite push those into the FTS5 arms of a UNION, one
 * MATCH per listed post, a second where this takes milliseconds.
 */
async function countAll(db: Db, [first, ...rest]: PostIds[]): Promise<number> {
  if (!first) return 0;
  const count = sql<number>`count(*)`.as('n');
  const query =
    rest.length === 0
      ? db.selectFrom(first.as('c')).select(count)
      : [first, ...rest].reduce(
          (posts, set) => posts.where('feed_id', 'in', set),
          db.selectFrom('feeds').select(count),
        );
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Whether the post of the `feed_search as s` row holds every stem of a term, in a title
 * when `inTitle`: one primary-key lookup per stem.
 */
function holdsStems(
  db: Db,
  stemmer: StemmerName,
  stems: string[],
  inTitle: boolean,
): RawBuilder<boolean> {
  return all(
    stems.map((stem) => {
      const row = db
        .selectFrom('feed_search_stems as st')
        .select('st.feed_id')
        .where('st.stemmer', '=', stemmer)
        .where('st.stem', '=', stem)
        .where(sql<boolean>`${sql.ref('st.feed_id')} = ${sql.ref('s.rowid')}`);
      return sql<boolean>`exists ${inTitle ? row.where('st.in_title', '=', IN_TITLE) : row}`;
    }),
  );
}

const all = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` and `)})`;
const any = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` or `)})`;

type Ranking = ReturnType<typeof ranking>;

/**
 * The search's words as conditions on `feed_search as s`, and its rank expression. Words
 * matched as typed rank first, as they always did: 0 every word in the title, 1 some word
 * in the title, 2 the rest. With stems, a post that needs a stem for some word comes after
 * all of those, ranked the same way among its kind (3, 4, 5); a word counts as in the title
 * when the title holds it as typed or holds its stem.
 */
function ranking(db: Db, terms: string[], stems: TermStems | null = null) {
  const exactTitle = terms.map((term) => contains('s.title', term));
  const exact = terms.map((term) => any([contains('s.title', term), contains('s.body', term)]));
  const exactRank = sql<number>`case when ${all(exactTitle)} then 0 when ${any(exactTitle)} then 1 else 2 end`;
  if (!stems) return { matches: all(exact), rank: exactRank };
  const orStem = (asTyped: RawBuilder<boolean>, i: number, inTitle: boolean) => {
    const termStems = stems.stems[i] ?? [];
    if (termStems.length === 0) return asTyped;
    return any([asTyped, holdsStems(db, stems.stemmer, termStems, inTitle)]);
  };
  const inTitle = exactTitle.map((asTyped, i) => orStem(asTyped, i, true));
  const anywhere = exact.map((asTyped, i) => orStem(asTyped, i, false));
  return {
    matches: all(anywhere),
    rank: sql<number>`case when ${all(exact)} then ${exactRank} when ${all(inTitle)} then 3 when ${any(inTitle)} then 4 else 5 end`,
  };
}

/** FTS5 query text: every bigram given, all required. */
const allOf = (grams: string[]) => grams.map((gram) => `"${gram}"`).join(' ');

/**
 * A walk of the newest posts is tried first when it should find the page within this many
 * posts; past it, the candidates of the index are ranked and sorted instead.
 */
const WALK_LIMIT = 4000;

/** One rank of a search: how to rank a row, and the posts that may hold the rank. */
interface RankPlan {
  rank: number;
  order: Ranking;
  /** The posts the indexes give this rank at most (a superset), judging its density. */
  count: () => Promise<number>;
  /** Sets of posts by the indexes that every post of the rank is in. */
  candidates: PostIds[];
}

/**
 * The ranks of words matched as typed (0, 1, 2), each with its candidates in the bigram
 * indexes: every bigram in the title index; some word's bigrams in the title index; every
 * bigram in the index of title and body.
 */
function exactPlans(db: Db, terms: string[]): RankPlan[] {
  const order = ranking(db, terms);
  const grams = [...new Set(terms.flatMap(bigrams))];
  const titleAny = terms.map(bigrams);
  const inIndex = (index: GramIndex, groups: string[][]) =>
    db
      .selectFrom(index)
      .select('rowid')
      .where(holdsGrams(db, index, groups));
  const countIn = (index: GramIndex, groups: string[][]) => async () => {
    const { n } = await db
      .selectFrom(index)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(holdsGrams(db, index, groups))
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  const title = 'feed_search_title_bigrams' as const;
  const body = 'feed_search_bigrams' as const;
  const exactly = trigramsDecide(db, terms) ? trigramCandidates(db, terms, order) : null;
  // A rank no post holds (a rare word of common pairs) is told by the trigram index at once,
  // and neither counted nor walked.
  const held = (candidates: PostIds[] | undefined, count: () => Promise<number>) =>
    candidates ? async () => ((await anyOf(candidates)) ? count() : 0) : count;
  const anyOf = async ([first]: PostIds[]) =>
    first ? (await first.limit(1).executeTakeFirst()) !== undefined : false;
  return [
    {
      rank: 0,
      order,
      count: held(exactly?.allInTitle, countIn(title, [grams])),
      candidates: exactly?.allInTitle ?? [inIndex(title, [grams]), bigramCandidates(db, grams)],
    },
    {
      rank: 1,
      order,
      count: held(exactly?.someInTitle, countIn(title, titleAny)),
      candidates: exactly?.someInTitle ?? [inIndex(title, titleAny), bigramCandidates(db, grams)],
    },
    {
      rank: 2,
      order,
      count: held(exactly?.anywhere, countIn(body, [grams])),
      candidates: exactly?.anywhere ?? [inIndex(body, [grams])],
    },
  ];
}

/**
 * Whether SQLite's trigram index (feed_search, 0005) can answer the words' LIKEs itself:
 * every word of three characters or more, none escaped (an ESCAPE clause turns the index
 * off). It then finds the posts holding a word exactly, where the bigram indexes give every
 * post holding the word's pairs anywhere: "visas" has 18,464 bigram candidates in 100,000
 * posts and no post holding it, which the trigram index says in a millisecond.
 */
function trigramsDecide(db: Db, terms: string[]): boolean {
  return (
    !isPostgres(db) && terms.every((term) => Array.from(term).length >= 3 && !/[%_\\]/u.test(term))
  );
}

/** The posts whose `feed_search as s` row meets `condition`, from the trigram index. */
function trigramIds(db: Db, condition: RawBuilder<boolean>): PostIds {
  return db.selectFrom('feed_search as s').select('s.rowid as rowid').where(condition);
}

/**
 * The posts of each exact rank as the trigram index finds them. The bigram counts still
 * judge a rank's density (a common word's trigram answer means reading its every post);
 * these replace the bigram candidates where a rank is sorted, which is where a word whose
 * pairs are common but which is itself rare cost a sort of thousands of candidates.
 */
function trigramCandidates(db: Db, terms: string[], order: Ranking) {
  const allInTitle = all(terms.map((term) => contains('s.title', term)));
  const someInTitle = any(terms.map((term) => contains('s.title', term)));
  return {
    allInTitle: [trigramIds(db, allInTitle)],
    someInTitle: [trigramIds(db, all([someInTitle, order.matches]))],
    anywhere: [trigramIds(db, order.matches)],
  };
}

/**
 * The ranks that need stems (3, 4, 5), each with its candidates: per word, the posts
 * holding its bigrams or its stems (in the title indexes for 3 and 4), all words for 3
 * and 5, some word in the title for 4; and some word by its stem. Posts matched as typed
 * may be among them; the rank expression leaves them to their own ranks.
 */
function stemPlans(db: Db, terms: string[], stems: TermStems): RankPlan[] {
  const order = ranking(db, terms, stems);
  const hits = (inTitle: boolean) =>
    terms.map((term, i) => {
      const termStems = stems.stems[i] ?? [];
      // One word: a post that needs its stem does not hold it as typed, so the stem
      // index alone finds it (the bigram indexes, read already, would only add cost).
      if (terms.length === 1) return stemCandidates(db, stems.stemmer, termStems, inTitle);
      return termCandidates(db, term, { stemmer: stems.stemmer, stems: termStems }, inTitle);
    });
  const union = ([first, ...rest]: PostIds[]) =>
    first ? [rest.reduce((joined, set) => joined.union(set), first)] : [];
  const inTitle = hits(true);
  const anywhere = hits(false);
  const someInTitle = union(inTitle);
  const someByStem =
    terms.length === 1
      ? []
      : union(
          stems.stems.flatMap((termStems) =>
            termStems.length > 0 ? [stemCandidates(db, stems.stemmer, termStems, false)] : [],
          ),
        );
  return [
    {
      rank: 3,
      order,
      count: () => countAll(db, inTitle),
      candidates: [...inTitle, ...someByStem],
    },
    {
      rank: 4,
      order,
      count: () => countAll(db, someInTitle),
      candidates: [...someInTitle, ...anywhere, ...someByStem],
    },
    {
      rank: 5,
      order,
      count: () => countAll(db, anywhere),
      candidates: [...anywhere, ...someByStem],
    },
  ];
}

/** Whether the stem index holds any stem of the search: with none, no post needs one. */
async function anyStemIndexed(db: Db, stems: TermStems): Promise<boolean> {
  const row = await db
    .selectFrom('feed_search_stems')
    .select('feed_id')
    .where('stemmer', '=', stems.stemmer)
    .where('stem', 'in', [...new Set(stems.stems.flat())])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How to search: the reader's language (stems), and switches for tests. */
export interface SearchOptions {
  /** The reader's interface language: search words are stemmed in it. None: as typed only. */
  language?: string | null;
  /** false: no bigram or stem index to find candidates, every post is checked (tests). */
  useBigrams?: boolean;
  /** Walk the newest posts up to this many; 0: always sort the candidates (tests). */
  walkLimit?: number;
}

/**
 * One page of ids of the posts the viewer may see that contain every word of the search
 * in their title or text, original or translated, as typed or (in the reader's language)
 * by stem. Ranked: every word in the title first, then some word in the title, then
 * body-only matches; newest first within a rank; posts that need a stem after all that
 * match as typed, ranked the same way among themselves (ranking above).
 *
 * A common word is in thousands of posts, and ranking them all to return ten cost 40 ms.
 * So each rank is read on its own, only as far as the page needs: counting its candidates
 * in the indexes (cheap) tells how dense it is; a dense rank is read by walking the newest
 * posts and stopping at the page (a few hundred rows), a sparse one by sorting its few
 * candidates. A walk that comes up short falls back to the sort, so the answer is always
 * the same as ranking everything (the comparison tests hold it to the plain scan).
 */
export async function searchFeedIds(
  db: Db,
  viewer: Viewer | null,
  searchText: string,
  paging: { page: number; size: number },
  options: SearchOptions = {},
): Promise<number[]> {
  const terms = searchTerms(searchText);
  if (terms.length === 0) return [];
  // Single characters have no bigram: such searches are rare, and ranked in one query.
  if (options.useBigrams === false || terms.some((term) => Array.from(term).length < 2)) {
    const query = searchFeedQuery(db, viewer, searchText, paging, options);
    return query ? (await query.execute()).map((row) => row.feed_id) : [];
  }
  const walkLimit = options.walkLimit ?? WALK_LIMIT;
  const need = paging.page * paging.size;
  // One word: in the title or not, no rank for some words in the title.
  const oneWord = (plans: RankPlan[]) =>
    plans.filter((plan) => terms.length > 1 || (plan.rank !== 1 && plan.rank !== 4));
  const { newest } = await db
    .selectFrom('feeds')
    .select((eb) => eb.fn.max('feed_id').as('newest'))
    .executeTakeFirstOrThrow();
  const posts = newest ?? 0;
  const ids: number[] = [];
  const read = async (plan: RankPlan) => {
    const want = need - ids.length;
    const n = await plan.count();
    if (n === 0) return;
    // Enough of the newest posts to hold `want` of this rank three times over, on average.
    const walk = Math.ceil((3 * want * posts) / n);
    let found =
      walk <= walkLimit
        ? await walkNewest(db, viewer, plan.order, plan.rank, walk, want)
        : undefined;
    if (found === undefined || found.length < want) {
      const candidates = plan.candidates.reduce(
        (query, set) => query.where('f.feed_id', 'in', set),
        visibleFeeds(db, viewer),
      );
      const rows = await candidates
        .innerJoin('feed_search as s', 's.rowid', 'f.feed_id')
        .where(plan.order.matches)
        .where(plan.order.rank, '=', plan.rank)
        .select('f.feed_id')
        .orderBy('f.created_at', 'desc')
        .orderBy('f.feed_id', 'desc')
        .limit(want)
        .execute();
      found = rows.map((row) => row.feed_id);
    }
    ids.push(...found);
  };
  for (const plan of oneWord(exactPlans(db, terms))) {
    if (ids.length >= need) break;
    await read(plan);
  }
  const stems = termStems(terms, options.language);
  if (stems && ids.length < need && (await anyStemIndexed(db, stems))) {
    for (const plan of oneWord(stemPlans(db, terms, stems))) {
      if (ids.length >= need) break;
      await read(plan);
    }
  }
  return ids.slice((paging.page - 1) * paging.size, need);
}

/**
 * The newest `want` posts of one rank among the `walk` newest posts the viewer may see,
 * read through the newest-first index; fewer when the walk was too short.
 */
async function walkNewest(
  db: Db,
  viewer: Viewer | null,
  order: Ranking,
  rank: number,
  walk: number,
  want: number,
): Promise<number[]> {
  const newest = visibleFeeds(db, viewer)
    .select(['f.feed_id', 'f.created_at'])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.feed_id', 'desc')
    .limit(walk);
  // CROSS JOIN keeps the walk the outer loop in SQLite (each post's entry then looked up by
  // rowid); an inner join let the planner match LIKE through the trigram index over every
  // post first. Elsewhere it is an ordinary join.
  const rows = await db
    .selectFrom(newest.as('w'))
    .crossJoin('feed_search as s')
    .whereRef('s.rowid', '=', 'w.feed_id')
    .where(order.matches)
    .where(order.rank, '=', rank)
    .select('w.feed_id')
    .orderBy('w.created_at', 'desc')
    .orderBy('w.feed_id', 'desc')
    .limit(want)
    .execute();
  return rows.map((row) => row.feed_id);
}

/**
 * All ranks in one query, sorting every candidate (null when the search has no words):
 * for searches with a single-character word. `useBigrams: false` leaves out the bigram
 * and stem indexes: the scan they replaced, kept to compare results with.
 */
export function searchFeedQuery(
  db: Db,
  viewer: Viewer | null,
  searchText: string,
  paging: { page: number; size: number },
  options: Pick<SearchOptions, 'language' | 'useBigrams'> = {},
) {
  const terms = searchTerms(searchText);
  if (terms.length === 0) return null;
  const stems = termStems(terms, options.language);
  const order = ranking(db, terms, stems);
  let query = visibleFeeds(db, viewer);
  if (options.useBigrams !== false && !stems) {
    // Every bigram of every term of two characters or more: the posts holding them all are
    // the candidates; LIKE keeps the exact matches.
    const grams = [...new Set(terms.flatMap(bigrams))];
    if (grams.length > 0) query = query.where('f.feed_id', 'in', bigramCandidates(db, grams));
  } else if (options.useBigrams !== false && stems) {
    // Per term of two characters or more: its bigrams, or its stems.
    terms.forEach((term, i) => {
      if (Array.from(term).length < 2) return;
      const termStems = { stemmer: stems.stemmer, stems: stems.stems[i] ?? [] };
      query = query.where('f.feed_id', 'in', termCandidates(db, term, termStems, false));
    });
  }
  return query
    .innerJoin('feed_search as s', 's.rowid', 'f.feed_id')
    .where(order.matches)
    .select(['f.feed_id', order.rank.as('search_rank')])
    .orderBy('search_rank')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.feed_id', 'desc')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
}
