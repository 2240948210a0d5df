import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The search index of posts: one row per post (rowid = feed_id) holding its title and
 * body together with their translations, normalised (NFKC, lower case) by the API.
 *
 * SQLite-specific: an FTS5 table with the trigram tokenizer, so `LIKE '%term%'` on its
 * columns is answered from the trigram index for terms of three characters or more and
 * by a scan of this one table for shorter ones (two-syllable Korean words). On PostgreSQL
 * it is an ordinary table (rowid integer primary key, title, body) with pg_trgm GIN indexes
 * on title and body; the queries (plain LIKE) stay the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // pg_trgm is a trusted extension: the database's owner may create it.
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await db.schema
      .createTable('feed_search')
      .addColumn('rowid', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .execute();
    await sql`CREATE INDEX feed_search_title ON feed_search USING gin (title gin_trgm_ops)`.execute(
      db,
    );
    await sql`CREATE INDEX feed_search_body ON feed_search USING gin (body gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`CREATE VIRTUAL TABLE feed_search USING fts5(title, body, tokenize = 'trigram')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE feed_search`.execute(db);
}
