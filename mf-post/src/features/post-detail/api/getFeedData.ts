import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { FeedDataRequest, FeedItem } from '@kfeed/kit/contracts/feed';
import { apiPost } from '@kfeed/kit/calls/apiCall';
import { takeInitialData } from '@kfeed/kit/initialData';
import { unwrap } from '@kfeed/platform/httpClient';
import { sessionStore } from '@kfeed/platform/sessionStore';

/** POST /api/feed/getFeedData: one post in the reader's language (or its original). */
export function getFeedData(request: FeedDataRequest): Promise<FeedItem> {
  // A visitor's first view of the post may already be in the page (the shell's server put
  // it there, view counted); taken once, so every later load asks the server.
  const embedded = sessionStore.getState().isLoggedIn
    ? undefined
    : takeInitialData('/api/feed/getFeedData', request);
  if (embedded) return Promise.resolve().then(() => unwrap(embedded as ApiEnvelope<FeedItem>, 200));
  return apiPost<FeedItem>('/api/feed/getFeedData', request);
}
