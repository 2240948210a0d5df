import { Type } from 'typebox';
import { COMMENT_TEXT_MAX } from '@kfeed/contracts/limits';
import {
  DescribedId,
  Id,
  IsoCode,
  Nullable,
  NullableString,
  Page,
  Timestamp,
  YesNo,
} from '@kfeed/contracts/schemas/primitives';
import { TextTranslationFields } from '@kfeed/contracts/schemas/translation';

export const CommentItem = Type.Object({
  commentId: Type.Integer(),
  feedId: Type.Integer(),
  parentCommentId: Nullable(Type.Integer()),
  commentText: Type.String(),
  detectedLanguageCode: NullableString,
  commentCreateDatetime: Timestamp,
  editedAt: Type.Union([Timestamp, Type.Null()], {
    description:
      'When the author last changed the text (UTC); null when never edited. Likes and replies do not move it.',
  }),
  userId: Type.Integer(),
  userNickname: Type.String(),
  userProfileImageUrl: NullableString,
  userIsOfficial: YesNo,
  isLiked: YesNo,
  likeCount: Type.Integer(),
  childCommentCount: Type.Integer(),
  translatedCommentMap: Type.Record(
    Type.String(),
    Type.Object({ commentTransText: Type.String() }),
    {
      description:
        'The translation into the requested language, keyed by its iso code; empty when untranslated.',
    },
  ),
  ...TextTranslationFields,
});

/** Generous: the exact limit (after trimming) is checked by the route, with its own code. */
const CommentText = Type.String({ maxLength: COMMENT_TEXT_MAX * 4 });
const OptionalParent = Type.Optional(Nullable(Id));

export const CommentListRequest = Type.Object({
  feedId: Id,
  isoCode: Type.Optional(IsoCode),
  page: Page,
  parentCommentId: OptionalParent,
});

export const CommentListData = Type.Object({ commentList: Type.Array(CommentItem) });

export const ParentCommentRequest = Type.Object({
  feedId: Id,
  commentId: Id,
  isoCode: Type.Optional(IsoCode),
  userId: Type.Optional(
    Nullable(DescribedId('Ignored: the signed-in member comes from the token.')),
  ),
});

export const InsertCommentRequest = Type.Object({
  feedId: Id,
  commentText: CommentText,
  isoCode: Type.Optional(IsoCode),
  parentCommentId: OptionalParent,
});

export const UpdateCommentRequest = Type.Object({
  feedId: Type.Optional(Id),
  commentId: Id,
  commentText: CommentText,
  isoCode: Type.Optional(IsoCode),
});

export const CommentIdRequest = Type.Object({ commentId: Id });

export const CommentLikeRequest = Type.Object({ feedId: Id, commentId: Id });

/** What likeComment / dislikeComment answer: the new state and count. */
export const CommentLikeAnswer = Type.Object({
  commentId: Type.Integer(),
  isLiked: YesNo,
  likeCount: Type.Integer(),
});

export const OriginalCommentText = Type.Object({ commentText: Type.String() });
export const DeletedComment = Type.Object({
  commentId: Type.Integer(),
  deletedCount: Type.Integer(),
});
export const CommentIdData = Type.Object({ commentId: Type.Integer() });
