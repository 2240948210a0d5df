import { COMMENT_TEXT_MAX } from '@kfeed/kit/contracts/comment';
import { isoCodeSchema } from '../../http/isoCode.ts';

/** JSON schemas of the comment shapes (shared/kit/src/contracts/comment.ts), for routes and /api/docs. */
export const commentItemSchema = {
  type: 'object',
  properties: {
    commentId: { type: 'integer' },
    feedId: { type: 'integer' },
    parentCommentId: { type: ['integer', 'null'] },
    commentText: { type: 'string' },
    detectedLanguageCode: { type: ['string', 'null'] },
    commentCreateDatetime: { type: 'string', description: 'UTC, YYYY-MM-DDTHH:mm:ssZ' },
    userId: { type: 'integer' },
    userNickname: { type: 'string' },
    userProfileImageUrl: { type: ['string', 'null'] },
    userIsOfficial: { type: 'string', enum: ['Y', 'N'] },
    isLiked: { type: 'string', enum: ['Y', 'N'] },
    likeCount: { type: 'integer' },
    childCommentCount: { type: 'integer' },
    translatedCommentMap: {
      type: 'object',
      description:
        'The translation into the requested language, keyed by its iso code; empty when untranslated.',
      additionalProperties: {
        type: 'object',
        properties: { commentTransText: { type: 'string' } },
        required: ['commentTransText'],
      },
    },
  },
  required: [
    'commentId',
    'feedId',
    'parentCommentId',
    'commentText',
    'detectedLanguageCode',
    'commentCreateDatetime',
    'userId',
    'userNickname',
    'userProfileImageUrl',
    'userIsOfficial',
    'isLiked',
    'likeCount',
    'childCommentCount',
    'translatedCommentMap',
  ],
} as const;

export const id = { type: 'integer', minimum: 1 } as const;
/** Generous: the exact limit (after trimming) is checked by the handler, with its own code. */
export const commentText = { type: 'string', maxLength: COMMENT_TEXT_MAX * 4 } as const;
export { isoCodeSchema };

export const likeStateSchema = {
  type: 'object',
  properties: {
    commentId: { type: 'integer' },
    isLiked: { type: 'string', enum: ['Y', 'N'] },
    likeCount: { type: 'integer' },
  },
  required: ['commentId', 'isLiked', 'likeCount'],
} as const;
