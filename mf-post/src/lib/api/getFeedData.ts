import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { FeedDataRequest, FeedItem } from '@kfeed/contracts/feed';
import { apiPost } from '@kfeed/platform/calls/apiCall';
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
  const embedded = takeInitialData('/api/feed/getFeedData', request);
  return embedded ? unwrap(embedded as ApiEnvelope<FeedItem>, 200) : undefined;
}

/** POST /api/feed/getFeedData: one post in the reader's language (or its original). */
export async function getFeedData(request: FeedDataRequest): Promise<FeedItem> {
  return takeEmbeddedFeedData(request) ?? apiPost<FeedItem>('/api/feed/getFeedData', request);
}
