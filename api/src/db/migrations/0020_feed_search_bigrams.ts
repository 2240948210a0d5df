import { sql, type Kysely } from 'kysely';
import { bigramDocument } from './frozen/bigrams0020.ts';
import { isPostgres } from '../dialect.ts';

/**
 * A second search index beside feed_search (0004): one row per post (rowid = feed_id)
 * whose single column holds the character bigrams of the post's title, body and
 * translations (frozen/bigrams0020.ts, a copy of features/search/bigrams.ts as it was).
 * Every search term of two characters or more is looked up here first, so a two-syllable
 * Korean word (or a two-character Japanese or Chinese one) no longer scans feed_search:
 * the trigram index cannot answer it.
 *
 * Contentless (the text is in feed_search already) and `detail=none` (no positions; a
 * search only asks which posts hold all the bigrams). On PostgreSQL pg_trgm cannot answer
 * a two-character term (no whole trigram), so the same bigrams are kept there too: the
 * same space-separated text, plus a generated array column (gram_list) with a GIN index,
 * searched with `@>` (see features/search/searchFeeds.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema
      .createTable('feed_search_bigrams')
      .addColumn('rowid', 'integer', (c) => c.primaryKey())
      .addColumn('grams', 'text', (c) => c.notNull())
      // Kept as an array too: splitting the text on every read cost more than the search.
      .addColumn('gram_list', sql`text[]`, (c) =>
        c.generatedAlwaysAs(sql`string_to_array(grams, ' ')`).stored(),
      )
      .execute();
    await sql`CREATE INDEX feed_search_bigrams_grams ON feed_search_bigrams USING gin (gram_list)`.execute(
      db,
    );
  } else {
    await sql`CREATE VIRTUAL TABLE feed_search_bigrams USING fts5(grams, content = '', contentless_delete = 1, detail = 'none', tokenize = 'ascii')`.execute(
      db,
    );
  }
  const rows = await sql<{
    rowid: number;
    title: string;
    body: string;
  }>`SELECT rowid, title, body FROM feed_search`.execute(db);
  for (const row of rows.rows) {
    await sql`INSERT INTO feed_search_bigrams (rowid, grams) VALUES (${row.rowid}, ${bigramDocument(row.title, row.body)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE feed_search_bigrams`.execute(db);
}
