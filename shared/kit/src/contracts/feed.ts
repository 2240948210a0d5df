import type { YesNo } from '@kfeed/kit/contracts/envelope';

export const FEED_TYPES = ['PUBLIC', 'NATION'] as const;
export type FeedType = string;

export interface CategoryTranslation {
  categoryName: string;
  categoryImageUrl: string;
}

export interface Category {
  /** 'home' means all posts; 'nation' is the special locked entry. Otherwise a numeric id as text. */
  categoryId: string;
  categoryName: string;
  categoryImageUrl: string;
  /** JSON text: the list of feed types a member may post in this category, e.g. '["PUBLIC"]'. */
  categoryType: string;
  /** Keyed by lower-case iso code. */
  translatedList: Record<string, CategoryTranslation>;
}

export interface CategoryListRequest {
  isoCode: string;
  isLoggedIn: boolean;
  getType?: 'write' | 'update';
}

export interface FeedTranslation {
  feedTransTitle: string;
  feedTransText: string;
}

export interface FeedImage {
  url: string;
  order: number;
  /** The author's description of the picture, its alt text; absent when none was given. */
  description?: string;
}

export interface FeedCategoryRef {
  categoryId: string;
  categoryName: string;
  translatedList: Record<string, CategoryTranslation>;
}

/** A post as it appears in every list and in the detail view. */
export interface FeedItem {
  feedId: number;
  feedTitle: string;
  feedText: string;
  feedType: FeedType;
  categoryId: string;
  categoryName: string;
  categoryType: string;
  feedCategory: FeedCategoryRef | null;
  feedCategoryWithTranslatedList: FeedCategoryRef | null;
  detectedLanguageCode: string | null;
  /** Keyed by iso code as the interface uses it (e.g. 'en', 'zh-CN'). Empty when untranslated. */
  translatedFeedMap: Record<string, FeedTranslation>;
  userId: number;
  userNickname: string;
  userIsOfficial: YesNo;
  userProfileImageUrl: string | null;
  userNationCode: string | null;
  /** UTC timestamp, 'YYYY-MM-DDTHH:mm:ssZ'. */
  feedCreateDatetime: string;
  feedImageList: FeedImage[];
  images: { url: string }[];
  feedThumbnailImageList: { url: string }[];
  thumbnailCount: number;
  feedLikeCount: number;
  feedCommentCount: number;
  feedViewCount: number;
  isLiked: YesNo;
}

export interface FeedListQuery {
  page: number;
  size: number;
  categoryId?: string;
  type?: string;
  isoCode: string;
  lastFeedId?: number;
  _t?: number;
}

export interface FeedDataRequest {
  feedId: number;
  isoCode: string;
  getOriginal?: boolean;
  skipViewCount?: boolean;
}

export interface FeedIdRequest {
  feedId: number;
}

export interface FeedWriteRequest {
  feedTitle: string;
  feedText: string;
  categoryId: string;
  feedType: FeedType;
  /** Descriptions (alt texts) of the uploaded `images`, in their order; '' for none. */
  imageDescriptions?: string[];
}

export interface FeedUpdateRequest extends FeedWriteRequest {
  feedId: number;
  /** JSON text of FeedImage[]: the kept images in their new order, with their descriptions. */
  existingImages: string;
}

export interface LinkPreview {
  success: boolean;
  url: string;
  title: string;
  description: string;
  image: string | null;
  domain: string;
  siteName: string | null;
}

export interface SearchFeedQuery {
  page: number;
  size: number;
  searchText: string;
  isoCode: string;
  type?: 'search';
}

export const FEED_LIMITS = {
  titleMax: 30,
  textMax: 1000,
  imagesMax: 10,
  imageBytesMax: 30 * 1024 * 1024,
  totalBytesMax: 300 * 1024 * 1024,
  compressAboveBytes: 1.5 * 1024 * 1024,
  compressMaxSide: 1920,
  compressQuality: 0.8,
  imageDescriptionMax: 200,
} as const;
