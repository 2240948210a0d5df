/**
 * Numbers the contracts and the apps share. Plain constants, free of the schema builder,
 * so an app importing one does not bundle the schemas.
 */

/** The page size of every paged list in the product. */
export const PAGE_SIZE = 10;

/** Bounds of every id, page and page size a request may carry (ids are SQLite/Postgres int4). */
export const REQUEST_BOUNDS = {
  idMax: 2_147_483_647,
  pageMax: 100_000,
  pageSizeMax: 50,
  isoCodeMax: 16,
  emailMax: 254,
} as const;

export const COMMENT_TEXT_MAX = 1000;

/** Search terms: at most this many characters after trimming. */
export const SEARCH_TEXT_MAX = 100;

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

export const USER_LIMITS = {
  nicknameMin: 2,
  nicknameMax: 10,
  introMax: 50,
  introLinesMax: 4,
  profileImageBytesMax: 10 * 1024 * 1024,
  minimumAge: 14,
} as const;
