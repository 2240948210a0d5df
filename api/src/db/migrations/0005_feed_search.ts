import { sql, type Kysely } from 'kysely';

/**
 * The search index of posts: one row per post (rowid = feed_id) holding its title and
 * body together with their translations, normalised (NFKC, lower case) by the API.
 *
 * SQLite-specific: an FTS5 table with the trigram tokenizer, so `LIKE '%term%'` on its
 * columns is answered from the trigram index for terms of three characters or more and
 * by a scan of this one table for shorter ones (two-syllable Korean words). A PostgreSQL
 * migration would create an ordinary table (rowid integer primary key, title, body) with
 * pg_trgm GIN indexes on title and body; the queries (plain LIKE) stay the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE feed_search USING fts5(title, body, tokenize = 'trigram')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE feed_search`.execute(db);
}
