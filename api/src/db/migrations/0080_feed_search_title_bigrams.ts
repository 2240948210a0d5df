import { sql, type Kysely } from 'kysely';
import { bigramDocument } from './frozen/bigrams0020.ts';
import { isPostgres } from '../dialect.ts';

/**
 * The bigrams of each post's title alone (with its translated titles), beside
 * feed_search_bigrams (0020, title and body together). Search ranks posts with the terms
 * in their title first; this index finds those few candidates without checking every post
 * that holds the terms anywhere (a common word is in about 15% of all posts, in far fewer
 * titles). Same form as 0020 on each database: contentless FTS5 (`detail=none`, ascii
 * tokens) on SQLite; on PostgreSQL the text with a generated array column and a GIN index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema
      .createTable('feed_search_title_bigrams')
      .addColumn('rowid', 'integer', (c) => c.primaryKey())
      .addColumn('grams', 'text', (c) => c.notNull())
      .addColumn('gram_list', sql`text[]`, (c) =>
        c.generatedAlwaysAs(sql`string_to_array(grams, ' ')`).stored(),
      )
      .execute();
    await sql`CREATE INDEX feed_search_title_bigrams_grams ON feed_search_title_bigrams USING gin (gram_list)`.execute(
      db,
    );
  } else {
    await sql`CREATE VIRTUAL TABLE feed_search_title_bigrams USING fts5(grams, content = '', contentless_delete = 1, detail = 'none', tokenize = 'ascii')`.execute(
      db,
    );
  }
  const rows = await sql<{
    rowid: number;
    title: string;
  }>`SELECT rowid, title FROM feed_search`.execute(db);
  for (const row of rows.rows) {
    await sql`INSERT INTO feed_search_title_bigrams (rowid, grams) VALUES (${row.rowid}, ${bigramDocument(row.title)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE feed_search_title_bigrams`.execute(db);
}
