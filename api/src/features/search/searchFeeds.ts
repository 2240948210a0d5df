import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
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

/**
 * The ids of the posts whose bigrams include every one of `grams`: an FTS5 MATCH on SQLite,
 * and on PostgreSQL array containment on the GIN-indexed array column of 0020.
 */
export function bigramCandidates(db: Db, grams: string[]) {
  const holdsAll = isPostgres(db)
    ? sql<boolean>`gram_list @> ${grams}::text[]`
    : sql<boolean>`feed_search_bigrams match ${grams.map((gram) => `"${gram}"`).join(' ')}`;
  return db.selectFrom('feed_search_bigrams').select('rowid').where(holdsAll);
}

const all = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` and `)})`;
const any = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` or `)})`;

/**
 * One page of ids of the posts the viewer may see that contain every word of the search
 * in their title or text, original or translated. Ranked: every word in the title first,
 * then some word in the title, then body-only matches; newest first within a rank.
 */
export async function searchFeedIds(
  db: Db,
  viewer: Viewer | null,
  searchText: string,
  paging: { page: number; size: number },
  options: { useBigrams?: boolean } = {},
): Promise<number[]> {
  const query = searchFeedQuery(db, viewer, searchText, paging, options);
  if (!query) return [];
  const rows = await query.execute();
  return rows.map((row) => row.feed_id);
}

/**
 * The query behind searchFeedIds (null when the search has no words). `useBigrams: false`
 * leaves out the bigram index: the scan it replaced, kept to compare results with.
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
  const inTitle = terms.map((term) => contains('s.title', term));
  const rank = sql<number>`case when ${all(inTitle)} then 0 when ${any(inTitle)} then 1 else 2 end`;
  // Every bigram of every term of two characters or more: the posts holding them all are
  // the candidates (found in feed_search_bigrams); LIKE below keeps the exact matches.
  // Searches of single characters only are rare and left to the scan.
  const grams = options.useBigrams === false ? [] : [...new Set(terms.flatMap(bigrams))];
  let query = visibleFeeds(db, viewer);
  if (grams.length > 0) {
    query = query.where('f.feed_id', 'in', bigramCandidates(db, grams));
  }
  return query
    .innerJoin('feed_search as s', 's.rowid', 'f.feed_id')
    .where(all(terms.map((term) => any([contains('s.title', term), contains('s.body', term)]))))
    .select(['f.feed_id', rank.as('search_rank')])
    .orderBy('search_rank')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.feed_id', 'desc')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
}
