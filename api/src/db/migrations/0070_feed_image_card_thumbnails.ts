import type { Kysely } from 'kysely';

/**
 * The small square thumbnails of each picture, made for a list card's box at 1x, 2x and
 * 3x, in AVIF and WebP: a JSON array of { path, width, height, format }. '' for pictures
 * stored before these existed (they keep the one large thumbnail).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('feed_images')
    .addColumn('card_thumbnails', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feed_images').dropColumn('card_thumbnails').execute();
}
