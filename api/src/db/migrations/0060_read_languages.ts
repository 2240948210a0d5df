import type { Kysely } from 'kysely';

/**
 * The languages a member reads besides the interface language (JSON array of interface
 * language codes; null until the member first chooses), and readers' suggestions that a
 * post's or comment's detected language is wrong.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('read_languages', 'text').execute();
  await db.schema
    .createTable('language_suggestions')
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('iso_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('language_suggestions_pk', ['target_kind', 'target_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('language_suggestions').execute();
  await db.schema.alterTable('users').dropColumn('read_languages').execute();
}
