import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/db.ts';
import { isPostgres } from '../../db/dialect.ts';
import { visibleFeeds } from '../feeds/feedQuery.ts';
import type { Viewer } from '../feeds/viewer.ts';
import { normaliseForSearch } from './searchIndex.ts';
import { bigrams } from './bigrams.ts';

/** At most this many words of a search are used. */
const MAX_TERMS = 8;

/** The words of a search, normalised as the index is, without repeats. */
export function searchTerms(searchText: string): string[] {
  const words = normaliseForSearch(searchText).split(/\s+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
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

const all = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` and `)})`;
const any = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` or `)})`;

type Ranking = ReturnType<typeof ranking>;

/** The search's words as conditions on `feed_search as s`, and its rank expression. */
function ranking(terms: string[]) {
  const inTitle = terms.map((term) => contains('s.title', term));
  return {
    matches: all(terms.map((term) => any([contains('s.title', term), contains('s.body', term)]))),
    rank: sql<number>`case when ${all(inTitle)} then 0 when ${any(inTitle)} then 1 else 2 end`,
  };
}

/** FTS5 query text: every bigram given, all required. */
const allOf = (grams: string[]) => grams.map((gram) => `"${gram}"`).join(' ');

/**
 * A walk of the newest posts is tried first when it should find the page within this many
 * posts; past it, the candidates of the index are ranked and sorted instead.
 */
const WALK_LIMIT = 4000;

/**
 * One page of ids of the posts the viewer may see that contain every word of the search
 * in their title or text, original or translated. Ranked: every word in the title first,
 * then some word in the title, then body-only matches; newest first within a rank.
 *
 * A common word is in thousands of posts, and ranking them all to return ten cost 40 ms.
 * So each rank is read on its own, only as far as the page needs: counting its candidates
 * in the bigram indexes (cheap) tells how dense it is; a dense rank is read by walking the
 * newest posts and stopping at the page (a few hundred rows), a sparse one by sorting its
 * few candidates. A walk that comes up short falls back to the sort, so the answer is
 * always the same as ranking everything (the comparison test holds it to the old scan).
 */
export async function searchFeedIds(
  db: Db,
  viewer: Viewer | null,
  searchText: string,
  paging: { page: number; size: number },
  options: { useBigrams?: boolean; walkLimit?: number } = {},
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
  const grams = [...new Set(terms.flatMap(bigrams))];
  const titleAny = terms.map(bigrams);
  const ranks = [
    { rank: 0, index: 'feed_search_title_bigrams' as const, groups: [grams] },
    { rank: 1, index: 'feed_search_title_bigrams' as const, groups: titleAny },
    { rank: 2, index: 'feed_search_bigrams' as const, groups: [grams] },
  ].filter((r) => terms.length > 1 || r.rank !== 1); // one word: in the title or not
  const { newest } = await db
    .selectFrom('feeds')
    .select((eb) => eb.fn.max('feed_id').as('newest'))
    .executeTakeFirstOrThrow();
  const posts = newest ?? 0;
  const order = ranking(terms);
  const ids: number[] = [];
  for (const { rank, index, groups } of ranks) {
    const want = need - ids.length;
    if (want <= 0) break;
    const { n } = await db
      .selectFrom(index)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(holdsGrams(db, index, groups))
      .executeTakeFirstOrThrow();
    if (n === 0) continue;
    // Enough of the newest posts to hold `want` of this rank three times over, on average.
    const walk = Math.ceil((3 * want * posts) / n);
    let found =
      walk <= walkLimit ? await walkNewest(db, viewer, order, rank, walk, want) : undefined;
    if (found === undefined || found.length < want) {
      let candidates = visibleFeeds(db, viewer).where(
        'f.feed_id',
        'in',
        db
          .selectFrom(index)
          .select('rowid')
          .where(holdsGrams(db, index, groups)),
      );
      if (index !== 'feed_search_bigrams') {
        candidates = candidates.where('f.feed_id', 'in', bigramCandidates(db, grams));
      }
      const rows = await candidates
        .innerJoin('feed_search as s', 's.rowid', 'f.feed_id')
        .where(order.matches)
        .where(order.rank, '=', rank)
        .select('f.feed_id')
        .orderBy('f.created_at', 'desc')
        .orderBy('f.feed_id', 'desc')
        .limit(want)
        .execute();
      found = rows.map((row) => row.feed_id);
    }
    ids.push(...found);
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
 * index: the scan it replaced, kept to compare results with.
 */
export function searchFeedQuery(
  db: Db,
  viewer: Viewer | null,
  searchText: string,
  paging: { page: number; size: number },
  options: { useBigrams?: boolean } = {},
) {
  const terms = searchTerms(searchText);
  if (terms.length === 0) return null;
  const order = ranking(terms);
  // Every bigram of every term of two characters or more: the posts holding them all are
  // the candidates; LIKE keeps the exact matches.
  const grams = options.useBigrams === false ? [] : [...new Set(terms.flatMap(bigrams))];
  let query = visibleFeeds(db, viewer);
  if (grams.length > 0) query = query.where('f.feed_id', 'in', bigramCandidates(db, grams));
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
