import type { CommentItem } from '@kfeed/contracts/comment';
import { PAGE_SIZE } from '@kfeed/contracts/envelope';

export interface CommentPages {
  items: CommentItem[];
  /** The last page loaded (0 before the first). */
  page: number;
  /** More pages exist while the last one was full (10 items). */
  hasMore: boolean;
}

export const emptyCommentPages: CommentPages = { items: [], page: 0, hasMore: true };

/** Page 1 replaces the list; later pages append (skipping any comment already shown). */
export function mergeCommentPage(
  current: CommentPages,
  page: number,
  batch: CommentItem[],
): CommentPages {
  const hasMore = batch.length >= PAGE_SIZE;
  if (page <= 1) return { items: batch, page: 1, hasMore };
  const seen = new Set(current.items.map((c) => c.commentId));
  return {
    items: [...current.items, ...batch.filter((c) => !seen.has(c.commentId))],
    page,
    hasMore,
  };
}
