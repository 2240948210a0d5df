import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { CHANGE_LOG, FEEDS_PLACEMENT_COLUMNS } from './0100_cache_changes.ts';

/**
 * Moderation (features/moderation, docs/moderation.md):
 * - `moderation_audit`: who did what to which target, when and why. Append-only: triggers
 *   refuse every UPDATE and DELETE on both databases (and TRUNCATE on PostgreSQL), so not
 *   even a bug or a hand-typed statement can rewrite the record.
 * - feed_reports, comment_reports: the reason (`reason_code`, `reason_text`; OTHER and ''
 *   for the reports made before) and `resolution_id`, the audit entry that closed the
 *   report (NULL: open). A report arriving after a review is open again: a new group.
 * - `user_reports`: members reported from their profile, one report per pair, like posts.
 * - feeds.moderation_state, comments.moderation_state: VISIBLE, HIDDEN (enough established
 *   reporters; only its author and moderators see it until reviewed) or REMOVED (by a
 *   moderator; kept for the audit and an appeal, shown to no one). On the row itself, so a
 *   list pays no query per post to know.
 * - users.suspended_at, users.suspended_until: a suspension (NULL until: for good); it ends
 *   by itself once `suspended_until` has passed.
 * - notices.pinned_at: when a notice was last pinned (NULL: with its creation), so that
 *   members hear of a notice pinned after it was written.
 * - notifications.details: what a MODERATION or REPORT_RESULT row tells, as JSON (the
 *   action, the outcome, the target's ids). Those rows keep feed_id / comment_id NULL:
 *   the read-time visibility rules and the clean-up of deleted posts must not touch them.
 *
 * On SQLite the change log's trigger on `feeds` (migration 0100) is made again so that a
 * post hidden, removed or restored counts as a change to every kept list.
 */

/** Columns of `feeds` added here that decide who sees a post: placement, for the change log. */
export const FEEDS_MODERATION_COLUMNS = ['moderation_state'] as const;

const APPEND_ONLY_MESSAGE = 'moderation_audit is append-only';

/** The change log's trigger on feeds, with the placement columns of `columns`. */
function feedsChangedTrigger(columns: readonly string[]): string {
  const unchanged = columns.map((c) => `NEW.${c} IS OLD.${c}`).join(' AND ');
  return `CREATE TRIGGER feeds_changed AFTER UPDATE ON feeds BEGIN INSERT INTO ${CHANGE_LOG} (feed_id) VALUES (CASE WHEN ${unchanged} THEN NEW.feed_id END); END`;
}

async function addReportColumns(db: Kysely<unknown>, table: 'feed_reports' | 'comment_reports') {
  await db.schema
    .alterTable(table)
    .addColumn('reason_code', 'text', (c) => c.notNull().defaultTo('OTHER'))
    .execute();
  await db.schema
    .alterTable(table)
    .addColumn('reason_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // No foreign key: SQLite could not drop the column again (down), and the audit keeps
  // every id it ever gave anyway (append-only).
  await db.schema.alterTable(table).addColumn('resolution_id', 'integer').execute();
  await db.schema.createIndex(`${table}_by_resolution`).on(table).column('resolution_id').execute();
}

async function appendOnlyAudit(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `CREATE FUNCTION moderation_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION '${APPEND_ONLY_MESSAGE}: % refused', TG_OP; END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER moderation_audit_no_change BEFORE UPDATE OR DELETE ON moderation_audit
         FOR EACH ROW EXECUTE FUNCTION moderation_audit_append_only()`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER moderation_audit_no_truncate BEFORE TRUNCATE ON moderation_audit
         FOR EACH STATEMENT EXECUTE FUNCTION moderation_audit_append_only()`,
      )
      .execute(db);
    return;
  }
  for (const event of ['UPDATE', 'DELETE']) {
    await sql
      .raw(
        `CREATE TRIGGER moderation_audit_no_${event.toLowerCase()} BEFORE ${event} ON moderation_audit
         BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY_MESSAGE}: ${event} refused'); END`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('moderation_audit')
    .addColumn('audit_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    // The member the action was about (the content's author), NULL for a notice.
    .addColumn('subject_user_id', 'integer', (c) => c.references('users.user_id'))
    .addColumn('moderator_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('note', 'text', (c) => c.notNull())
    // SUSPEND: until when (NULL: for good).
    .addColumn('suspended_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('moderation_audit_by_target')
    .on('moderation_audit')
    .columns(['target_type', 'target_id'])
    .execute();
  await db.schema
    .createIndex('moderation_audit_by_subject')
    .on('moderation_audit')
    .columns(['subject_user_id', 'audit_id'])
    .execute();
  await appendOnlyAudit(db);

  await addReportColumns(db, 'feed_reports');
  await addReportColumns(db, 'comment_reports');
  await db.schema
    .createTable('user_reports')
    .addColumn('reported_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('reason_code', 'text', (c) => c.notNull())
    .addColumn('reason_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolution_id', 'integer')
    .addPrimaryKeyConstraint('user_reports_pk', ['reported_user_id', 'reporter_id'])
    .execute();
  await db.schema
    .createIndex('user_reports_by_resolution')
    .on('user_reports')
    .column('resolution_id')
    .execute();

  for (const table of ['feeds', 'comments']) {
    await db.schema
      .alterTable(table)
      .addColumn('moderation_state', 'text', (c) => c.notNull().defaultTo('VISIBLE'))
      .execute();
  }
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspended_until', 'text').execute();
  await db.schema.alterTable('notices').addColumn('pinned_at', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('details', 'text').execute();

  if (!isPostgres(db)) {
    await sql.raw('DROP TRIGGER feeds_changed').execute(db);
    await sql
      .raw(feedsChangedTrigger([...FEEDS_PLACEMENT_COLUMNS, ...FEEDS_MODERATION_COLUMNS]))
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await sql.raw('DROP TRIGGER feeds_changed').execute(db);
    await sql.raw(feedsChangedTrigger(FEEDS_PLACEMENT_COLUMNS)).execute(db);
  }
  await db.schema.alterTable('notifications').dropColumn('details').execute();
  await db.schema.alterTable('notices').dropColumn('pinned_at').execute();
  await db.schema.alterTable('users').dropColumn('suspended_until').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
  for (const table of ['comments', 'feeds']) {
    await db.schema.alterTable(table).dropColumn('moderation_state').execute();
  }
  await db.schema.dropTable('user_reports').execute();
  for (const table of ['comment_reports', 'feed_reports']) {
    await db.schema.dropIndex(`${table}_by_resolution`).execute();
    for (const column of ['resolution_id', 'reason_text', 'reason_code']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  await db.schema.dropTable('moderation_audit').execute();
  if (isPostgres(db)) {
    await sql.raw('DROP FUNCTION moderation_audit_append_only()').execute(db);
  }
}
