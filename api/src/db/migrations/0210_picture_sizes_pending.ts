import { sql, type Kysely } from 'kysely';

/**
 * A picture stored while the image line was busy has its thumbnail and card crops made
 * afterwards (features/feeds/pictureSizes.ts); until then its `thumbnail_path` is ''. This
 * index finds those rows without reading the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('feed_images_sizes_pending')
    .on('feed_images')
    .column('image_id')
    .where(sql.ref('thumbnail_path'), '=', '')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feed_images_sizes_pending').execute();
}
