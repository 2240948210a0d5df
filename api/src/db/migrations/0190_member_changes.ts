import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { CHANGE_LOG } from './0100_cache_changes.ts';

/**
 * Members' lists and posts are answered from the kept ones of their country, less what
 * they blocked and reported (features/feeds/memberOverlay.ts), so those writes are logged
 * now too, naming the member whose answers they change:
 * - `cache_changes.member_id`: a row with it (and no `feed_id`) changes that member's
 *   answers only; the kept answers every reader shares stay.
 * - triggers on the tables of MEMBER_TABLES, naming the member of the column given.
 * - `feed_reports_by_user` (both databases): a member's reports, read in one step.
 */
export const MEMBER_TABLES = { user_blocks: 'blocker_id', feed_reports: 'user_id' } as const;

const log = (memberId: string) => `INSERT INTO ${CHANGE_LOG} (member_id) VALUES (${memberId});`;

function triggers(): [name: string, body: string][] {
  return Object.entries(MEMBER_TABLES).flatMap(([table, member]): [string, string][] => [
    [`${table}_added`, `AFTER INSERT ON ${table} BEGIN ${log(`NEW.${member}`)} END`],
    // A row moved to another member (never done today) changes both members' answers.
    [
      `${table}_changed`,
      `AFTER UPDATE ON ${table} BEGIN ${log(`NEW.${member}`)} INSERT INTO ${CHANGE_LOG} (member_id) SELECT OLD.${member} WHERE OLD.${member} IS NOT NEW.${member}; END`,
    ],
    [`${table}_removed`, `AFTER DELETE ON ${table} BEGIN ${log(`OLD.${member}`)} END`],
  ]);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('feed_reports_by_user')
    .on('feed_reports')
    .column('user_id')
    .execute();
  if (isPostgres(db)) return;
  await sql.raw(`ALTER TABLE ${CHANGE_LOG} ADD COLUMN member_id integer`).execute(db);
  for (const [name, body] of triggers())
    await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feed_reports_by_user').execute();
  if (isPostgres(db)) return;
  for (const [name] of triggers()) await sql.raw(`DROP TRIGGER ${name}`).execute(db);
  await sql.raw(`ALTER TABLE ${CHANGE_LOG} DROP COLUMN member_id`).execute(db);
}
