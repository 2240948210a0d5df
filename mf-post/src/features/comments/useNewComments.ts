import { useEffect, useRef, useState } from 'react';
import type { CommentItem } from '@kfeed/contracts/comment';
import { on } from '@kfeed/platform/events';
import { sessionStore } from '@kfeed/platform/sessionStore';

interface Pending {
  /** The post and thread they were counted for. */
  key: string;
  commentIds: number[];
}

/**
 * Comments written by others since the list was loaded, from the live channel: on a post's
 * screen its comments (`parentCommentId` null), on a reply screen the replies to its
 * comment. The reader's own are on screen already, and a comment shown in the meantime
 * stops counting. `clear` forgets them once they are asked for.
 */
export function useNewComments(
  feedId: number,
  parentCommentId: number | null,
  shown: readonly CommentItem[],
): { count: number; clear: () => void } {
  const key = `${feedId}:${parentCommentId ?? ''}`;
  const [pending, setPending] = useState<Pending>({ key, commentIds: [] });
  const latest = useRef({ key, feedId, parentCommentId });
  useEffect(() => {
    latest.current = { key, feedId, parentCommentId };
  });

  useEffect(
    () =>
      on('live:comment', (comment) => {
        const now = latest.current;
        if (comment.feedId !== now.feedId) return;
        if ((comment.parentCommentId ?? null) !== now.parentCommentId) return;
        if (comment.authorId === sessionStore.getState().userId) return;
        setPending((current) => {
          if (current.key !== now.key) return { key: now.key, commentIds: [comment.commentId] };
          if (current.commentIds.includes(comment.commentId)) return current;
          return { key: now.key, commentIds: [...current.commentIds, comment.commentId] };
        });
      }),
    [],
  );

  const shownIds = new Set(shown.map((comment) => comment.commentId));
  const count =
    pending.key === key ? pending.commentIds.filter((id) => !shownIds.has(id)).length : 0;
  const clear = () => setPending({ key, commentIds: [] });
  return { count, clear };
}
