import type { Db } from '../../db/db.ts';
import { LOCK_SCOPES, lockWithinTransaction } from '../../db/dialect.ts';
import { bigramDocument } from './bigrams.ts';
import { postStems } from './stems.ts';

/**
 * Text as the search index holds it and as search terms are compared with it: NFKC
 * (full-width Latin and half-width kana folded, decomposed Hangul composed) and lower
 * case in every script (SQLite's own LIKE only folds ASCII).
 */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * Rewrite one post's entry in feed_search: its title and text plus every finished
 * translation, so a search in any language finds it. A deleted or missing post loses
 * its entry. The bigram indexes (feed_search_bigrams, feed_search_title_bigrams) follow it,
 * and so do its word stems (feed_search_stems), each text stemmed in its own language.
 */
export async function reindexFeed(db: Db, feedId: number): Promise<void> {
  const join = (parts: (string | null)[]) =>
    normaliseForSearch(parts.filter((part): part is string => !!part).join('\n'));
  await db.transaction().execute(async (trx) => {
    // Two API processes may reindex one post at once (both index missing posts on start):
    // one at a time, each reading the post after the other's write.
    await lockWithinTransaction(trx, LOCK_SCOPES.reindexFeed, feedId);
    const [feed, translations] = await Promise.all([
      trx
        .selectFrom('feeds')
        .select(['feed_title', 'feed_text', 'detected_language_code', 'deleted_at'])
        .where('feed_id', '=', feedId)
        .executeTakeFirst(),
      trx
        .selectFrom('feed_translations')
        .select(['iso_code', 'title', 'text'])
        .where('feed_id', '=', feedId)
        .where('status', '=', 'DONE')
        .orderBy('iso_code')
        .execute(),
    ]);
    await trx.deleteFrom('feed_search').where('rowid', '=', feedId).execute();
    await trx.deleteFrom('feed_search_bigrams').where('rowid', '=', feedId).execute();
    await trx.deleteFrom('feed_search_title_bigrams').where('rowid', '=', feedId).execute();
    await trx.deleteFrom('feed_search_stems').where('feed_id', '=', feedId).execute();
    if (!feed || feed.deleted_at) return;
    const title = join([feed.feed_title, ...translations.map((t) => t.title)]);
    const body = join([feed.feed_text, ...translations.map((t) => t.text)]);
    await trx.insertInto('feed_search').values({ rowid: feedId, title, body }).execute();
    await trx
      .insertInto('feed_search_bigrams')
      .values({ rowid: feedId, grams: bigramDocument(title, body) })
      .execute();
    await trx
      .insertInto('feed_search_title_bigrams')
      .values({ rowid: feedId, grams: bigramDocument(title) })
      .execute();
    const text = (language: string | null, title: string | null, body: string | null) => ({
      language,
      title: normaliseForSearch(title ?? ''),
      body: normaliseForSearch(body ?? ''),
    });
    const stems = postStems([
      text(feed.detected_language_code, feed.feed_title, feed.feed_text),
      ...translations.map((t) => text(t.iso_code, t.title, t.text)),
    ]);
    for (let start = 0; start < stems.length; start += STEM_ROWS_PER_INSERT) {
      await trx
        .insertInto('feed_search_stems')
        .values(
          stems.slice(start, start + STEM_ROWS_PER_INSERT).map((row) => ({
            feed_id: feedId,
            stemmer: row.stemmer,
            stem: row.stem,
            in_title: row.inTitle ? 1 : 0,
          })),
        )
        .execute();
    }
  });
}

/** Four parameters a row: well within either database's limit per statement. */
const STEM_ROWS_PER_INSERT = 1000;

/**
 * Index every live post that has no entry yet (posts written straight into the database,
 * such as demo content, or written before the index existed). Cheap when all are indexed.
 */
export async function indexMissingFeeds(db: Db): Promise<number> {
  const missing = await db
    .selectFrom('feeds')
    .select('feed_id')
    .where('deleted_at', 'is', null)
    .where('feed_id', 'not in', db.selectFrom('feed_search').select('rowid'))
    .execute();
  for (const { feed_id } of missing) await reindexFeed(db, feed_id);
  return missing.length;
}
