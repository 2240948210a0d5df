import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { PAGE_SIZE } from '@kfeed/kit/contracts/envelope';
import type { FeedItem } from '@kfeed/kit/contracts/feed';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

async function getFeedPage(path: string, params: Record<string, unknown>): Promise<FeedItem[]> {
  const response = await httpClient.get<ApiEnvelope<FeedItem[]>>(path, {
    params: { size: PAGE_SIZE, ...params },
  });
  return unwrap(response.data, response.status);
}

/** GET /api/feed/getUserFeedList with isMyList=true: the member's own posts. */
export const getMyFeedList = (page: number, isoCode: string) =>
  getFeedPage('/api/feed/getUserFeedList', { page, isMyList: true, isoCode });

/** GET /api/feed/getMyLikeFeedList: the posts the member liked, most recent like first. */
export const getMyLikeFeedList = (page: number, isoCode: string) =>
  getFeedPage('/api/feed/getMyLikeFeedList', { page, isoCode });

/** GET /api/feed/getUserFeedList with userId: a member's posts as the reader may see them. */
export const getUserFeedList = (userId: number, page: number, isoCode: string) =>
  getFeedPage('/api/feed/getUserFeedList', { userId, page, isoCode });
