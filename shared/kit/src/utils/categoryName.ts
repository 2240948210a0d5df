import type { FeedCategoryRef } from '@kfeed/contracts/feed';

/** translatedList is keyed by lower-case iso code ('zh-cn'). */
export const translationKey = (isoCode: string) => isoCode.toLowerCase();

/** The name of a post's category in the reader's language. */
export function categoryRefName(ref: FeedCategoryRef, isoCode: string): string {
  return ref.translatedList[translationKey(isoCode)]?.categoryName || ref.categoryName;
}
