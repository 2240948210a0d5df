import { defineRoutes } from '@kfeed/contracts/routes/route';

/** A post's comments and replies: reading them, writing, liking and reporting (members). */
export const commentRoutes = defineRoutes({
  getCommentList: {
    method: 'POST',
    path: '/api/comment/getCommentList',
    tag: 'comment',
    summary: "A page of a post's comments, or of one comment's replies",
    description:
      'Ten per page, page counting from 1. Without parentCommentId: top-level comments, ' +
      'newest first. With it: the replies to that comment, oldest first. Comments of ' +
      'members you blocked, and comments you reported, are left out.',
    access: 'anyone',
    body: 'CommentListRequest',
    answer: 'CommentListData',
  },
  getParentComment: {
    method: 'POST',
    path: '/api/comment/getParentComment',
    tag: 'comment',
    summary: 'One comment of a post, as shown above its replies',
    access: 'anyone',
    body: 'ParentCommentRequest',
    answer: 'CommentItem',
  },
  getOriginalCommentText: {
    method: 'POST',
    path: '/api/comment/getOriginalCommentText',
    tag: 'comment',
    summary: 'The original (untranslated) text of a comment',
    access: 'anyone',
    body: 'CommentIdRequest',
    answer: 'OriginalCommentText',
  },
  insertComment: {
    method: 'POST',
    path: '/api/comment/insertComment',
    tag: 'comment',
    summary: 'Write a comment on a post, or a reply to one of its comments (members)',
    access: 'member',
    writeLimit: 'comment',
    body: 'InsertCommentRequest',
    answer: 'CommentItem',
  },
  updateComment: {
    method: 'PUT',
    path: '/api/comment/updateComment',
    tag: 'comment',
    summary: 'Change the text of my comment or reply',
    access: 'member',
    writeLimit: 'comment',
    body: 'UpdateCommentRequest',
    answer: 'CommentItem',
  },
  deleteComment: {
    method: 'POST',
    path: '/api/comment/deleteComment',
    tag: 'comment',
    summary: 'Delete my comment (with its replies) or my reply',
    access: 'member',
    writeLimit: 'comment',
    body: 'CommentIdRequest',
    answer: 'DeletedComment',
  },
  likeComment: {
    method: 'POST',
    path: '/api/comment/likeComment',
    tag: 'comment',
    summary: 'Like a comment (members; liking twice changes nothing)',
    access: 'member',
    writeLimit: 'like',
    body: 'CommentLikeRequest',
    answer: 'CommentLikeAnswer',
  },
  dislikeComment: {
    method: 'POST',
    path: '/api/comment/dislikeComment',
    tag: 'comment',
    summary: 'Take back my like of a comment (members; idempotent)',
    access: 'member',
    writeLimit: 'like',
    body: 'CommentLikeRequest',
    answer: 'CommentLikeAnswer',
  },
  reportComment: {
    method: 'POST',
    path: '/api/comment/reportComment',
    tag: 'comment',
    summary: "Report another member's comment, once (REPORT-001 on a repeat)",
    description:
      'A reported comment is no longer shown to the member who reported it. reasonCode and ' +
      'reasonText are optional, as on reportFeed; enough reporters hide it from everyone.',
    access: 'member',
    writeLimit: 'report',
    body: 'CommentReportRequest',
    answer: 'CommentIdData',
  },
});
