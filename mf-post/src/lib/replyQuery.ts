import { isFeedOrigin, type FeedContentQuery, type FeedOrigin } from '@kfeed/kit/postNavigation';

/** The reply screen's query: the post's origin, kept for when the reader goes back. */
export interface ReplyQuery {
  originalFrom?: FeedOrigin;
  originalProfileUserId?: number;
  originRoute?: FeedOrigin;
  depth?: number;
  previousFeedId?: number;
}

const int = (value: string | null, min: number) => {
  if (value === null) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : undefined;
};

export function parseReplyQuery(search: string): ReplyQuery {
  const params = new URLSearchParams(search);
  const query: ReplyQuery = {};
  const originalFrom = params.get('originalFrom');
  if (isFeedOrigin(originalFrom)) query.originalFrom = originalFrom;
  const originRoute = params.get('originRoute');
  if (isFeedOrigin(originRoute)) query.originRoute = originRoute;
  const profileUserId = int(params.get('originalProfileUserId'), 1);
  if (profileUserId !== undefined) query.originalProfileUserId = profileUserId;
  const depth = int(params.get('depth'), 0);
  if (depth !== undefined) query.depth = depth;
  const previousFeedId = int(params.get('previousFeedId'), 1);
  if (previousFeedId !== undefined) query.previousFeedId = previousFeedId;
  return query;
}

/** The post's query when the reader returns to it from the reply screen. */
export function postQueryFromReply(query: ReplyQuery): FeedContentQuery {
  const post: FeedContentQuery = { from: 'reply', originalFrom: query.originalFrom ?? 'home' };
  if (query.originalProfileUserId !== undefined) post.profileUserId = query.originalProfileUserId;
  if (query.originRoute) post.originRoute = query.originRoute;
  if (query.depth !== undefined) post.depth = query.depth;
  if (query.previousFeedId !== undefined) post.previousFeedId = query.previousFeedId;
  return post;
}
