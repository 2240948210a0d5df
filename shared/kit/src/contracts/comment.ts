import type { YesNo } from '@kfeed/kit/contracts/envelope';

export interface CommentItem {
  commentId: number;
  feedId: number;
  parentCommentId: number | null;
  commentText: string;
  detectedLanguageCode: string | null;
  commentCreateDatetime: string;
  userId: number;
  userNickname: string;
  userProfileImageUrl: string | null;
  userIsOfficial: YesNo;
  isLiked: YesNo;
  likeCount: number;
  childCommentCount: number;
  /** Keyed by iso code; empty when untranslated. */
  translatedCommentMap: Record<string, { commentTransText: string }>;
}

export interface CommentListRequest {
  feedId: number;
  isoCode: string;
  page: number;
  parentCommentId?: number;
}

export interface CommentListData {
  commentList: CommentItem[];
}

export interface ParentCommentRequest {
  feedId: number;
  commentId: number;
  isoCode: string;
  userId?: number;
}

export interface InsertCommentRequest {
  feedId: number;
  commentText: string;
  isoCode: string;
  parentCommentId?: number;
}

export interface UpdateCommentRequest {
  feedId: number;
  commentId: number;
  commentText: string;
  isoCode: string;
}

export interface CommentIdRequest {
  commentId: number;
}

export interface CommentLikeRequest {
  feedId: number;
  commentId: number;
}

export const COMMENT_TEXT_MAX = 1000;
