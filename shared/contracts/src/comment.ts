import type { Static } from 'typebox';
import type * as S from '@kfeed/contracts/schemas/comment';

export { COMMENT_TEXT_MAX } from '@kfeed/contracts/limits';

export type CommentItem = Static<typeof S.CommentItem>;
export type CommentListRequest = Static<typeof S.CommentListRequest>;
export type CommentListData = Static<typeof S.CommentListData>;
export type ParentCommentRequest = Static<typeof S.ParentCommentRequest>;
export type InsertCommentRequest = Static<typeof S.InsertCommentRequest>;
export type UpdateCommentRequest = Static<typeof S.UpdateCommentRequest>;
export type CommentIdRequest = Static<typeof S.CommentIdRequest>;
export type CommentLikeRequest = Static<typeof S.CommentLikeRequest>;
/** What likeComment / dislikeComment answer: the new state and count. */
export type CommentLikeAnswer = Static<typeof S.CommentLikeAnswer>;
export type OriginalCommentText = Static<typeof S.OriginalCommentText>;
export type DeletedComment = Static<typeof S.DeletedComment>;
