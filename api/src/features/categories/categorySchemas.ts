/** JSON schemas of the category shapes (shared/kit/src/contracts/feed.ts), for routes and /api/docs. */
export const categoryTranslationSchema = {
  type: 'object',
  properties: { categoryName: { type: 'string' }, categoryImageUrl: { type: 'string' } },
  required: ['categoryName', 'categoryImageUrl'],
} as const;

export const translatedListSchema = {
  type: 'object',
  description: 'Keyed by lower-case iso code (e.g. "zh-cn").',
  additionalProperties: categoryTranslationSchema,
} as const;

export const categorySchema = {
  type: 'object',
  properties: {
    categoryId: { type: 'string' },
    categoryName: { type: 'string' },
    categoryImageUrl: { type: 'string' },
    categoryType: { type: 'string', description: 'JSON text: the allowed feed types.' },
    translatedList: translatedListSchema,
  },
  required: ['categoryId', 'categoryName', 'categoryImageUrl', 'categoryType', 'translatedList'],
} as const;

export const categoryRefSchema = {
  type: ['object', 'null'],
  properties: {
    categoryId: { type: 'string' },
    categoryName: { type: 'string' },
    translatedList: translatedListSchema,
  },
  required: ['categoryId', 'categoryName', 'translatedList'],
} as const;
