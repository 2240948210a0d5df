import type { FeedItem } from '@kfeed/contracts/feed';
import { FILES_PREFIX } from '@kfeed/contracts/routes/paths';

/** A post as the API sends it, with nothing optional: no category, image, translation or count. */
export function feedItem(overrides: Partial<FeedItem> = {}): FeedItem {
  const feedId = overrides.feedId ?? 1;
  return {
    feedId,
    feedTitle: `Post ${feedId}`,
    feedText: `Text of post ${feedId}`,
    feedType: 'PUBLIC',
    categoryId: '1',
    categoryName: '',
    categoryType: '["PUBLIC"]',
    feedCategory: null,
    feedCategoryWithTranslatedList: null,
    detectedLanguageCode: 'ko',
    translatedFeedMap: {},
    userId: 100 + feedId,
    userNickname: `writer${feedId}`,
    userIsOfficial: 'N',
    userProfileImageUrl: null,
    userNationCode: null,
    feedCreateDatetime: '2026-11-20T10:00:00Z',
    editedAt: null,
    feedImageList: [],
    images: [],
    feedThumbnailImageList: [],
    thumbnailCount: 0,
    feedLikeCount: 0,
    feedCommentCount: 0,
    feedViewCount: 0,
    isLiked: 'N',
    // Nothing to say about translation unless a test asks (ORIGINAL draws no status line).
    translationStatus: 'ORIGINAL',
    translationProvider: null,
    translationUnavailableReason: null,
    ...overrides,
  };
}

/**
 * Post 12 as the API sends it with every part a reader sees: a Korean post with its
 * category, an English translation, a link, two images (listed out of order) and counts.
 */
export function fullFeedItem(overrides: Partial<FeedItem> = {}): FeedItem {
  return feedItem({
    feedId: 12,
    feedTitle: '한강 벚꽃 명소 추천',
    feedText: '여의도 벚꽃이 활짝 피었어요. https://example.com/guide 참고하세요.',
    categoryId: '3',
    categoryName: '생활',
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
    translationStatus: 'TRANSLATED',
    translationProvider: 'HUMAN',
    userId: 7,
    userNickname: 'Minh',
    userNationCode: 'vn',
    feedCreateDatetime: '2026-03-28T09:30:00Z',
    feedImageList: [
      { url: `${FILES_PREFIX}b.jpg`, order: 2 },
      { url: `${FILES_PREFIX}a.jpg`, order: 1 },
    ],
    thumbnailCount: 2,
    feedLikeCount: 3,
    feedViewCount: 10,
    ...overrides,
  });
}

/** Posts with ids from `first` counting down, as one page of the newest-first list. */
export function feedPage(first: number, count: number): FeedItem[] {
  return Array.from({ length: count }, (_, i) => feedItem({ feedId: first - i }));
}
