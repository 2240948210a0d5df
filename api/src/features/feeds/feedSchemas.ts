import { categoryRefSchema } from '../categories/categorySchemas.ts';
import { isoCodeSchema } from '../../http/isoCode.ts';

/** JSON schemas of the post shapes (shared/kit/src/contracts/feed.ts), for routes and /api/docs. */
const urlItem = { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] };

export const feedItemSchema = {
  type: 'object',
  properties: {
    feedId: { type: 'integer' },
    feedTitle: { type: 'string' },
    feedText: { type: 'string' },
    feedType: { type: 'string' },
    categoryId: { type: 'string' },
    categoryName: { type: 'string' },
    categoryType: { type: 'string' },
    feedCategory: categoryRefSchema,
    feedCategoryWithTranslatedList: categoryRefSchema,
    detectedLanguageCode: { type: ['string', 'null'] },
    translatedFeedMap: {
      type: 'object',
      description:
        'Keyed by iso code as the interface spells it ("en", "zh-CN"); empty when untranslated.',
      additionalProperties: {
        type: 'object',
        properties: { feedTransTitle: { type: 'string' }, feedTransText: { type: 'string' } },
        required: ['feedTransTitle', 'feedTransText'],
      },
    },
    userId: { type: 'integer' },
    userNickname: { type: 'string' },
    userIsOfficial: { type: 'string', enum: ['Y', 'N'] },
    userProfileImageUrl: { type: ['string', 'null'] },
    userNationCode: { type: ['string', 'null'] },
    feedCreateDatetime: { type: 'string', description: 'UTC, YYYY-MM-DDTHH:mm:ssZ' },
    feedImageList: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          url: { type: 'string' },
          order: { type: 'integer' },
          description: { type: 'string', description: 'The picture described (alt text).' },
        },
        required: ['url', 'order'],
      },
    },
    images: { type: 'array', items: urlItem },
    feedThumbnailImageList: { type: 'array', items: urlItem },
    thumbnailCount: { type: 'integer' },
    feedLikeCount: { type: 'integer' },
    feedCommentCount: { type: 'integer' },
    feedViewCount: { type: 'integer' },
    isLiked: { type: 'string', enum: ['Y', 'N'] },
  },
  required: [
    'feedId',
    'feedTitle',
    'feedText',
    'feedType',
    'categoryId',
    'translatedFeedMap',
    'userId',
    'userNickname',
    'userIsOfficial',
    'feedCreateDatetime',
    'feedImageList',
    'feedThumbnailImageList',
    'thumbnailCount',
    'feedLikeCount',
    'feedCommentCount',
    'isLiked',
  ],
} as const;

export const feedListSchema = { type: 'array', items: feedItemSchema } as const;

export const feedIdBodySchema = {
  type: 'object',
  properties: { feedId: { type: 'integer', minimum: 1 } },
  required: ['feedId'],
} as const;

/** page (from 1), size (10 by default) and the interface language of a list call. */
export const pagingProperties = {
  page: { type: 'integer', minimum: 1, default: 1 },
  size: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  isoCode: isoCodeSchema,
  lastFeedId: {
    type: 'integer',
    minimum: 1,
    description:
      'The last post the client holds: the page continues after it, whatever was posted since.',
  },
  _t: { type: 'string', description: 'Cache-buster; ignored.' },
} as const;
