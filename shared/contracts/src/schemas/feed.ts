import { Type } from 'typebox';
import { FEED_LIMITS, SEARCH_TEXT_MAX } from '@kfeed/contracts/limits';
import {
  CacheBuster,
  DescribedId,
  Id,
  IsoCode,
  Nullable,
  NullableString,
  Page,
  PageSize,
  Timestamp,
  YesNo,
} from '@kfeed/contracts/schemas/primitives';
import { TextTranslationFields } from '@kfeed/contracts/schemas/translation';

export const CategoryTranslation = Type.Object({
  categoryName: Type.String(),
  categoryImageUrl: Type.String(),
});

const TranslatedList = Type.Record(Type.String(), CategoryTranslation, {
  description: 'Keyed by lower-case iso code (e.g. "zh-cn").',
});

export const Category = Type.Object({
  /** 'home' means all posts; 'nation' is the special locked entry. Otherwise a numeric id as text. */
  categoryId: Type.String(),
  categoryName: Type.String(),
  categoryImageUrl: Type.String(),
  categoryType: Type.String({
    description: 'JSON text: the feed types a member may post in it, e.g. \'["PUBLIC"]\'.',
  }),
  translatedList: TranslatedList,
});
export const CategoryList = Type.Array(Category);

export const CategoryListRequest = Type.Object({
  isoCode: IsoCode,
  isLoggedIn: Type.Optional(Type.Boolean()),
  getType: Type.Optional(Type.Enum(['write', 'update'])),
});

export const FeedTranslation = Type.Object({
  feedTransTitle: Type.String(),
  feedTransText: Type.String(),
});

export const FeedImage = Type.Object({
  url: Type.String(),
  order: Type.Integer(),
  /**
   * The author's description of the picture, its alt text, in the reader's language where
   * the post's translation holds it (as written with getOriginal); absent when none was given.
   */
  description: Type.Optional(
    Type.String({ description: 'The picture described (alt text), translated like the post.' }),
  ),
});

/**
 * A post's category, `categoryName` in the requested language. A post's own view
 * (getFeedData) carries every language in `translatedList`, in both feedCategory and
 * feedCategoryWithTranslatedList. A list (home, a category, search, a member's posts and
 * likes) carries only what a card shows: feedCategoryWithTranslatedList with the requested
 * language's entry, feedCategory with none.
 */
export const FeedCategoryRef = Type.Object({
  categoryId: Type.String(),
  categoryName: Type.String({ description: 'In the requested language.' }),
  translatedList: Type.Record(Type.String(), CategoryTranslation, {
    description:
      'Keyed by lower-case iso code (e.g. "zh-cn"). In lists only the requested language (feedCategoryWithTranslatedList) or none (feedCategory); in a post all 16.',
  }),
});

const UrlItem = Type.Object({ url: Type.String() });

/** One size of a post's first picture, cropped square for a list card's box. */
export const ThumbnailImage = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  format: Type.Enum(['avif', 'webp']),
});

/** A post as it appears in every list and in the detail view. */
export const FeedItem = Type.Object({
  feedId: Type.Integer(),
  feedTitle: Type.String(),
  feedText: Type.String(),
  feedType: Type.String(),
  categoryId: Type.String(),
  categoryName: Type.String(),
  categoryType: Type.String(),
  feedCategory: Nullable(FeedCategoryRef),
  feedCategoryWithTranslatedList: Nullable(FeedCategoryRef),
  detectedLanguageCode: NullableString,
  translatedFeedMap: Type.Record(Type.String(), FeedTranslation, {
    description:
      'Keyed by iso code as the interface spells it ("en", "zh-CN"); empty when untranslated.',
  }),
  userId: Type.Integer(),
  userNickname: Type.String(),
  userIsOfficial: YesNo,
  userProfileImageUrl: NullableString,
  userNationCode: NullableString,
  feedCreateDatetime: Timestamp,
  editedAt: Type.Union([Timestamp, Type.Null()], {
    description:
      'When the author last changed the title, text or pictures (UTC); null when never edited. Likes, comments and counts do not move it.',
  }),
  feedImageList: Type.Array(FeedImage),
  images: Type.Array(UrlItem),
  feedThumbnailImageList: Type.Array(UrlItem),
  /**
   * The first picture cropped to the card's square at 1x, 2x and 3x of its box, in AVIF
   * and WebP, smallest first; empty for pictures stored before these existed (the card then
   * shows feedThumbnailImageList[0]).
   */
  thumbnails: Type.Optional(
    Type.Array(ThumbnailImage, {
      description:
        'The first picture as square card thumbnails (88, 176, 264 px; AVIF and WebP), smallest first.',
    }),
  ),
  thumbnailCount: Type.Integer(),
  feedLikeCount: Type.Integer(),
  feedCommentCount: Type.Integer(),
  feedViewCount: Type.Integer(),
  isLiked: YesNo,
  ...TextTranslationFields,
});
export const FeedList = Type.Array(FeedItem);

const LastFeedId = Type.Optional(
  DescribedId(
    'The last post the client holds: the page continues after it, whatever was posted since.',
  ),
);

/** page (from 1), size and the interface language of a list of posts. */
const FeedPaging = {
  page: Page,
  size: PageSize,
  isoCode: Type.Optional(IsoCode),
  lastFeedId: LastFeedId,
  _t: CacheBuster,
};

export const FeedListQuery = Type.Object({
  ...FeedPaging,
  categoryId: Type.Optional(Type.String({ maxLength: 20 })),
  type: Type.Optional(Type.String({ maxLength: 20 })),
});

export const UserFeedListQuery = Type.Object({
  ...FeedPaging,
  isMyList: Type.Optional(Type.Boolean()),
  userId: Type.Optional(Id),
});

export const MyLikeFeedListQuery = Type.Object(FeedPaging);

export const FeedDataRequest = Type.Object({
  feedId: Id,
  isoCode: Type.Optional(IsoCode),
  getOriginal: Type.Optional(Type.Boolean({ description: 'Only the original: no translation.' })),
  skipViewCount: Type.Optional(Type.Boolean()),
});

export const FeedIdRequest = Type.Object({ feedId: Id });
export const FeedIdData = Type.Object({ feedId: Type.Integer() });

/** What likeFeed / dislikeFeed answer: the new state and count. */
export const FeedLikeAnswer = Type.Object({
  feedId: Type.Integer(),
  isLiked: YesNo,
  feedLikeCount: Type.Integer(),
});

/** A picture's description (alt text), as sent; the API trims it. */
const ImageDescription = Type.String({ maxLength: FEED_LIMITS.imageDescriptionMax });

/**
 * The JSON part `feedWriteRequest` of insertFeed's multipart body. The API checks it against
 * this schema, then the rules a schema cannot say: title and text lengths after trimming, a
 * category the author may post in and one of its feed types.
 */
export const FeedWriteRequest = Type.Object({
  feedTitle: Type.String(),
  feedText: Type.String(),
  categoryId: Type.String({ maxLength: 20 }),
  feedType: Type.String({ maxLength: 20 }),
  /** Descriptions (alt texts) of the uploaded `images`, in their order; '' for none. */
  imageDescriptions: Type.Optional(
    Type.Array(ImageDescription, { maxItems: FEED_LIMITS.imagesMax }),
  ),
});

/** One kept picture of an edit: its URL, its place among all pictures, its description. */
export const KeptImage = Type.Object({
  url: Type.String({ maxLength: 2048 }),
  /** Its place among all pictures; orders that cannot be places keep the relative order. */
  order: Type.Number(),
  /** Absent: the picture keeps the description it had. */
  description: Type.Optional(ImageDescription),
});
export const KeptImageList = Type.Array(KeptImage, { maxItems: FEED_LIMITS.imagesMax });

/** The JSON part `feedUpdateRequest` of updateFeed's multipart body. */
export const FeedUpdateRequest = Type.Object({
  ...FeedWriteRequest.properties,
  feedId: Id,
  /** JSON text of KeptImage[]: the kept images in their new order, with their descriptions. */
  existingImages: Type.Optional(Type.String()),
});

export const LinkPreviewRequest = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048 }),
});

export const LinkPreview = Type.Object({
  success: Type.Boolean(),
  url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: NullableString,
  domain: Type.String(),
  siteName: NullableString,
});

/** Generous: the exact limit (after trimming) is checked by the route, with its own code. */
const SearchText = Type.String({ minLength: 1, maxLength: SEARCH_TEXT_MAX * 2 });

export const SearchFeedQuery = Type.Object({
  page: Page,
  size: PageSize,
  searchText: SearchText,
  isoCode: Type.Optional(IsoCode),
  type: Type.Optional(Type.Enum(['search'])),
  _t: CacheBuster,
});

export const SearchTextRequest = Type.Object({ searchText: SearchText });
export const SearchHistoryQuery = Type.Object({ isoCode: Type.Optional(IsoCode) });

/** GET /api/static/category/<name>.svg (or <name>_w.svg, the white variant). */
export const CategoryIconParams = Type.Object({
  file: Type.String({ maxLength: 40, pattern: '^[a-z]+(_w)?\\.svg$' }),
});
