import type { Static } from 'typebox';
import { FEED_LIMITS } from '@kfeed/contracts/limits';
import { defineRoutes } from '@kfeed/contracts/routes/route';
import type * as Schemas from '@kfeed/contracts/schemas/index';

/**
 * The human description of a post's multipart body: its JSON part (the fields of its
 * schema) and the images, with the limits of FEED_LIMITS.
 */
const multipartDescription = (part: string, fields: readonly string[], note = '') =>
  `multipart/form-data: a "${part}" part (JSON: {${fields.join(', ')}}${note}) and up to ` +
  `${FEED_LIMITS.imagesMax} "images" files (${FEED_LIMITS.imageBytesMax / 1024 / 1024} MB ` +
  `each, ${FEED_LIMITS.totalBytesMax / 1024 / 1024} MB together), checked by content. ` +
  'Photos are stored re-encoded without metadata, with a thumbnail.';

type FieldOf<N extends keyof typeof Schemas> = keyof Static<(typeof Schemas)[N]>;

/** The fields of FeedWriteRequest, and of FeedUpdateRequest (which adds two), in order. */
const WRITE_FIELDS = [
  'feedTitle',
  'feedText',
  'categoryId',
  'feedType',
  'imageDescriptions',
] as const satisfies readonly FieldOf<'FeedWriteRequest'>[];
const UPDATE_FIELDS = [
  ...WRITE_FIELDS,
  'feedId',
  'existingImages',
] as const satisfies readonly FieldOf<'FeedUpdateRequest'>[];
const UPDATE_NOTE = 'existingImages is JSON text of [{url, order, description?}]';

/** Posts: lists and detail, writing, likes and reports. */
export const feedRoutes = defineRoutes({
  getFeedList: {
    method: 'GET',
    path: '/api/feed/getFeedList',
    tag: 'feed',
    summary: 'The home feed, newest first, for all posts, a category, or my country',
    description:
      'categoryId (or type): "home" (all), "nation" (NATION posts of my country; members ' +
      'only) or a category id. Pass lastFeedId (the last post held) for the next page.',
    access: 'anyone',
    query: 'FeedListQuery',
    answer: 'FeedList',
    offlineReadable: true,
  },
  getFeedData: {
    method: 'POST',
    path: '/api/feed/getFeedData',
    tag: 'feed',
    summary: 'One post; counts a view unless skipViewCount',
    access: 'anyone',
    body: 'FeedDataRequest',
    answer: 'FeedItem',
    offlineReadable: true,
  },
  getUserFeedList: {
    method: 'GET',
    path: '/api/feed/getUserFeedList',
    tag: 'feed',
    summary: "My posts (isMyList=true, members) or a member's posts I may see (userId)",
    access: 'anyone',
    query: 'UserFeedListQuery',
    answer: 'FeedList',
  },
  getMyLikeFeedList: {
    method: 'GET',
    path: '/api/feed/getMyLikeFeedList',
    tag: 'feed',
    summary: 'Posts I liked, most recently liked first (members)',
    access: 'member',
    query: 'MyLikeFeedListQuery',
    answer: 'FeedList',
  },
  insertFeed: {
    method: 'POST',
    path: '/api/feed/insertFeed',
    tag: 'feed',
    summary: 'Write a post with images (members)',
    description: multipartDescription('feedWriteRequest', WRITE_FIELDS),
    access: 'member',
    writeLimit: 'post',
    form: { part: 'feedWriteRequest', schema: 'FeedWriteRequest' },
    answer: 'FeedIdData',
  },
  updateFeed: {
    method: 'PUT',
    path: '/api/feed/updateFeed',
    tag: 'feed',
    summary: 'Edit my post: fields, kept images in their new order, new images',
    description: multipartDescription('feedUpdateRequest', UPDATE_FIELDS, `; ${UPDATE_NOTE}`),
    access: 'member',
    writeLimit: 'post',
    form: { part: 'feedUpdateRequest', schema: 'FeedUpdateRequest', note: UPDATE_NOTE },
    answer: 'FeedIdData',
  },
  deleteFeed: {
    method: 'POST',
    path: '/api/feed/deleteFeed',
    tag: 'feed',
    summary: 'Delete my post (its images are removed)',
    access: 'member',
    writeLimit: 'post',
    body: 'FeedIdRequest',
    answer: 'FeedIdData',
  },
  likeFeed: {
    method: 'POST',
    path: '/api/feed/likeFeed',
    tag: 'feed',
    summary: 'Like a post (members; liking twice changes nothing)',
    access: 'member',
    writeLimit: 'like',
    body: 'FeedIdRequest',
    answer: 'FeedLikeAnswer',
  },
  dislikeFeed: {
    method: 'POST',
    path: '/api/feed/dislikeFeed',
    tag: 'feed',
    summary: 'Take back my like (members; idempotent)',
    access: 'member',
    writeLimit: 'like',
    body: 'FeedIdRequest',
    answer: 'FeedLikeAnswer',
  },
  reportFeed: {
    method: 'POST',
    path: '/api/feed/reportFeed',
    tag: 'feed',
    summary: 'Report a post, once per member (REPORT-001 on a repeat); it leaves my lists',
    description:
      'reasonCode (SPAM, SCAM, HARASSMENT, HATE, SEXUAL, ILLEGAL, MISINFORMATION, OTHER; ' +
      'OTHER when absent) and reasonText are optional. Enough distinct established reporters ' +
      '(MODERATION_HIDE_THRESHOLD) hide the post from everyone but its author and moderators.',
    access: 'member',
    writeLimit: 'report',
    body: 'FeedReportRequest',
    answer: 'NoData',
  },
});
