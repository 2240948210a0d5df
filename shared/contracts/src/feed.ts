import type { Static } from 'typebox';
import type * as S from '@kfeed/contracts/schemas/feed';

export { FEED_LIMITS } from '@kfeed/contracts/limits';

export const FEED_TYPES = ['PUBLIC', 'NATION'] as const;
export type FeedType = string;

export type CategoryTranslation = Static<typeof S.CategoryTranslation>;
/** categoryId 'home' means all posts, 'nation' the locked entry, else a numeric id as text. */
export type Category = Static<typeof S.Category>;
export type CategoryListRequest = Static<typeof S.CategoryListRequest>;
export type FeedTranslation = Static<typeof S.FeedTranslation>;
export type FeedImage = Static<typeof S.FeedImage>;
export type ThumbnailImage = Static<typeof S.ThumbnailImage>;
export type FeedCategoryRef = Static<typeof S.FeedCategoryRef>;
/** A post as it appears in every list and in the detail view. */
export type FeedItem = Static<typeof S.FeedItem>;
export type FeedListQuery = Static<typeof S.FeedListQuery>;
export type UserFeedListQuery = Static<typeof S.UserFeedListQuery>;
export type MyLikeFeedListQuery = Static<typeof S.MyLikeFeedListQuery>;
export type FeedDataRequest = Static<typeof S.FeedDataRequest>;
export type FeedIdRequest = Static<typeof S.FeedIdRequest>;
export type FeedIdData = Static<typeof S.FeedIdData>;
/** What likeFeed / dislikeFeed answer: the new state and count. */
export type FeedLikeAnswer = Static<typeof S.FeedLikeAnswer>;
export type FeedWriteRequest = Static<typeof S.FeedWriteRequest>;
export type KeptImage = Static<typeof S.KeptImage>;
/** existingImages is JSON text of KeptImage[]: the kept images in their new order. */
export type FeedUpdateRequest = Static<typeof S.FeedUpdateRequest>;
export type LinkPreviewRequest = Static<typeof S.LinkPreviewRequest>;
export type LinkPreview = Static<typeof S.LinkPreview>;
export type SearchFeedQuery = Static<typeof S.SearchFeedQuery>;
export type SearchTextRequest = Static<typeof S.SearchTextRequest>;
