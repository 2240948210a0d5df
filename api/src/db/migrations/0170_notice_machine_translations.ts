import type { Kysely } from 'kysely';

/**
 * Notices are machine-translated like posts (features/translation/translationService.ts,
 * kind `notice`): `notice_machine_translations` holds a notice per interface language that
 * has no human version of its text, made by a provider from the notice's English version
 * (else Korean, else the first with a text), with the same status, provider, rounds and
 * claims as the other kinds' rows. Kept apart from `notice_translations`, which stays what
 * admins and the seeds wrote: a human version always wins, and an edit (saveNotice) drops
 * every row here and queues new ones.
 * - `title`: the machine-translated title; null while none is stored, and when the
 *   language has a human title (a version with a title alone) that is shown instead.
 * - `text`: the machine-translated HTML, cleaned as notices are (noticeHtml.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notice_machine_translations')
    .addColumn('notice_id', 'integer', (c) =>
      c.notNull().references('notices.notice_id').onDelete('cascade'),
    )
    .addColumn('iso_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('text', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('provider', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_machine_translations_pk', ['notice_id', 'iso_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice_machine_translations').execute();
}
