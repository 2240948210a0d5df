import type { CommentItem } from '@kfeed/kit/contracts/comment';
import type { FeedItem } from '@kfeed/kit/contracts/feed';

/** A post as the API answers it, with the parts a test cares about overridden. */
export function makeFeed(overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    feedId: 12,
    feedTitle: '한강 벚꽃 명소 추천',
    feedText: '여의도 벚꽃이 활짝 피었어요. https://example.com/guide 참고하세요.',
    feedType: 'PUBLIC',
    categoryId: '3',
    categoryName: '생활',
    categoryType: '["PUBLIC"]',
    feedCategory: null,
    feedCategoryWithTranslatedList: {
      categoryId: '3',
      categoryName: '생활',
      translatedList: { en: { categoryName: 'Daily life', categoryImageUrl: '/life.svg' } },
    },
    detectedLanguageCode: 'ko',
    translatedFeedMap: {
      en: {
        feedTransTitle: 'Cherry blossom spots along the Han River',
        feedTransText:
          'The cherry trees in Yeouido are in full bloom. See https://example.com/guide.',
      },
    },
    userId: 7,
    userNickname: 'Minh',
    userIsOfficial: 'N',
    userProfileImageUrl: null,
    userNationCode: 'vn',
    feedCreateDatetime: '2026-03-28T09:30:00Z',
    feedImageList: [
      { url: '/api/files/b.jpg', order: 2 },
      { url: '/api/files/a.jpg', order: 1 },
    ],
    images: [],
    feedThumbnailImageList: [],
    thumbnailCount: 2,
    feedLikeCount: 3,
    feedCommentCount: 0,
    feedViewCount: 10,
    isLiked: 'N',
    ...overrides,
  };
}

let nextCommentId = 100;

export function makeComment(overrides: Partial<CommentItem> = {}): CommentItem {
  const commentId = overrides.commentId ?? nextCommentId++;
  return {
    commentId,
    feedId: 12,
    parentCommentId: null,
    commentText: `댓글 ${commentId}`,
    detectedLanguageCode: 'ko',
    commentCreateDatetime: '2026-03-28T10:00:00Z',
    userId: 8,
    userNickname: `user${commentId}`,
    userProfileImageUrl: null,
    userIsOfficial: 'N',
    isLiked: 'N',
    likeCount: 0,
    childCommentCount: 0,
    translatedCommentMap: {},
    ...overrides,
  };
}

export const makeComments = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => makeComment({ commentId: from + i }));
