import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { LiveEventBody } from '@kfeed/contracts/notification';
import type { Db } from '../../db/db.ts';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../feeds/viewer.ts';

/**
 * Who sees a post or comment in a moderation state (docs/moderation.md), as a condition on
 * its row's own `moderation_state` and author columns, so that a list pays no query per
 * item: everyone sees VISIBLE; a HIDDEN one (enough established reporters, not reviewed
 * yet) only its author and moderators; a REMOVED one no one (moderators read it in the
 * queue, not in lists). visibleFeeds and visibleComments, and through them lists, search,
 * details, comments, replies and notifications, all ask this.
 */
export function shownByModeration(
  viewer: Viewer | null,
  state: Expression<string>,
  authorId: Expression<number>,
): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>();
  if (!viewer) return eb(state, '=', 'VISIBLE');
  if (viewer.isModerator) return eb(state, '!=', 'REMOVED');
  return eb.or([
    eb(state, '=', 'VISIBLE'),
    eb.and([eb(state, '=', 'HIDDEN'), eb(authorId, '=', viewer.userId)]),
  ]);
}

/** Whether every post and comment of these ids is there, undeleted and VISIBLE. */
async function allPubliclyVisible(
  db: Db,
  feedIds: readonly number[],
  commentIds: readonly number[],
): Promise<boolean> {
  if (feedIds.length > 0) {
    const feeds = await db
      .selectFrom('feeds')
      .select('feed_id')
      .where('feed_id', 'in', feedIds)
      .where('deleted_at', 'is', null)
      .where('moderation_state', '=', 'VISIBLE')
      .execute();
    if (feeds.length !== new Set(feedIds).size) return false;
  }
  if (commentIds.length > 0) {
    const comments = await db
      .selectFrom('comments')
      .select('comment_id')
      .where('comment_id', 'in', commentIds)
      .where('deleted_at', 'is', null)
      .where('moderation_state', '=', 'VISIBLE')
      .execute();
    if (comments.length !== new Set(commentIds).size) return false;
  }
  return true;
}

/**
 * Whether an event for every stream may go out (liveHub.ts): one about a post or comment
 * that is hidden or removed (or about a comment under one) is not broadcast, since the
 * channel cannot tell its author and moderators from everyone else; they see the change
 * on their next read. Ids only either way, but even an id says "something happened here".
 */
export function broadcastAllowed(db: Db, event: LiveEventBody): Promise<boolean> {
  switch (event.type) {
    case 'comment':
      return allPubliclyVisible(
        db,
        [event.feedId],
        [event.commentId, ...(event.parentCommentId === null ? [] : [event.parentCommentId])],
      );
    case 'new-post':
      return allPubliclyVisible(db, [event.feedId], []);
    case 'translation':
      if (event.targetType === 'FEED') return allPubliclyVisible(db, [event.feedId], []);
      if (event.targetType === 'COMMENT') {
        return allPubliclyVisible(db, [event.feedId], [event.targetId]);
      }
      return Promise.resolve(true);
    case 'unread':
      return Promise.resolve(true);
  }
}
