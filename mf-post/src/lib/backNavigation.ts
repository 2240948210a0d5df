import { HOME_CATEGORY_ID, homeCategoryUrl } from '@kfeed/kit/homeCategory';
import {
  originTarget,
  type FeedContentQuery,
  type FeedOrigin,
  type NavigationTarget,
  type ProfileNavigationState,
} from '@kfeed/kit/postNavigation';

export interface PostBackTarget extends NavigationTarget {
  replace?: boolean;
}

/** With from=reply, the post's own origin stands in for `from`. */
function effectiveQuery(query: FeedContentQuery): FeedContentQuery {
  if (query.from !== 'reply') return query;
  const { originalFrom, ...rest } = query;
  return { ...rest, from: originalFrom ?? 'home' };
}

function profileState(query: FeedContentQuery, userId: number): ProfileNavigationState {
  const state: ProfileNavigationState = { userId };
  if (query.previousFeedId !== undefined) {
    state.from = 'feed';
    state.previousFeedId = query.previousFeedId;
  } else if (query.originRoute) {
    state.from = query.originRoute;
  }
  if (query.originRoute) state.originRoute = query.originRoute;
  if (query.depth !== undefined) state.depth = query.depth;
  return state;
}

/**
 * Where the post's back button leads (spec 2, section 2):
 * after create or update, Home afresh (replacing the post), asked through its address for
 * the new post's category, else All (kit homeCategory); from a reply screen, the post's
 * origin; from a profile, that profile (or, with depth 0 or no profile id, the route the
 * profile came from); otherwise the origin list, by default Home restored.
 */
export function postBackTarget(query: FeedContentQuery): PostBackTarget {
  if (query.created || query.updated) {
    const categoryId = (query.created && query.categoryId) || HOME_CATEGORY_ID;
    return { to: homeCategoryUrl(categoryId), replace: true };
  }
  const q = effectiveQuery(query);
  if (q.from === 'profile') {
    if (q.profileUserId !== undefined && q.depth !== 0) {
      return { to: '/profile', state: profileState(q, q.profileUserId) };
    }
    return originTarget(q.originRoute);
  }
  return originTarget(q.from as FeedOrigin | undefined);
}

/** The list the reader started from, whatever posts and profiles came between. */
export function startingOrigin(query: FeedContentQuery): FeedOrigin {
  const q = effectiveQuery(query);
  if (q.from === 'profile') return q.originRoute ?? 'home';
  return (q.from as FeedOrigin | undefined) ?? 'home';
}

/**
 * The state /profile opens with when the reader taps the post's author, or null when
 * they came from that very profile (then the tap goes back to it instead).
 */
export function authorProfileState(
  query: FeedContentQuery,
  feedId: number,
  authorId: number,
): ProfileNavigationState | null {
  const q = effectiveQuery(query);
  if (q.from === 'profile' && q.profileUserId === authorId) return null;
  const depth = q.from === 'profile' ? (q.depth ?? 1) + 1 : 1;
  return {
    userId: authorId,
    from: 'feed',
    previousFeedId: feedId,
    originRoute: startingOrigin(query),
    depth,
  };
}

/**
 * The reply screen's query: where to return once back on the post
 * (spec 2, section 2: originalFrom, originalProfileUserId).
 */
export function replyScreenSearch(query: FeedContentQuery): string {
  const q = effectiveQuery(query);
  const params = new URLSearchParams();
  params.set('originalFrom', q.from ?? 'home');
  if (q.profileUserId !== undefined) params.set('originalProfileUserId', String(q.profileUserId));
  if (q.originRoute) params.set('originRoute', q.originRoute);
  if (q.depth !== undefined) params.set('depth', String(q.depth));
  if (q.previousFeedId !== undefined) params.set('previousFeedId', String(q.previousFeedId));
  return `?${params.toString()}`;
}

/**
 * Whether back returns to the notifications the post was opened from (directly, or through
 * its reply screen). They are a screen with a back button of their own, so the post goes
 * back in history to them rather than pushing them again (which would make their back
 * button return to the post).
 */
export function backToNotifications(query: FeedContentQuery): boolean {
  return effectiveQuery(query).from === 'notifications';
}
