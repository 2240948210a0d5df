import { PAGE_SIZE } from '@kfeed/contracts/limits';
import type { FeedItem, MyLikeFeedListQuery, UserFeedListQuery } from '@kfeed/contracts/feed';
import { apiGet } from '@kfeed/platform/calls/apiCall';

/** GET /api/feed/getUserFeedList with isMyList=true: the member's own posts. */
export const getMyFeedList = (page: number, isoCode: string) =>
  apiGet<FeedItem[]>('/api/feed/getUserFeedList', {
    page,
    size: PAGE_SIZE,
    isMyList: true,
    isoCode,
  } satisfies UserFeedListQuery);

/** GET /api/feed/getMyLikeFeedList: the posts the member liked, most recent like first. */
export const getMyLikeFeedList = (page: number, isoCode: string) =>
  apiGet<FeedItem[]>('/api/feed/getMyLikeFeedList', {
    page,
    size: PAGE_SIZE,
    isoCode,
  } satisfies MyLikeFeedListQuery);

/** GET /api/feed/getUserFeedList with userId: a member's posts as the reader may see them. */
export const getUserFeedList = (userId: number, page: number, isoCode: string) =>
  apiGet<FeedItem[]>('/api/feed/getUserFeedList', {
    userId,
    page,
    size: PAGE_SIZE,
    isoCode,
  } satisfies UserFeedListQuery);
