import type { Kysely } from 'kysely';

/** The author's description of each post picture: its alt text. Empty when none was given. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('feed_images')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feed_images').dropColumn('description').execute();
}
