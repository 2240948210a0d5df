import type { Kysely } from 'kysely';

/**
 * Pictures' descriptions and members' introductions are translated like posts
 * (features/translation/translationService.ts):
 * - feed_translations.descriptions: the post's described pictures in the row's language,
 *   JSON `{"<image_id>": "<description>"}`, made in the same request as its title and text
 *   (null: no picture was described then). Kept on the post's row so that its status,
 *   claims and rounds, and the change log of kept answers (migration 0100), cover them.
 * - users.self_introduce_language_code: the introduction's detected language (null: no
 *   introduction, or not detected yet).
 * - user_intro_translations: the introduction per interface language, with the same
 *   status, provider, rounds and claims as comment_translations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feed_translations').addColumn('descriptions', 'text').execute();
  await db.schema.alterTable('users').addColumn('self_introduce_language_code', 'text').execute();
  await db.schema
    .createTable('user_intro_translations')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('iso_code', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('provider', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_intro_translations_pk', ['user_id', 'iso_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_intro_translations').execute();
  await db.schema.alterTable('users').dropColumn('self_introduce_language_code').execute();
  await db.schema.alterTable('feed_translations').dropColumn('descriptions').execute();
}
