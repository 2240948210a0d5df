import { sql, type Kysely } from 'kysely';

/**
 * Views counted once per reader, post and window (features/feeds/viewCounts.ts): a row per
 * post and reader whose view was counted last at `counted_at`; a view within the window of
 * that is not counted again. `viewer_key` names the reader without storing who they are: a
 * member's id, or for a visitor an HMAC of the client address and user agent under the
 * server's secret (never the address itself). Shared by every API process; rows older than
 * the window are swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('view_dedup')
    .addColumn('feed_id', 'integer', (c) =>
      c.notNull().references('feeds.feed_id').onDelete('cascade'),
    )
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('counted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('view_dedup_pk', ['feed_id', 'viewer_key'])
    .execute();
  await sql`CREATE INDEX view_dedup_counted_at ON view_dedup (counted_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('view_dedup').execute();
}
