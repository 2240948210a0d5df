import { sql } from 'kysely';
import type { ReportTargetType } from '@kfeed/contracts/moderation';
import type { Db } from '../../db/db.ts';
import { REPORT_TABLES } from './moderationRepository.ts';

/**
 * The queue's queries: reports grouped per target, the reports of a page's groups (never
 * who made them), and what was reported. A group is a target's open reports, or the
 * reports one audit entry closed: a report arriving after a review has no resolution yet,
 * so it opens a new group of its own.
 */

/** One group of reports, as the queue orders it. */
export interface GroupRow {
  target_type: ReportTargetType;
  target_id: number;
  resolution_id: number | null;
  reporter_count: number;
  first_at: string;
  last_at: string;
}

/** Every group of one status, over the three report tables. */
function groupsOf(status: 'open' | 'closed') {
  const resolution = status === 'open' ? sql`IS NULL` : sql`IS NOT NULL`;
  return sql.join(
    (Object.keys(REPORT_TABLES) as ReportTargetType[]).map((type) => {
      const { table, target } = REPORT_TABLES[type];
      return sql`
        SELECT ${sql.lit(type)} AS target_type, ${sql.ref(target)} AS target_id, resolution_id,
          count(*) AS reporter_count, min(created_at) AS first_at, max(created_at) AS last_at
        FROM ${sql.table(table)} WHERE resolution_id ${resolution}
        GROUP BY ${sql.ref(target)}, resolution_id`;
    }),
    sql` UNION ALL `,
  );
}

/**
 * A page of groups: open ones by distinct reporters (most first), then the oldest first;
 * closed ones by their resolution, the newest first. With the number of groups in all.
 */
export async function pageOfGroups(
  db: Db,
  status: 'open' | 'closed',
  page: number,
  size: number,
): Promise<{ total: number; groups: GroupRow[] }> {
  const groups = groupsOf(status);
  const counted = await sql<{ total: number }>`
    SELECT count(*) AS total FROM (${groups}) AS g`.execute(db);
  const order =
    status === 'open'
      ? sql`g.reporter_count DESC, g.first_at ASC, g.target_type, g.target_id`
      : sql`a.audit_id DESC, g.target_type, g.target_id`;
  const { rows } = await sql<GroupRow>`
    SELECT g.target_type, g.target_id, g.resolution_id, g.reporter_count, g.first_at, g.last_at
    FROM (${groups}) AS g LEFT JOIN moderation_audit AS a ON a.audit_id = g.resolution_id
    ORDER BY ${order}
    LIMIT ${size} OFFSET ${(page - 1) * size}`.execute(db);
  return {
    total: Number(counted.rows[0]?.total ?? 0),
    groups: rows.map((row) => ({
      ...row,
      target_id: Number(row.target_id),
      resolution_id: row.resolution_id === null ? null : Number(row.resolution_id),
      reporter_count: Number(row.reporter_count),
    })),
  };
}

/** One report of a group: its reason and when, never its reporter. */
export interface ReportRow {
  target_id: number;
  resolution_id: number | null;
  reason_code: string;
  reason_text: string;
  created_at: string;
}

/** Every report on these targets of one type, open and closed, the oldest first. */
export async function reportsOn(
  db: Db,
  type: ReportTargetType,
  targetIds: readonly number[],
): Promise<ReportRow[]> {
  if (targetIds.length === 0) return [];
  const { table, target } = REPORT_TABLES[type];
  const { rows } = await sql<ReportRow>`
    SELECT ${sql.ref(target)} AS target_id, resolution_id, reason_code, reason_text, created_at
    FROM ${sql.table(table)}
    WHERE ${sql.ref(target)} IN (${sql.join(targetIds)})
    ORDER BY created_at, ${sql.ref(target)}`.execute(db);
  return rows.map((row) => ({
    ...row,
    target_id: Number(row.target_id),
    resolution_id: row.resolution_id === null ? null : Number(row.resolution_id),
  }));
}

/** Posts as reported: words, language, state and deletion, with their author. */
export function feedsReported(db: Db, feedIds: readonly number[]) {
  if (feedIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('feeds')
    .select([
      'feed_id',
      'user_id',
      'feed_title',
      'feed_text',
      'detected_language_code',
      'created_at',
      'deleted_at',
      'moderation_state',
    ])
    .where('feed_id', 'in', feedIds)
    .execute();
}

/** The pictures of these posts, in their order. */
export function imagesOf(db: Db, feedIds: readonly number[]) {
  if (feedIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('feed_images')
    .select(['feed_id', 'original_path'])
    .where('feed_id', 'in', feedIds)
    .orderBy('feed_id')
    .orderBy('sort_order')
    .execute();
}

/** The finished translations of these posts into one language. */
export function feedTranslationsOf(db: Db, feedIds: readonly number[], isoCode: string) {
  if (feedIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('feed_translations')
    .select(['feed_id', 'title', 'text'])
    .where('feed_id', 'in', feedIds)
    .where('iso_code', '=', isoCode)
    .where('status', '=', 'DONE')
    .execute();
}

/** Comments as reported. */
export function commentsReported(db: Db, commentIds: readonly number[]) {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('comments')
    .select([
      'comment_id',
      'feed_id',
      'parent_comment_id',
      'user_id',
      'comment_text',
      'detected_language_code',
      'created_at',
      'deleted_at',
      'moderation_state',
    ])
    .where('comment_id', 'in', commentIds)
    .execute();
}

/** The finished translations of these comments into one language. */
export function commentTranslationsOf(db: Db, commentIds: readonly number[], isoCode: string) {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('comment_translations')
    .select(['comment_id', 'text'])
    .where('comment_id', 'in', commentIds)
    .where('iso_code', '=', isoCode)
    .where('status', '=', 'DONE')
    .execute();
}

/** Members as reported or as authors: profile, introduction, state and suspension. */
export function membersOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select([
      'user_id',
      'nickname',
      'profile_image_path',
      'self_introduce',
      'self_introduce_language_code',
      'created_at',
      'status',
      'suspended_at',
      'suspended_until',
    ])
    .where('user_id', 'in', userIds)
    .execute();
}

/** The finished translations of these members' introductions into one language. */
export function introTranslationsOf(db: Db, userIds: readonly number[], isoCode: string) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user_intro_translations')
    .select(['user_id', 'text'])
    .where('user_id', 'in', userIds)
    .where('iso_code', '=', isoCode)
    .where('status', '=', 'DONE')
    .execute();
}
