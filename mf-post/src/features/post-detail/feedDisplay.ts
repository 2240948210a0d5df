import type { FeedItem } from '@kfeed/contracts/feed';

/** The post's images in their order (full size), from feedImageList or the plain list. */
export function feedImageUrls(feed: Pick<FeedItem, 'feedImageList' | 'images'>): string[] {
  if (feed.feedImageList?.length) {
    return [...feed.feedImageList].sort((a, b) => a.order - b.order).map((image) => image.url);
  }
  return (feed.images ?? []).map((image) => image.url);
}

/** The author's description of each image (its alt text), in the same order; '' for none. */
export function feedImageDescriptions(feed: Pick<FeedItem, 'feedImageList'>): string[] {
  return [...(feed.feedImageList ?? [])]
    .sort((a, b) => a.order - b.order)
    .map((image) => image.description ?? '');
}

/** The category's name in the reader's language ('nation' has no translation). */
export function categoryNameFor(
  feed: Pick<
    FeedItem,
    'categoryId' | 'categoryName' | 'feedCategory' | 'feedCategoryWithTranslatedList'
  >,
  isoCode: string,
): string {
  const category = feed.feedCategoryWithTranslatedList ?? feed.feedCategory;
  const fallback = category?.categoryName || feed.categoryName;
  if (feed.categoryId === 'nation') return fallback;
  return category?.translatedList?.[isoCode.toLowerCase()]?.categoryName || fallback;
}
