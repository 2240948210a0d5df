import { feedPath, routeByName } from '@kfeed/kit/routes';

/**
 * How screens link to a post and how the post finds its way back (spec 2, section 2).
 * Whoever opens FeedContentView says where the reader came from in its query; the post's
 * back button reads it. docs/post-navigation.md describes the whole contract.
 */

/** The lists a post can be opened from. */
export type FeedOrigin = 'home' | 'search' | 'profile' | 'myLike' | 'myFeed' | 'notifications';

const ORIGINS: readonly FeedOrigin[] = [
  'home',
  'search',
  'profile',
  'myLike',
  'myFeed',
  'notifications',
];

export function isFeedOrigin(value: unknown): value is FeedOrigin {
  return typeof value === 'string' && (ORIGINS as readonly string[]).includes(value);
}

/** FeedContentView's query (every key optional). */
export interface FeedContentQuery {
  /** Where the post was opened from; 'reply' when coming back from its reply screen. */
  from?: FeedOrigin | 'reply';
  /** With from=profile: where that profile itself was opened from. */
  originRoute?: FeedOrigin;
  /** With from=profile: how many profile hops deep the reader is (1 = first profile). */
  depth?: number;
  /** With from=profile (or an origin of profile): whose profile. */
  profileUserId?: number;
  /** Set by the write screen after an edit / a new post. */
  updated?: boolean;
  created?: boolean;
  /** With created: the new post's category. */
  categoryId?: string;
  /** With from=reply: the post's own origin before the reply screen was opened. */
  originalFrom?: FeedOrigin;
  /** With from=profile: the post the profile was opened from. */
  previousFeedId?: number;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function nonNegativeInt(value: string | null): number | undefined {
  if (value === null) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** Read the query, dropping values that are not what the contract allows. */
export function parseFeedContentQuery(search: string | URLSearchParams): FeedContentQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: FeedContentQuery = {};
  const from = params.get('from');
  if (from === 'reply' || isFeedOrigin(from)) query.from = from;
  const originRoute = params.get('originRoute');
  if (isFeedOrigin(originRoute)) query.originRoute = originRoute;
  const originalFrom = params.get('originalFrom');
  if (isFeedOrigin(originalFrom)) query.originalFrom = originalFrom;
  const depth = nonNegativeInt(params.get('depth'));
  if (depth !== undefined) query.depth = depth;
  const profileUserId = positiveInt(params.get('profileUserId'));
  if (profileUserId !== undefined) query.profileUserId = profileUserId;
  const previousFeedId = positiveInt(params.get('previousFeedId'));
  if (previousFeedId !== undefined) query.previousFeedId = previousFeedId;
  if (params.get('updated') === 'true') query.updated = true;
  if (params.get('created') === 'true') query.created = true;
  const categoryId = params.get('categoryId');
  if (categoryId) query.categoryId = categoryId;
  return query;
}

/** The query string (with '?', or '' when empty) for a FeedContentQuery. */
export function feedContentSearch(query: FeedContentQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === false) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The address of a post, e.g. feedContentUrl(12, { from: 'search' }). */
export function feedContentUrl(feedId: number | string, query: FeedContentQuery = {}): string {
  return `${feedPath(feedId)}${feedContentSearch(query)}`;
}

/**
 * The navigation state /profile is opened with (the user id travels in state, not
 * in the path). The profile's own back uses the rest.
 */
export interface ProfileNavigationState {
  userId: number;
  /** 'feed' when opened from a post (then previousFeedId is that post). */
  from?: FeedOrigin | 'feed';
  previousFeedId?: number;
  /** The list the reader started from before the post(s) and profile(s). */
  originRoute?: FeedOrigin;
  /** How many profile hops deep this profile is (1 = first). */
  depth?: number;
}

/** A place to navigate to, with optional router state. */
export interface NavigationTarget {
  to: string;
  state?: ProfileNavigationState;
}

/**
 * Where "back to <origin>" leads. Lists keep their state in sessionStorage and restore
 * it when opened with ?restored=true; the profile needs its user id in state.
 */
export function originTarget(
  origin: FeedOrigin | undefined,
  profileUserId?: number,
): NavigationTarget {
  switch (origin) {
    case 'search':
      return { to: '/search?restored=true' };
    case 'myLike':
      return { to: '/myPage/myLikeList?restored=true' };
    case 'myFeed':
      return { to: '/myPage/myFeedList?restored=true' };
    case 'notifications':
      return { to: routeByName('Notifications').path };
    case 'profile':
      return profileUserId
        ? { to: '/profile', state: { userId: profileUserId } }
        : { to: '/?restored=true' };
    default:
      return { to: '/?restored=true' };
  }
}
