import type { InsertCommentRequest } from '@kfeed/contracts/comment';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { sendOrQueue } from '@kfeed/platform/outbox/outbox';

/**
 * Adds a comment to a post, or a reply with parentCommentId. Without a connection it
 * waits in the outbox (shown as waiting) and is sent once when the connection returns.
 */
export const insertComment = (request: InsertCommentRequest) =>
  sendOrQueue(commentRoutes.insertComment, request, {
    kind: 'comment',
    feedId: request.feedId,
    parentCommentId: request.parentCommentId ?? null,
    text: request.commentText,
  });
