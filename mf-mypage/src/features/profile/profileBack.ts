import {
  feedContentUrl,
  isFeedOrigin,
  originTarget,
  type FeedContentQuery,
  type NavigationTarget,
  type ProfileNavigationState,
} from '@kfeed/kit/postNavigation';

/** The key the last profile's user id is kept under, for a reload (spec 2, section 2). */
export const PROFILE_USER_ID_KEY = 'profileUserId';

/** A usable navigation state, or null (a missing or broken one). */
export function readProfileState(state: unknown): ProfileNavigationState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const userId = Number(s.userId);
  if (!Number.isInteger(userId) || userId <= 0) return null;
  const result: ProfileNavigationState = { userId };
  if (s.from === 'feed' || isFeedOrigin(s.from)) result.from = s.from;
  if (isFeedOrigin(s.originRoute)) result.originRoute = s.originRoute;
  const previousFeedId = Number(s.previousFeedId);
  if (Number.isInteger(previousFeedId) && previousFeedId > 0)
    result.previousFeedId = previousFeedId;
  const depth = Number(s.depth);
  if (Number.isInteger(depth) && depth >= 0) result.depth = depth;
  return result;
}

/**
 * Where the profile's back button leads (spec 2, section 2; docs/post-navigation.md):
 * to the post it was opened from, with that post's own way back (the previous profile in
 * the stack when the reader is several profiles deep); else to the origin list; else home.
 * `stack` is the profile stack, this profile last.
 */
export function profileBackTarget(
  state: ProfileNavigationState,
  stack: readonly number[],
): NavigationTarget {
  if (state.from === 'feed' && state.previousFeedId !== undefined) {
    const depth = state.depth ?? 1;
    const previousProfile = stack.length >= 2 ? stack[stack.length - 2] : undefined;
    const query: FeedContentQuery =
      depth > 1 && previousProfile !== undefined
        ? {
            from: 'profile',
            profileUserId: previousProfile,
            depth: depth - 1,
            ...(state.originRoute ? { originRoute: state.originRoute } : {}),
          }
        : state.originRoute && state.originRoute !== 'home'
          ? { from: state.originRoute }
          : {};
    return { to: feedContentUrl(state.previousFeedId, query) };
  }
  const origin = state.from === 'feed' ? state.originRoute : state.from;
  if (origin === 'profile') return originTarget('home');
  return originTarget(origin);
}

/** The query of a post opened from this profile: the profile's own chain travels with it. */
export function postFromProfileQuery(state: ProfileNavigationState): FeedContentQuery {
  return {
    from: 'profile',
    profileUserId: state.userId,
    ...(state.originRoute ? { originRoute: state.originRoute } : {}),
    ...(state.depth !== undefined ? { depth: state.depth } : {}),
    ...(state.previousFeedId !== undefined ? { previousFeedId: state.previousFeedId } : {}),
  };
}
