import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/db.ts';
import type { Database } from '../../db/schema.ts';
import { visibleFeeds } from '../feeds/feedQuery.ts';
import { blockedByViewer, type Viewer } from '../feeds/viewer.ts';
import { parseReadLanguages } from '../user/readLanguages.ts';
import { canModerate } from '@kfeed/contracts/auth';
import { parseRoles } from '../../auth/memberSession.ts';
import { shownByModeration } from '../moderation/moderationVisibility.ts';

/**
 * The notification queries. Each function is one step on the `db` it is given, the
 * database or a transaction (notificationService.ts holds the rules and the transactions).
 *
 * What a member is shown is decided when reading, not only when writing: a row is listed
 * and counted only while its type is on, the post, comment and notice it is about are
 * still there and visible to the member (not deleted, not reported by them, not by
 * someone they blocked), and, for the types made by members, while at least one of its
 * acts is visible (the actor blocked neither way, the act's comment still there and not
 * reported). So a block, a report, a deletion or a moderator's removal hides a
 * notification at once, whatever the write-time clean-up did. MODERATION and
 * REPORT_RESULT rows keep their target in `details`, not in feed_id / comment_id: they
 * stay listed when what they are about was removed (they carry ids only, never its text).
 */

/** The comment_id of an act that is a like. */
export const LIKE_ACT = 0;

/** Types no member makes: their rows have no acts. */
export const ACTORLESS_TYPES = ['NOTICE', 'MODERATION', 'REPORT_RESULT'] as const;

const eb = () => expressionBuilder<Database, never>();
const ref = (column: string) => sql.ref<number>(column);
const never = sql<SqlBool>`1 = 0`;

/** Whether either of two members blocked the other. */
function blockedEitherWay(userId: number, other: Expression<number>): Expression<SqlBool> {
  const b = eb();
  return b.exists(
    b
      .selectFrom('user_blocks as bl')
      .select('bl.blocker_id')
      .where((w) =>
        w.or([
          w.and([w('bl.blocker_id', '=', userId), w('bl.blocked_id', '=', other)]),
          w.and([w('bl.blocker_id', '=', other), w('bl.blocked_id', '=', userId)]),
        ]),
      ),
  );
}

/**
 * Whether the comment `commentId` refers to is shown to the viewer: not deleted, not
 * reported by them, not written by someone they blocked, not hidden or removed by
 * moderation (the comment rules).
 */
function commentShown(viewer: Viewer, commentId: Expression<number>): Expression<SqlBool> {
  const b = eb();
  return b.exists(
    b
      .selectFrom('comments as sc')
      .select('sc.comment_id')
      .where('sc.comment_id', '=', commentId)
      .where('sc.deleted_at', 'is', null)
      .where((w) => shownByModeration(viewer, w.ref('sc.moderation_state'), w.ref('sc.user_id')))
      .where((w) => w.not(blockedByViewer(viewer, w.ref('sc.user_id'))))
      .where((w) =>
        w.not(
          w.exists(
            w
              .selectFrom('comment_reports as scr')
              .select('scr.comment_id')
              .where('scr.user_id', '=', viewer.userId)
              .whereRef('scr.comment_id', '=', 'sc.comment_id'),
          ),
        ),
      ),
  );
}

/** Whether the act `a` (notification_acts as a) is visible to the viewer. */
function actShown(viewer: Viewer): Expression<SqlBool> {
  const b = eb();
  return b.and([
    b.not(blockedEitherWay(viewer.userId, ref('a.actor_id'))),
    b.or([b(ref('a.comment_id'), '=', LIKE_ACT), commentShown(viewer, ref('a.comment_id'))]),
  ]);
}

/** The visible acts of the notification `n`. */
function shownActs(viewer: Viewer) {
  return eb()
    .selectFrom('notification_acts as a')
    .where('a.notification_id', '=', ref('n.notification_id'))
    .where(actShown(viewer));
}

/** Whether the notification `n` (notifications as n) is listed and counted for the viewer. */
function rowShown(db: Db, viewer: Viewer, enabled: readonly string[]): Expression<SqlBool> {
  const b = eb();
  if (enabled.length === 0) return never;
  const column = (name: string) => ref(`n.${name}`);
  const nullOr = (name: string, shown: Expression<SqlBool>) =>
    b.or([b(column(name), 'is', null), shown]);
  return b.and([
    b(column('user_id'), '=', viewer.userId),
    b(sql.ref<string>('n.notification_type'), 'in', enabled),
    nullOr(
      'feed_id',
      b.exists(
        visibleFeeds(db, viewer).select('f.feed_id').where('f.feed_id', '=', column('feed_id')),
      ),
    ),
    nullOr('comment_id', commentShown(viewer, column('comment_id'))),
    nullOr('parent_comment_id', commentShown(viewer, column('parent_comment_id'))),
    nullOr(
      'notice_id',
      b.exists(
        b
          .selectFrom('notices as nt')
          .select('nt.notice_id')
          .where('nt.notice_id', '=', column('notice_id'))
          .where('nt.deleted_at', 'is', null),
      ),
    ),
    b.or([
      b(sql.ref<string>('n.notification_type'), 'in', [...ACTORLESS_TYPES]),
      b.exists(shownActs(viewer).select('a.act_id')),
    ]),
  ]);
}

/** The member a notification is for, as the visibility rules need them; undefined when gone. */
export async function findRecipient(db: Db, userId: number): Promise<Viewer | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['nation_id', 'is_official', 'read_languages', 'roles'])
    .where('user_id', '=', userId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!user) return undefined;
  return {
    userId,
    nationId: user.nation_id,
    isOfficial: user.is_official === 'Y',
    readLanguages: parseReadLanguages(user.read_languages),
    isModerator: canModerate(parseRoles(user.roles)),
  };
}

/** Whether either member blocked the other. */
export async function isBlockedEitherWay(db: Db, userId: number, otherId: number) {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((w) =>
      w.or([
        w.and([w('blocker_id', '=', userId), w('blocked_id', '=', otherId)]),
        w.and([w('blocker_id', '=', otherId), w('blocked_id', '=', userId)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** A comment as a notification needs it: its post, author, thread and the post's author. */
export function findCommentFacts(db: Db, commentId: number) {
  return db
    .selectFrom('comments as c')
    .innerJoin('feeds as f', 'f.feed_id', 'c.feed_id')
    .leftJoin('comments as p', 'p.comment_id', 'c.parent_comment_id')
    .select([
      'c.comment_id',
      'c.feed_id',
      'c.user_id',
      'c.parent_comment_id',
      'f.user_id as feed_author_id',
      'p.user_id as parent_author_id',
    ])
    .where('c.comment_id', '=', commentId)
    .executeTakeFirst();
}

export async function findFeedAuthor(db: Db, feedId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('feeds')
    .select('user_id')
    .where('feed_id', '=', feedId)
    .executeTakeFirst();
  return row?.user_id;
}

/** The members with a live reply in a thread (its top comment's id). */
export async function threadRepliers(db: Db, parentCommentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('comments')
    .select('user_id')
    .distinct()
    .where('parent_comment_id', '=', parentCommentId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The ids of a comment's replies, deleted ones included. */
export async function replyIds(db: Db, commentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('comments')
    .select('comment_id')
    .where('parent_comment_id', '=', commentId)
    .execute();
  return rows.map((row) => row.comment_id);
}

/** The member's settings rows (types turned off, or back on). */
export function settingsOf(db: Db, userId: number) {
  return db
    .selectFrom('notification_settings')
    .select(['notification_type', 'enabled', 'changed_at'])
    .where('user_id', '=', userId)
    .execute();
}

export async function saveSetting(
  db: Db,
  userId: number,
  type: string,
  enabled: 'Y' | 'N',
  at: string,
) {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, notification_type: type, enabled, changed_at: at })
    .onConflict((oc) =>
      oc.columns(['user_id', 'notification_type']).doUpdateSet({ enabled, changed_at: at }),
    )
    .execute();
}

/** The member's row of a group, if any. */
export function findRow(db: Db, userId: number, groupKey: string) {
  return db
    .selectFrom('notifications')
    .select(['notification_id', 'is_read'])
    .where('user_id', '=', userId)
    .where('group_key', '=', groupKey)
    .executeTakeFirst();
}

export interface NewRow {
  userId: number;
  type: string;
  groupKey: string;
  feedId: number | null;
  commentId: number | null;
  parentCommentId: number | null;
  noticeId: number | null;
}

/** Add the member's row of a group, or bring it back to the top, unread; answers its id. */
export async function raiseRow(db: Db, row: NewRow, at: string): Promise<number> {
  const { notification_id } = await db
    .insertInto('notifications')
    .values({
      user_id: row.userId,
      notification_type: row.type,
      group_key: row.groupKey,
      feed_id: row.feedId,
      comment_id: row.commentId,
      parent_comment_id: row.parentCommentId,
      notice_id: row.noticeId,
      is_read: 'N',
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'group_key']).doUpdateSet({ is_read: 'N', updated_at: at }),
    )
    .returning('notification_id')
    .executeTakeFirstOrThrow();
  return notification_id;
}

/** Record an act on a notification (again: its time moves). */
export async function addAct(
  db: Db,
  notificationId: number,
  actorId: number,
  commentId: number,
  at: string,
) {
  await db
    .insertInto('notification_acts')
    .values({
      notification_id: notificationId,
      actor_id: actorId,
      comment_id: commentId,
      acted_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['notification_id', 'actor_id', 'comment_id']).doUpdateSet({ acted_at: at }),
    )
    .execute();
}

export async function hasAct(db: Db, notificationId: number, actorId: number, commentId: number) {
  const row = await db
    .selectFrom('notification_acts')
    .select('act_id')
    .where('notification_id', '=', notificationId)
    .where('actor_id', '=', actorId)
    .where('comment_id', '=', commentId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeAct(
  db: Db,
  notificationId: number,
  actorId: number,
  commentId: number,
) {
  await db
    .deleteFrom('notification_acts')
    .where('notification_id', '=', notificationId)
    .where('actor_id', '=', actorId)
    .where('comment_id', '=', commentId)
    .execute();
}

/** Take away the acts made with these comments; answers the notifications they were on. */
export async function removeActsOfComments(db: Db, commentIds: readonly number[]) {
  if (commentIds.length === 0) return [];
  const rows = await db
    .deleteFrom('notification_acts')
    .where('comment_id', 'in', commentIds)
    .returning('notification_id')
    .execute();
  return [...new Set(rows.map((row) => row.notification_id))];
}

/** A removed row: whom it was for, and whether it was still unread. */
export interface RemovedRow {
  user_id: number;
  is_read: 'Y' | 'N';
}

/**
 * Remove, of these notifications, those made by members that have no act left; answers
 * the rows removed.
 */
export async function removeRowsWithoutActs(
  db: Db,
  notificationIds: readonly number[],
): Promise<RemovedRow[]> {
  if (notificationIds.length === 0) return [];
  // No alias on the deleted table: SQLite's RETURNING does not know it.
  return db
    .deleteFrom('notifications')
    .where('notification_id', 'in', notificationIds)
    .where('notification_type', 'not in', [...ACTORLESS_TYPES])
    .where((w) =>
      w.not(
        w.exists(
          w
            .selectFrom('notification_acts as a')
            .select('a.act_id')
            .whereRef('a.notification_id', '=', 'notifications.notification_id'),
        ),
      ),
    )
    .returning(['user_id', 'is_read'])
    .execute();
}

/**
 * Remove the notifications about a post, or about comments (`commentIds`, the comments
 * themselves; `threadOf`: every row of a thread); their acts go with them (cascade).
 */
export async function removeRowsAbout(
  db: Db,
  about: { feedId: number } | { commentIds: readonly number[]; threadOf: number },
): Promise<RemovedRow[]> {
  return db
    .deleteFrom('notifications')
    .where((w) =>
      'feedId' in about
        ? w('feed_id', '=', about.feedId)
        : w.or([
            w('comment_id', 'in', about.commentIds),
            w('parent_comment_id', '=', about.threadOf),
          ]),
    )
    .returning(['user_id', 'is_read'])
    .execute();
}

/** A MODERATION or REPORT_RESULT row: no acts, its target and what it tells in `details`. */
export interface ToldRow {
  userId: number;
  type: 'MODERATION' | 'REPORT_RESULT';
  groupKey: string;
  details: string;
}

/** Add a told row, unread (once per group); answers whether it was added. */
export async function addToldRow(db: Db, row: ToldRow, at: string): Promise<boolean> {
  const result = await db
    .insertInto('notifications')
    .values({
      user_id: row.userId,
      notification_type: row.type,
      group_key: row.groupKey,
      feed_id: null,
      comment_id: null,
      parent_comment_id: null,
      notice_id: null,
      is_read: 'N',
      created_at: at,
      updated_at: at,
      details: row.details,
    })
    .onConflict((oc) => oc.columns(['user_id', 'group_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Add the member's NOTICE rows, unread, for the pinned live notices pinned at or after
 * `since` that they have none of; answers how many were added. A notice pinned when it
 * was written counts from its creation, one pinned later from then (notices.pinned_at).
 */
export async function addNoticeRows(db: Db, userId: number, since: string): Promise<number> {
  const notices = await db
    .selectFrom('notices')
    .select((eb) => [
      'notice_id',
      eb.fn.coalesce('pinned_at', 'created_at').$castTo<string>().as('created_at'),
    ])
    .where('is_fixed', '=', 'Y')
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('pinned_at', 'created_at'), '>=', since))
    .where((w) =>
      w.not(
        w.exists(
          w
            .selectFrom('notifications as n')
            .select('n.notification_id')
            .where('n.user_id', '=', userId)
            .where('n.notification_type', '=', 'NOTICE')
            .whereRef('n.notice_id', '=', 'notices.notice_id'),
        ),
      ),
    )
    .execute();
  if (notices.length === 0) return 0;
  const result = await db
    .insertInto('notifications')
    .values(
      notices.map((notice) => ({
        user_id: userId,
        notification_type: 'NOTICE',
        group_key: `NOTICE:${notice.notice_id}`,
        feed_id: null,
        comment_id: null,
        parent_comment_id: null,
        notice_id: notice.notice_id,
        is_read: 'N' as const,
        created_at: notice.created_at,
        updated_at: notice.created_at,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'group_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function memberSince(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.created_at;
}

/** How many of the member's notifications are shown (only the unread ones: `unread`). */
export async function countShown(
  db: Db,
  viewer: Viewer,
  enabled: readonly string[],
  unread: boolean,
): Promise<number> {
  let query = db
    .selectFrom('notifications as n')
    .select((s) => s.fn.countAll<number>().as('count'))
    .where('n.user_id', '=', viewer.userId)
    .where(rowShown(db, viewer, enabled));
  if (unread) query = query.where('n.is_read', '=', 'N');
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * A page of the member's shown notifications (only the unread ones: `unreadOnly`), the newest
 * activity first: the time of the latest visible act (a row's own time when it has no acts),
 * then the act's order.
 */
export async function pageOfRows(
  db: Db,
  viewer: Viewer,
  enabled: readonly string[],
  page: number,
  size: number,
  { unreadOnly = false } = {},
) {
  let query = db
    .selectFrom('notifications as n')
    .select((s) => [
      'n.notification_id',
      'n.notification_type',
      'n.group_key',
      'n.updated_at',
      'n.feed_id',
      'n.comment_id',
      'n.parent_comment_id',
      'n.notice_id',
      'n.is_read',
      'n.details',
      s.fn
        .coalesce(
          shownActs(viewer).select((m) => m.fn.max('a.acted_at').as('latest')),
          s.ref('n.updated_at'),
        )
        .as('latest_at'),
      s.fn
        .coalesce(
          shownActs(viewer).select((m) => m.fn.max('a.act_id').as('last')),
          s.lit(0),
        )
        .as('last_act'),
    ])
    .where('n.user_id', '=', viewer.userId)
    .where(rowShown(db, viewer, enabled));
  if (unreadOnly) query = query.where('n.is_read', '=', 'N');
  const rows = await query
    .orderBy('latest_at', 'desc')
    .orderBy('last_act', 'desc')
    .orderBy('n.notification_id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return rows.map((row) => ({ ...row, latest_at: String(row.latest_at) }));
}

/** A row as the list reads it (pageOfRows). */
export type ShownRow = Awaited<ReturnType<typeof pageOfRows>>[number];

/**
 * The visible actors of these notifications, the newest first, at most `shown` of each,
 * with each notification's number of visible actors and the comment of its newest act.
 */
export async function actorsOf(
  db: Db,
  viewer: Viewer,
  notificationIds: readonly number[],
  shown: number,
) {
  if (notificationIds.length === 0) return [];
  const grouped = db
    .selectFrom('notification_acts as a')
    .innerJoin('users as u', 'u.user_id', 'a.actor_id')
    .where('a.notification_id', 'in', notificationIds)
    .where(actShown(viewer))
    .groupBy(['a.notification_id', 'a.actor_id', 'u.nickname', 'u.profile_image_path'])
    .select((s) => [
      'a.notification_id',
      'a.actor_id',
      'u.nickname',
      'u.profile_image_path',
      s.fn.max('a.act_id').as('last_act'),
      sql<number>`row_number() over (partition by a.notification_id order by max(a.act_id) desc)`.as(
        'place',
      ),
      sql<number>`count(*) over (partition by a.notification_id)`.as('actor_count'),
    ])
    .as('g');
  const rows = await db
    .selectFrom(grouped)
    .selectAll()
    .where('g.place', '<=', shown)
    .orderBy('g.notification_id')
    .orderBy('g.place')
    .execute();
  const newest = rows.filter((row) => Number(row.place) === 1).map((row) => row.last_act);
  const comments =
    newest.length === 0
      ? []
      : await db
          .selectFrom('notification_acts')
          .select(['act_id', 'comment_id'])
          .where('act_id', 'in', newest)
          .execute();
  const commentOfAct = new Map(comments.map((c) => [c.act_id, c.comment_id]));
  return rows.map((row) => ({
    notificationId: row.notification_id,
    actorId: row.actor_id,
    nickname: row.nickname,
    profileImagePath: row.profile_image_path,
    place: Number(row.place),
    actorCount: Number(row.actor_count),
    commentId: commentOfAct.get(row.last_act) ?? null,
  }));
}

/** The posts' titles as written, and their finished title translations into `isoCode`. */
export async function feedTitles(db: Db, feedIds: readonly number[], isoCode: string) {
  if (feedIds.length === 0) return { feeds: [], translations: [] };
  const [feeds, translations] = await Promise.all([
    db
      .selectFrom('feeds')
      .select(['feed_id', 'feed_title', 'detected_language_code'])
      .where('feed_id', 'in', feedIds)
      .execute(),
    db
      .selectFrom('feed_translations')
      .select(['feed_id', 'iso_code', 'title'])
      .where('feed_id', 'in', feedIds)
      .where('iso_code', '=', isoCode)
      .where('status', '=', 'DONE')
      .where('title', 'is not', null)
      .execute(),
  ]);
  return { feeds, translations };
}

/** Mark the member's notifications read (these ids, or all); answers how many changed. */
export async function markRead(db: Db, userId: number, ids: readonly number[] | 'all') {
  let query = db
    .updateTable('notifications')
    .set({ is_read: 'Y' })
    .where('user_id', '=', userId)
    .where('is_read', '=', 'N');
  if (ids !== 'all') query = query.where('notification_id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
