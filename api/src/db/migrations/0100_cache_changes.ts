import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * What changed, for the answers the API keeps in memory (readCache.ts), written by triggers
 * in the writing transaction itself, so every API process on the file reads the same log.
 * A row names one post (`feed_id`) when only that post's own answer can have changed (a
 * like or a view counted, a translation, a picture), or none (NULL) when any kept answer
 * may have (a post added, moved or hidden, a member's name, the categories); since
 * migration 0190 a row may name a member instead (their blocks and reports). Tables no
 * kept answer reads (likes, comments, sessions, ...) log nothing. Only the newest
 * CHANGE_LOG_ROWS rows are kept; a process that fell further behind drops all it keeps.
 *
 * SQLite only: on PostgreSQL nothing is kept in memory, so nothing is logged.
 */
export const CHANGE_LOG = 'cache_changes';
export const CHANGE_LOG_ROWS = 1000;

/** Columns of `feeds` whose change alters only that post's own answer. */
export const FEEDS_CONTENT_COLUMNS = [
  'feed_title',
  'feed_text',
  'detected_language_code',
  'view_count',
  'like_count',
  'comment_count',
  'updated_at',
] as const;
/** Columns of `feeds` that decide which lists a post is in, and where: any change, any list. */
export const FEEDS_PLACEMENT_COLUMNS = [
  'feed_id',
  'user_id',
  'category_id',
  'feed_type',
  'nation_id',
  'created_at',
  'deleted_at',
] as const;
/** Tables whose rows belong to one post (`feed_id`). */
export const PER_POST_TABLES = ['feed_images', 'feed_translations'] as const;
/** Tables any kept answer may read (categories, languages, nations, authors). */
export const WHOLE_TABLES = [
  'users',
  'nations',
  'languages',
  'categories',
  'category_translations',
] as const;

/**
 * Tables no kept answer reads: their writes log nothing. A kept answer that comes to read
 * one of them needs triggers for it first (changeLog.test.ts lists every table).
 */
export const UNTRACKED_TABLES = [
  'feed_likes', // a visitor's answers carry no like of theirs; the count is on feeds
  'user_reports', // moderators' answers only, never kept (migration 0160)
  'moderation_audit',
  'comments',
  'comment_likes',
  'comment_reports',
  'comment_translations',
  'user_intro_translations', // profiles are never kept
  'feed_search', // search answers are not kept
  'feed_search_bigrams',
  'feed_search_title_bigrams',
  'feed_search_stems',
  'search_history',
  'code_send_log',
  'verification_codes',
  'refresh_tokens',
  'session_families',
  'rate_limit_hits',
  'user_consents',
  'share_logs',
  'link_preview_cache',
  'translated_texts',
  'translation_usage',
  'language_suggestions',
  'notices',
  'notice_translations',
  'notice_machine_translations', // notices are never kept (migration 0170)
  'terms_documents',
  'notifications', // members' answers only, never kept
  'notification_acts',
  'notification_settings',
  'live_events', // the live channel's own log (features/live)
  'live_tickets',
  'view_dedup', // whose views were counted lately (migration 0173); the count is on feeds
  'idempotency_keys', // the answers of members' writes, for retries (migration 0171)
  'pending_files', // stored files not yet referenced (migration 0181)
  'push_subscriptions', // members' devices for web push (migration 0172)
  'pushed_notifications', // which notifications were pushed (migration 0172)
] as const;

const log = (feedId: string) => `INSERT INTO ${CHANGE_LOG} (feed_id) VALUES (${feedId});`;

/** Each trigger by name, as `CREATE TRIGGER <name> <body>`. */
function triggers(): [name: string, body: string][] {
  return [
    [
      `${CHANGE_LOG}_trim`,
      `AFTER INSERT ON ${CHANGE_LOG} BEGIN DELETE FROM ${CHANGE_LOG} WHERE seq <= NEW.seq - ${CHANGE_LOG_ROWS}; END`,
    ],
    ['feeds_added', `AFTER INSERT ON feeds BEGIN ${log('NULL')} END`],
    ['feeds_removed', `AFTER DELETE ON feeds BEGIN ${log('NULL')} END`],
    [
      'feeds_changed',
      `AFTER UPDATE ON feeds BEGIN ${log(
        `CASE WHEN ${FEEDS_PLACEMENT_COLUMNS.map((c) => `NEW.${c} IS OLD.${c}`).join(' AND ')} THEN NEW.feed_id END`,
      )} END`,
    ],
    ...PER_POST_TABLES.flatMap((table): [string, string][] => [
      [`${table}_added`, `AFTER INSERT ON ${table} BEGIN ${log('NEW.feed_id')} END`],
      // A row moved to another post (never done today) counts as a change to everything.
      [
        `${table}_changed`,
        `AFTER UPDATE ON ${table} BEGIN ${log('CASE WHEN NEW.feed_id IS OLD.feed_id THEN NEW.feed_id END')} END`,
      ],
      [`${table}_removed`, `AFTER DELETE ON ${table} BEGIN ${log('OLD.feed_id')} END`],
    ]),
    ...WHOLE_TABLES.flatMap((table) =>
      ['INSERT', 'UPDATE', 'DELETE'].map((event): [string, string] => [
        `${table}_${event.toLowerCase()}_logged`,
        `AFTER ${event} ON ${table} BEGIN ${log('NULL')} END`,
      ]),
    ),
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql
    .raw(`CREATE TABLE ${CHANGE_LOG} (seq integer PRIMARY KEY AUTOINCREMENT, feed_id integer)`)
    .execute(db);
  for (const [name, body] of triggers())
    await sql.raw(`CREATE TRIGGER ${name} ${body}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const [name] of triggers()) await sql.raw(`DROP TRIGGER ${name}`).execute(db);
  await sql.raw(`DROP TABLE ${CHANGE_LOG}`).execute(db);
}
