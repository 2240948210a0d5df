import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/db.ts';
import { LOCK_SCOPES, lockWithinTransaction } from '../../db/dialect.ts';
import type { CommentsTable, Database } from '../../db/schema.ts';
import type { Viewer } from '../feeds/viewer.ts';
import { COMMENT_PAGE_SIZE, visibleComments } from './commentQuery.ts';

/**
 * The comment queries: comments and replies, their counts, likes and reports. Each
 * function is one step on the `db` it is given, the database or a transaction
 * (commentService.ts holds the transactions); who may see a comment, and a comment as
 * shown, are commentQuery.ts.
 */

/**
 * A live comment on a live post, as its author changes it; undefined when there is none.
 * Neither may have been removed by a moderator: removed content stays as it was.
 */
export function findLiveComment(db: Db, commentId: number) {
  return db
    .selectFrom('comments as c')
    .innerJoin('feeds as f', 'f.feed_id', 'c.feed_id')
    .select(['c.comment_id', 'c.feed_id', 'c.user_id', 'c.parent_comment_id', 'c.comment_text'])
    .where('c.comment_id', '=', commentId)
    .where('c.deleted_at', 'is', null)
    .where('f.deleted_at', 'is', null)
    .where('c.moderation_state', '!=', 'REMOVED')
    .where('f.moderation_state', '!=', 'REMOVED')
    .executeTakeFirst();
}

/** A live comment (whatever its post), as a report checks it; undefined when there is none. */
export function findUndeletedComment(db: Db, commentId: number) {
  return db
    .selectFrom('comments as c')
    .select(['c.comment_id', 'c.feed_id', 'c.user_id'])
    .where('c.comment_id', '=', commentId)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Add a comment or a reply; answers its id. */
export async function insertComment(db: Db, comment: Insertable<CommentsTable>): Promise<number> {
  const { comment_id } = await db
    .insertInto('comments')
    .values(comment)
    .returning('comment_id')
    .executeTakeFirstOrThrow();
  return comment_id;
}

/** The author's new text; `edited` when it differs from the old one (readers see "Edited"). */
export async function updateCommentText(
  db: Db,
  commentId: number,
  text: string,
  detectedLanguageCode: string | null,
  at: string,
  edited: boolean,
) {
  await db
    .updateTable('comments')
    .set({
      comment_text: text,
      detected_language_code: detectedLanguageCode,
      updated_at: at,
      ...(edited ? { edited_at: at } : {}),
    })
    .where('comment_id', '=', commentId)
    .execute();
}

/** Mark the live replies of a comment deleted; answers how many there were. */
export async function deleteReplies(db: Db, commentId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('comments')
    .set({ deleted_at: at })
    .where('parent_comment_id', '=', commentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Mark a comment deleted (it counts no replies from then on). */
export async function markCommentDeleted(db: Db, commentId: number, at: string) {
  await db
    .updateTable('comments')
    .set({ deleted_at: at, child_comment_count: 0 })
    .where('comment_id', '=', commentId)
    .execute();
}

/**
 * Count the post's comments and replies everyone may see into feeds.comment_count: live,
 * not hidden or removed by moderation, and (a reply) under a comment that is not either.
 * Counted from the rows in the writing transaction, so hiding, removing and restoring
 * (features/moderation) keep it right however they interleave with writes and deletions.
 * On PostgreSQL a lock per post orders the recounts: each counts after the one before it
 * committed, so the last one counts every row.
 */
export async function recountComments(trx: Transaction<Database>, feedId: number) {
  await lockWithinTransaction(trx, LOCK_SCOPES.commentCount, feedId);
  await trx
    .updateTable('feeds')
    .set((eb) => ({
      comment_count: eb
        .selectFrom('comments as c')
        .leftJoin('comments as p', 'p.comment_id', 'c.parent_comment_id')
        .select((s) => s.fn.countAll<number>().as('count'))
        .where('c.feed_id', '=', feedId)
        .where('c.deleted_at', 'is', null)
        .where('c.moderation_state', '=', 'VISIBLE')
        .where((w) =>
          w.or([w('c.parent_comment_id', 'is', null), w('p.moderation_state', '=', 'VISIBLE')]),
        ),
    }))
    .where('feed_id', '=', feedId)
    .execute();
}

/** Count a comment's live replies everyone may see into its child_comment_count (locked alike). */
export async function recountReplies(trx: Transaction<Database>, commentId: number) {
  await lockWithinTransaction(trx, LOCK_SCOPES.replyCount, commentId);
  await trx
    .updateTable('comments')
    .set((eb) => ({
      child_comment_count: eb
        .selectFrom('comments as r')
        .select((s) => s.fn.countAll<number>().as('count'))
        .where('r.parent_comment_id', '=', commentId)
        .where('r.deleted_at', 'is', null)
        .where('r.moderation_state', '=', 'VISIBLE'),
    }))
    .where('comment_id', '=', commentId)
    .execute();
}

/** The member's like of a comment, once; answers whether it was new. */
export async function addLike(db: Db, commentId: number, userId: number, at: string) {
  const result = await db
    .insertInto('comment_likes')
    .values({ comment_id: commentId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Take the member's like of a comment back; answers whether there was one. */
export async function removeLike(db: Db, commentId: number, userId: number) {
  const result = await db
    .deleteFrom('comment_likes')
    .where('comment_id', '=', commentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Add `delta` (1 or -1) to a comment's like_count. */
export async function addToLikeCount(db: Db, commentId: number, delta: 1 | -1) {
  await db
    .updateTable('comments')
    .set((eb) => ({ like_count: eb('like_count', delta < 0 ? '-' : '+', 1) }))
    .where('comment_id', '=', commentId)
    .execute();
}

export async function likeCountOf(db: Db, commentId: number): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select('like_count')
    .where('comment_id', '=', commentId)
    .executeTakeFirstOrThrow();
  return row.like_count;
}

export async function hasReported(db: Db, commentId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('comment_reports')
    .select('comment_id')
    .where('comment_id', '=', commentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A page of a post's comments the viewer may see (ten a page, newest first) or, with
 * `parentCommentId`, of one comment's replies (oldest first); answers their ids.
 */
export async function pageOfCommentIds(
  db: Db,
  viewer: Viewer | null,
  feedId: number,
  parentCommentId: number | null,
  page: number,
): Promise<number[]> {
  let query = visibleComments(db, viewer).where('c.feed_id', '=', feedId);
  query =
    parentCommentId === null
      ? query
          .where('c.parent_comment_id', 'is', null)
          .orderBy('c.created_at', 'desc')
          .orderBy('c.comment_id', 'desc')
      : query
          .where('c.parent_comment_id', '=', parentCommentId)
          .orderBy('c.created_at', 'asc')
          .orderBy('c.comment_id', 'asc');
  const rows = await query
    .select('c.comment_id')
    .limit(COMMENT_PAGE_SIZE)
    .offset((page - 1) * COMMENT_PAGE_SIZE)
    .execute();
  return rows.map((row) => row.comment_id);
}

/** A comment the viewer may see (its post aside): its text and its post; undefined when none. */
export function findVisibleCommentText(db: Db, viewer: Viewer | null, commentId: number) {
  return visibleComments(db, viewer)
    .select(['c.comment_text', 'c.feed_id'])
    .where('c.comment_id', '=', commentId)
    .executeTakeFirst();
}
