import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { FeedDataRequest, FeedItem } from '@kfeed/contracts/feed';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call } from '@kfeed/platform/calls/apiCall';
import { takeInitialData } from '@kfeed/kit/initialData';
import { unwrap } from '@kfeed/platform/httpClient';
import { sessionStore } from '@kfeed/platform/sessionStore';

/**
 * A visitor's first view of the post as the shell's server put it into the page (the view
 * already counted), taken once; undefined when it is not there (a member, another post or
 * language, taken already). Throws the API's error when the embedded answer is a failure.
 */
export function takeEmbeddedFeedData(request: FeedDataRequest): FeedItem | undefined {
  if (sessionStore.getState().isLoggedIn) return undefined;
  const embedded = takeInitialData(feedRoutes.getFeedData.path, request);
  return embedded ? unwrap(embedded as ApiEnvelope<FeedItem>, 200) : undefined;
}

/** One post in the reader's language (or its original). */
export async function getFeedData(request: FeedDataRequest): Promise<FeedItem> {
  return takeEmbeddedFeedData(request) ?? call(feedRoutes.getFeedData, request);
}
