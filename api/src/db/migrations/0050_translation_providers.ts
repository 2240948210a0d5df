import type { Kysely } from 'kysely';

/**
 * Machine translation through several providers:
 * - translated_texts: every text a provider translated, by content hash and language pair,
 *   so a repeated text is never sent (or paid for) twice;
 * - translation_usage: characters sent to each provider per UTC day, against its budget;
 * - attempts / next_attempt_at on the translation rows: work that found no provider
 *   stays PENDING and is picked up again after next_attempt_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('translated_texts')
    .addColumn('content_hash', 'text', (c) => c.notNull())
    // '' when the source language was not detected.
    .addColumn('source_language', 'text', (c) => c.notNull())
    .addColumn('target_language', 'text', (c) => c.notNull())
    .addColumn('translated_text', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translated_texts_pk', [
      'content_hash',
      'source_language',
      'target_language',
    ])
    .execute();
  await db.schema
    .createTable('translation_usage')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('characters', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('translation_usage_pk', ['provider', 'day'])
    .execute();
  // One column per statement: SQLite adds columns one at a time.
  for (const table of ['feed_translations', 'comment_translations']) {
    await db.schema
      .alterTable(table)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('next_attempt_at', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feed_translations', 'comment_translations']) {
    await db.schema.alterTable(table).dropColumn('next_attempt_at').execute();
    await db.schema.alterTable(table).dropColumn('attempts').execute();
  }
  await db.schema.dropTable('translation_usage').execute();
  await db.schema.dropTable('translated_texts').execute();
}
