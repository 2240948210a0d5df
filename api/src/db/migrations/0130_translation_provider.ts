import { sql, type Kysely } from 'kysely';

/**
 * Who made each stored translation, so readers can be told: `provider` on the translation
 * rows, as the translation status call names providers ('deepl', 'google', ...), or
 * 'HUMAN'; null while none is stored. A row already DONE whose text a provider made is
 * found in the translation memory (translated_texts keeps every provider's answer) and
 * named after it; the others (the demo data's hand-written translations) are 'HUMAN'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feed_translations', 'comment_translations']) {
    await db.schema.alterTable(table).addColumn('provider', 'text').execute();
    await sql`
      UPDATE ${sql.table(table)} SET provider = COALESCE(
        (SELECT MIN(m.provider) FROM translated_texts m
          WHERE m.target_language = ${sql.table(table)}.iso_code
            AND m.translated_text = ${sql.table(table)}.text),
        ${'HUMAN'})
      WHERE status = ${'DONE'}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feed_translations', 'comment_translations']) {
    await db.schema.alterTable(table).dropColumn('provider').execute();
  }
}
