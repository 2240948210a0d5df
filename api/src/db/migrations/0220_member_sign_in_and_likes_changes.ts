import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { CHANGE_LOG } from './0100_cache_changes.ts';

/**
 * A member's request keeps what it checks and shows of them in memory too: their sign-in
 * with their account (auth/authenticate.ts) and their likes (features/feeds/memberOverlay.ts).
 * So writes to these tables are logged now, naming the member whose answers they change, as
 * migration 0190 does for blocks and reports (a sign-in ended in any process counts at its
 * next reading of the log, which every kept answer makes first). Accounts are on `users`,
 * which logs a change to everything (migration 0100).
 */
export const MEMBER_SESSION_TABLES = {
  session_families: 'user_id',
  feed_likes: 'user_id',
} as const;

const log = (memberId: string) => `INSERT INTO ${CHANGE_LOG} (member_id) VALUES (${memberId});`;

function sqliteTriggers(): [name: string, body: string][] {
  return Object.entries(MEMBER_SESSION_TABLES).flatMap(([table, member]): [string, string][] => [
    [`${table}_added`, `AFTER INSERT ON ${table} BEGIN ${log(`NEW.${member}`)} END`],
    [
      `${table}_changed`,
      `AFTER UPDATE ON ${table} BEGIN ${log(`NEW.${member}`)} INSERT INTO ${CHANGE_LOG} (member_id) SELECT OLD.${member} WHERE OLD.${member} IS NOT NEW.${member}; END`,
    ],
    [`${table}_removed`, `AFTER DELETE ON ${table} BEGIN ${log(`OLD.${member}`)} END`],
  ]);
}

/** PostgreSQL: migration 0200's function for one member's answers, on these tables. */
function postgresTriggers(): [name: string, table: string, body: string][] {
  return Object.entries(MEMBER_SESSION_TABLES).map(([table, member]) => [
    `${table}_logged`,
    table,
    `AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${CHANGE_LOG}_member('${member}')`,
  ]);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const [name, , body] of postgresTriggers())
      await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
    return;
  }
  for (const [name, body] of sqliteTriggers())
    await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const [name, table] of postgresTriggers())
      await sql.raw(`DROP TRIGGER ${name} ON ${table}`).execute(db);
    return;
  }
  for (const [name] of sqliteTriggers()) await sql.raw(`DROP TRIGGER ${name}`).execute(db);
}
