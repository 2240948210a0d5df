import type { Kysely } from 'kysely';

/**
 * When a post's or a comment's words (or a post's pictures) were last changed by its
 * author: `feeds.edited_at`, `comments.edited_at`; NULL for never. Not `updated_at`, which
 * other writes move too (the author correcting the language). The readers see "Edited".
 * Rows from before start at NULL: what moved their `updated_at` is not known.
 */
/**
 * The change log (0100) needs no trigger for it: `edited_at` moves only with `feed_title`,
 * `feed_text` or the post's `feed_images`, whose triggers already log the post.
 */
export const FEEDS_EDIT_COLUMNS = ['edited_at'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feeds').addColumn('edited_at', 'text').execute();
  await db.schema.alterTable('comments').addColumn('edited_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('comments').dropColumn('edited_at').execute();
  await db.schema.alterTable('feeds').dropColumn('edited_at').execute();
}
