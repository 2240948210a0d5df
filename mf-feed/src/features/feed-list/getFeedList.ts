import { PAGE_SIZE } from '@kfeed/contracts/envelope';
import type { FeedItem, FeedListQuery } from '@kfeed/contracts/feed';
import { HOME_CATEGORY_ID } from '@kfeed/kit/homeCategory';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call } from '@kfeed/platform/calls/apiCall';
import { unwrap } from '@kfeed/platform/httpClient';
import { sessionStore } from '@kfeed/platform/sessionStore';
import { takeInitialData } from '@kfeed/kit/initialData';

export interface FeedPageRequest {
  page: number;
  categoryId: string;
  isoCode: string;
  /** The last post already shown: the server pages after it, so new posts never shift a page. */
  lastFeedId?: number;
}

/** The query of one page of Home (spec 1, section 7). */
export function feedListQuery(request: FeedPageRequest, now: number = Date.now()): FeedListQuery {
  return {
    page: request.page,
    size: PAGE_SIZE,
    categoryId: request.categoryId,
    type: request.categoryId || HOME_CATEGORY_ID,
    isoCode: request.isoCode,
    ...(request.lastFeedId !== undefined && request.page > 1
      ? { lastFeedId: request.lastFeedId }
      : {}),
    // A cache-buster: a list seen again must be fresh.
    _t: now,
  };
}

/**
 * A visitor's page 1 as the shell's server put it into the page, taken once; undefined when
 * it is not there (a member, another category or language, taken already).
 */
export function takeEmbeddedFeedPage(request: FeedPageRequest): FeedItem[] | undefined {
  if (sessionStore.getState().isLoggedIn) return undefined;
  const embedded = takeInitialData(feedRoutes.getFeedList.path, feedListQuery(request));
  return embedded ? unwrap(embedded as ApiEnvelope<FeedItem[]>, 200) : undefined;
}

/** One page of posts, newest first. */
export async function getFeedList(request: FeedPageRequest): Promise<FeedItem[]> {
  return takeEmbeddedFeedPage(request) ?? call(feedRoutes.getFeedList, feedListQuery(request));
}
