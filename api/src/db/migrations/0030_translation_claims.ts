import type { Kysely } from 'kysely';

/**
 * Who is translating a PENDING row, and until when: with several API processes on one
 * database, each translation is claimed by one process (features/translation/
 * translationClaims.ts). A claim whose time has passed (its process stopped) may be taken
 * over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feed_translations', 'comment_translations']) {
    await db.schema.alterTable(table).addColumn('claimed_by', 'text').execute();
    await db.schema.alterTable(table).addColumn('claimed_until', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feed_translations', 'comment_translations']) {
    await db.schema.alterTable(table).dropColumn('claimed_until').execute();
    await db.schema.alterTable(table).dropColumn('claimed_by').execute();
  }
}
