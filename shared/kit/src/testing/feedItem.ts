import type { FeedItem } from '@kfeed/kit/contracts/feed';

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
    feedImageList: [],
    images: [],
    feedThumbnailImageList: [],
    thumbnailCount: 0,
    feedLikeCount: 0,
    feedCommentCount: 0,
    feedViewCount: 0,
    isLiked: 'N',
    ...overrides,
  };
}

/** Posts with ids from `first` counting down, as one page of the newest-first list. */
export function feedPage(first: number, count: number): FeedItem[] {
  return Array.from({ length: count }, (_, i) => feedItem({ feedId: first - i }));
}
