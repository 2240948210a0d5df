import { sql, type Insertable, type Transaction } from 'kysely';
import type { ReportTargetType } from '@kfeed/contracts/moderation';
import type { Db } from '../../db/db.ts';
import type { Database, ModerationAuditTable, ModerationState } from '../../db/schema.ts';
import { recountComments, recountReplies } from '../comment/commentRepository.ts';

/**
 * The moderation queries: targets and their states, the reports' open groups, members'
 * suspensions and the audit log. Each function is one step on the `db` it is given, the
 * database or a transaction (moderationService.ts and reportIntake.ts hold the rules and
 * the transactions); the queue's rows as shown are reportQueue.ts.
 */

/** The report table of each kind of target, its target column and its reporter column. */
export const REPORT_TABLES = {
  FEED: { table: 'feed_reports', target: 'feed_id', reporter: 'user_id' },
  COMMENT: { table: 'comment_reports', target: 'comment_id', reporter: 'user_id' },
  USER: { table: 'user_reports', target: 'reported_user_id', reporter: 'reporter_id' },
} as const;

/** A target as an action needs it: its author, its state, the post and thread it is in. */
export interface TargetFacts {
  type: ReportTargetType;
  id: number;
  /** The member the action is about: the author, or the member reported. */
  authorId: number;
  /** FEED and COMMENT; null for a member. */
  state: ModerationState | null;
  feedId: number | null;
  commentId: number | null;
  parentCommentId: number | null;
}

/** A post, comment or member (deleted and withdrawn ones too); undefined when there is none. */
export async function findTarget(
  db: Db,
  type: ReportTargetType,
  id: number,
): Promise<TargetFacts | undefined> {
  if (type === 'FEED') {
    const row = await db
      .selectFrom('feeds')
      .select(['feed_id', 'user_id', 'moderation_state'])
      .where('feed_id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          type,
          id,
          authorId: row.user_id,
          state: row.moderation_state,
          feedId: row.feed_id,
          commentId: null,
          parentCommentId: null,
        }
      : undefined;
  }
  if (type === 'COMMENT') {
    const row = await db
      .selectFrom('comments')
      .select(['comment_id', 'feed_id', 'user_id', 'parent_comment_id', 'moderation_state'])
      .where('comment_id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          type,
          id,
          authorId: row.user_id,
          state: row.moderation_state,
          feedId: row.feed_id,
          commentId: row.comment_id,
          parentCommentId: row.parent_comment_id,
        }
      : undefined;
  }
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        type,
        id,
        authorId: row.user_id,
        state: null,
        feedId: null,
        commentId: null,
        parentCommentId: null,
      }
    : undefined;
}

/**
 * Put a post or comment in a moderation state. A comment's change moves the counts everyone
 * sees (its post's comments, its parent's replies), recounted in the same transaction.
 */
export async function setContentState(
  trx: Transaction<Database>,
  target: TargetFacts,
  state: ModerationState,
): Promise<void> {
  if (target.type === 'FEED') {
    await trx
      .updateTable('feeds')
      .set({ moderation_state: state })
      .where('feed_id', '=', target.id)
      .execute();
    return;
  }
  if (target.type !== 'COMMENT' || target.feedId === null) return;
  await trx
    .updateTable('comments')
    .set({ moderation_state: state })
    .where('comment_id', '=', target.id)
    .execute();
  await recountComments(trx, target.feedId);
  if (target.parentCommentId !== null) await recountReplies(trx, target.parentCommentId);
}

/** The distinct members with an open report on the target (each reports once). */
export async function openReporters(
  db: Db,
  type: ReportTargetType,
  targetId: number,
): Promise<number[]> {
  const { table, target, reporter } = REPORT_TABLES[type];
  const { rows } = await sql<{ reporter: number }>`
    SELECT ${sql.ref(reporter)} AS reporter FROM ${sql.table(table)}
    WHERE ${sql.ref(target)} = ${targetId} AND resolution_id IS NULL`.execute(db);
  return rows.map((row) => Number(row.reporter));
}

/** Close the target's open reports with the audit entry that resolved them. */
export async function closeOpenReports(
  db: Db,
  type: ReportTargetType,
  targetId: number,
  auditId: number,
): Promise<void> {
  const { table, target } = REPORT_TABLES[type];
  await sql`
    UPDATE ${sql.table(table)} SET resolution_id = ${auditId}
    WHERE ${sql.ref(target)} = ${targetId} AND resolution_id IS NULL`.execute(db);
}

/**
 * How many distinct members with an open report on a post or comment are established at
 * `cutoff`: their account was made at or before it, or they have a post of their own that
 * is neither deleted nor hidden or removed. Fresh accounts made to pile on count for
 * nothing until then.
 */
export async function establishedOpenReporters(
  db: Db,
  type: 'FEED' | 'COMMENT',
  targetId: number,
  cutoff: string,
): Promise<number> {
  const { table, target, reporter } = REPORT_TABLES[type];
  const { rows } = await sql<{ count: number }>`
    SELECT count(*) AS count
    FROM ${sql.table(table)} AS r JOIN users AS u ON u.user_id = r.${sql.ref(reporter)}
    WHERE r.${sql.ref(target)} = ${targetId} AND r.resolution_id IS NULL
      AND (u.created_at <= ${cutoff} OR EXISTS (
        SELECT 1 FROM feeds AS own
        WHERE own.user_id = u.user_id AND own.deleted_at IS NULL
          AND own.moderation_state = 'VISIBLE'))`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** Suspend a member until then (null: for good), or lift it (`at` null). */
export async function setSuspension(
  db: Db,
  userId: number,
  at: string | null,
  until: string | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ suspended_at: at, suspended_until: at === null ? null : until })
    .where('user_id', '=', userId)
    .execute();
}

/** A member's suspension columns; undefined for no such member. */
export function suspensionOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['suspended_at', 'suspended_until'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Append an entry to the audit log; answers its id. Nothing ever changes or deletes one. */
export async function appendAudit(
  db: Db,
  entry: Insertable<ModerationAuditTable>,
): Promise<number> {
  const { audit_id } = await db
    .insertInto('moderation_audit')
    .values(entry)
    .returning('audit_id')
    .executeTakeFirstOrThrow();
  return audit_id;
}

/** Which entries of the audit log a reader wants; none given: all of them. */
export interface AuditFilter {
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: number | undefined;
  moderatorId?: number | undefined;
}

function filteredAudit(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('moderation_audit as a');
  if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
  if (filter.targetType !== undefined) query = query.where('a.target_type', '=', filter.targetType);
  if (filter.targetId !== undefined) query = query.where('a.target_id', '=', filter.targetId);
  if (filter.moderatorId !== undefined) {
    query = query.where('a.moderator_id', '=', filter.moderatorId);
  }
  return query;
}

/** A page of the audit log, newest first, with the moderator's and the subject's names. */
export async function auditPage(db: Db, filter: AuditFilter, page: number, size: number) {
  const { count } = await filteredAudit(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await filteredAudit(db, filter)
    .innerJoin('users as m', 'm.user_id', 'a.moderator_id')
    .leftJoin('users as s', 's.user_id', 'a.subject_user_id')
    .select([
      'a.audit_id',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.subject_user_id',
      's.nickname as subject_nickname',
      'a.moderator_id',
      'm.nickname as moderator_nickname',
      'a.note',
      'a.suspended_until',
      'a.created_at',
    ])
    .orderBy('a.audit_id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { total: Number(count), rows };
}

/** The audit entries with these ids, with the moderator's name. */
export function auditEntries(db: Db, auditIds: readonly number[]) {
  if (auditIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('moderation_audit as a')
    .innerJoin('users as m', 'm.user_id', 'a.moderator_id')
    .select(['a.audit_id', 'a.action', 'a.note', 'a.created_at', 'm.nickname'])
    .where('a.audit_id', 'in', auditIds)
    .execute();
}

/** Each member's latest `shown` audit entries about them, newest first. */
export async function historyOf(db: Db, userIds: readonly number[], shown: number) {
  if (userIds.length === 0) return [];
  const ranked = db
    .selectFrom('moderation_audit as a')
    .select((eb) => [
      'a.subject_user_id',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.note',
      'a.created_at',
      'a.audit_id',
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy('a.subject_user_id').orderBy('a.audit_id', 'desc'))
        .as('place'),
    ])
    .where('a.subject_user_id', 'in', userIds)
    .as('h');
  return db
    .selectFrom(ranked)
    .selectAll()
    .where('h.place', '<=', shown)
    .orderBy('h.subject_user_id')
    .orderBy('h.audit_id', 'desc')
    .execute();
}

/**
 * The members with an unread notification about a post or comment (its post's, its own,
 * or its thread's): their unread count may move when it is hidden, removed or restored.
 */
export async function unreadAbout(db: Db, target: TargetFacts): Promise<number[]> {
  if (target.type === 'USER') return [];
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .distinct()
    .where('is_read', '=', 'N')
    .where((eb) =>
      target.type === 'FEED'
        ? eb('feed_id', '=', target.id)
        : eb.or([eb('comment_id', '=', target.id), eb('parent_comment_id', '=', target.id)]),
    )
    .execute();
  return rows.map((row) => row.user_id);
}
