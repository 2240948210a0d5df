import type { CommentItem } from '@kfeed/contracts/comment';

let nextCommentId = 100;

/**
 * A comment on post 12 as the API answers it, untranslated; each call without a
 * `commentId` takes the next id (from 100), and the text and nickname follow the id.
 */
export function commentItem(overrides: Partial<CommentItem> = {}): CommentItem {
  const commentId = overrides.commentId ?? nextCommentId++;
  return {
    commentId,
    feedId: 12,
    parentCommentId: null,
    commentText: `댓글 ${commentId}`,
    detectedLanguageCode: 'ko',
    commentCreateDatetime: '2026-03-28T10:00:00Z',
    editedAt: null,
    userId: 8,
    userNickname: `user${commentId}`,
    userProfileImageUrl: null,
    userIsOfficial: 'N',
    isLiked: 'N',
    likeCount: 0,
    childCommentCount: 0,
    translatedCommentMap: {},
    translationStatus: 'ORIGINAL',
    translationProvider: null,
    translationUnavailableReason: null,
    ...overrides,
  };
}

/** `count` comments with ids counting up from `firstId`, as one page of a comment list. */
export function commentItems(count: number, firstId: number): CommentItem[] {
  return Array.from({ length: count }, (_, i) => commentItem({ commentId: firstId + i }));
}
