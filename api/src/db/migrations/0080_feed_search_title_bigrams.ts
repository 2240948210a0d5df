import { sql, type Kysely } from 'kysely';
import { bigramDocument } from '../../features/search/bigrams.ts';

/**
 * The bigrams of each post's title alone (with its translated titles), beside
 * feed_search_bigrams (0020, title and body together). Search ranks posts with the terms
 * in their title first; this index finds those few candidates without checking every post
 * that holds the terms anywhere (a common word is in about 15% of all posts, in far fewer
 * titles). Same form as 0020: contentless FTS5, `detail=none`, ascii tokens; SQLite-only,
 * like 0005 and 0020.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE feed_search_title_bigrams USING fts5(grams, content = '', contentless_delete = 1, detail = 'none', tokenize = 'ascii')`.execute(
    db,
  );
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
