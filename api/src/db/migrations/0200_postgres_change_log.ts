import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import {
  CHANGE_LOG,
  FEEDS_PLACEMENT_COLUMNS,
  PER_POST_TABLES,
  WHOLE_TABLES,
} from './0100_cache_changes.ts';
import { FEEDS_MODERATION_COLUMNS } from './0160_moderation.ts';
import { MEMBER_TABLES } from './0190_member_changes.ts';

/**
 * The change log of migrations 0100 and 0190 on PostgreSQL, so that API processes keep
 * answers there too (readCache.ts, postgresChangeLog.ts). The same rows from the same
 * writes, by PL/pgSQL triggers, plus the writing transaction (`xid`): sequence numbers are
 * taken before commit, so on PostgreSQL a smaller one can become visible after a larger
 * one was read, and a reader follows transactions instead (postgresChangeLog.ts). Rows are
 * kept for CHANGE_LOG_MINUTES (`logged_at`), trimmed by the readers.
 *
 * SQLite: nothing here (its log is migration 0100's).
 */
export const CHANGE_LOG_MINUTES = 10;

const PLACEMENT = [...FEEDS_PLACEMENT_COLUMNS, ...FEEDS_MODERATION_COLUMNS];

const FUNCTIONS = [
  // Any kept answer may have changed.
  `CREATE FUNCTION ${CHANGE_LOG}_any() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN INSERT INTO ${CHANGE_LOG} (feed_id) VALUES (NULL); RETURN NULL; END $$`,
  // A post's own answer, or everything when the row moved to another post.
  `CREATE FUNCTION ${CHANGE_LOG}_post() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'DELETE' THEN INSERT INTO ${CHANGE_LOG} (feed_id) VALUES (OLD.feed_id);
     ELSIF TG_OP = 'INSERT' OR NEW.feed_id IS NOT DISTINCT FROM OLD.feed_id THEN
       INSERT INTO ${CHANGE_LOG} (feed_id) VALUES (NEW.feed_id);
     ELSE INSERT INTO ${CHANGE_LOG} (feed_id) VALUES (NULL);
     END IF;
     RETURN NULL;
   END $$`,
  // A post changed: its own answer, unless a column that places it in lists changed.
  `CREATE FUNCTION ${CHANGE_LOG}_feed_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF ${PLACEMENT.map((c) => `NEW.${c} IS NOT DISTINCT FROM OLD.${c}`).join(' AND ')} THEN
       INSERT INTO ${CHANGE_LOG} (feed_id) VALUES (NEW.feed_id);
     ELSE INSERT INTO ${CHANGE_LOG} (feed_id) VALUES (NULL);
     END IF;
     RETURN NULL;
   END $$`,
  // One member's answers (the column named by the trigger's argument): both, if it moved.
  `CREATE FUNCTION ${CHANGE_LOG}_member() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     now_member integer := CASE WHEN TG_OP <> 'DELETE' THEN (to_jsonb(NEW) ->> TG_ARGV[0])::integer END;
     was_member integer := CASE WHEN TG_OP <> 'INSERT' THEN (to_jsonb(OLD) ->> TG_ARGV[0])::integer END;
   BEGIN
     IF now_member IS NOT NULL THEN
       INSERT INTO ${CHANGE_LOG} (member_id) VALUES (now_member);
     END IF;
     IF was_member IS NOT NULL AND was_member IS DISTINCT FROM now_member THEN
       INSERT INTO ${CHANGE_LOG} (member_id) VALUES (was_member);
     END IF;
     RETURN NULL;
   END $$`,
];

/** Each trigger by name, with what follows `CREATE TRIGGER <name>`. */
function triggers(): [name: string, body: string][] {
  const each = (fn: string, args = '') =>
    `FOR EACH ROW EXECUTE FUNCTION ${CHANGE_LOG}_${fn}(${args})`;
  return [
    ['feeds_added_or_removed', `AFTER INSERT OR DELETE ON feeds ${each('any')}`],
    ['feeds_changed', `AFTER UPDATE ON feeds ${each('feed_changed')}`],
    ...PER_POST_TABLES.map((table): [string, string] => [
      `${table}_logged`,
      `AFTER INSERT OR UPDATE OR DELETE ON ${table} ${each('post')}`,
    ]),
    // Once per statement: a statement changing many rows logs one change to everything.
    ...WHOLE_TABLES.map((table): [string, string] => [
      `${table}_logged`,
      `AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${CHANGE_LOG}_any()`,
    ]),
    ...Object.entries(MEMBER_TABLES).map(([table, member]): [string, string] => [
      `${table}_logged`,
      `AFTER INSERT OR UPDATE OR DELETE ON ${table} ${each('member', `'${member}'`)}`,
    ]),
  ];
}

const tableOf = (body: string) => / ON (\w+) /.exec(body)![1]!;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql
    .raw(
      `CREATE TABLE ${CHANGE_LOG} (
         seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
         feed_id integer,
         member_id integer,
         xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
         logged_at timestamptz NOT NULL DEFAULT now()
       )`,
    )
    .execute(db);
  await sql.raw(`CREATE INDEX ${CHANGE_LOG}_by_xid ON ${CHANGE_LOG} (xid)`).execute(db);
  await sql.raw(`CREATE INDEX ${CHANGE_LOG}_by_time ON ${CHANGE_LOG} (logged_at)`).execute(db);
  for (const fn of FUNCTIONS) await sql.raw(fn).execute(db);
  for (const [name, body] of triggers())
    await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [name, body] of triggers())
    await sql.raw(`DROP TRIGGER ${name} ON ${tableOf(body)}`).execute(db);
  for (const fn of ['any', 'post', 'feed_changed', 'member'])
    await sql.raw(`DROP FUNCTION ${CHANGE_LOG}_${fn}()`).execute(db);
  await sql.raw(`DROP TABLE ${CHANGE_LOG}`).execute(db);
}
