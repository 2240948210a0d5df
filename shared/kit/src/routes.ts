import { matchPath } from 'react-router-dom';

/** The app that renders a route: a remote, or the shell itself for the small unowned routes. */
export type RemoteName = 'mf-auth' | 'mf-feed' | 'mf-post' | 'mf-search' | 'mf-mypage';
export type RouteOwner = RemoteName | 'shell';

export const REMOTE_NAMES: readonly RemoteName[] = [
  'mf-auth',
  'mf-feed',
  'mf-post',
  'mf-search',
  'mf-mypage',
];

export interface RouteDef {
  name: RouteName;
  path: string;
  login: boolean;
  owner: RouteOwner;
}

/**
 * The complete route table of the product. The shell mounts each route's owner;
 * a remote renders its own routes from the same table, so paths live in one place.
 */
export const ROUTES = [
  { name: 'Home', path: '/', login: false, owner: 'mf-feed' },
  { name: 'Search', path: '/search', login: false, owner: 'mf-search' },
  { name: 'Dongne', path: '/dongne', login: false, owner: 'shell' },
  { name: 'MyPage', path: '/myPage', login: false, owner: 'mf-mypage' },
  { name: 'UpdateMyInfo', path: '/myPage/update', login: true, owner: 'mf-mypage' },
  { name: 'MyFeedList', path: '/myPage/myFeedList', login: true, owner: 'mf-mypage' },
  { name: 'MyLikeList', path: '/myPage/myLikeList', login: true, owner: 'mf-mypage' },
  { name: 'BlockedUserList', path: '/myPage/blockedUserList', login: true, owner: 'mf-mypage' },
  { name: 'FeedWriteView', path: '/feed/write', login: true, owner: 'mf-post' },
  { name: 'FeedUpdateView', path: '/feed/update', login: true, owner: 'mf-post' },
  { name: 'FeedContentView', path: '/feed/:feedId', login: false, owner: 'mf-post' },
  { name: 'ReplyView', path: '/feed/:feedId/reply/:commentId', login: false, owner: 'mf-post' },
  { name: 'Term', path: '/terms', login: false, owner: 'mf-mypage' },
  { name: 'Privacy', path: '/privacy', login: false, owner: 'mf-mypage' },
  { name: 'Profile', path: '/profile', login: false, owner: 'mf-mypage' },
  { name: 'NoticeList', path: '/notice', login: false, owner: 'mf-mypage' },
  { name: 'NoticeContentView', path: '/notice/:noticeId', login: false, owner: 'mf-mypage' },
  { name: 'NoticeWebView', path: '/notice/webView/:noticeId', login: false, owner: 'mf-mypage' },
  { name: 'AppRedirect', path: '/share/app', login: false, owner: 'shell' },
  { name: 'Login', path: '/login', login: false, owner: 'mf-auth' },
] as const satisfies readonly {
  name: string;
  path: string;
  login: boolean;
  owner: RouteOwner;
}[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** Query keys FeedContentView understands (spec 2, section 2). */
export type FeedContentQueryKey =
  | 'from'
  | 'originRoute'
  | 'depth'
  | 'profileUserId'
  | 'updated'
  | 'created'
  | 'originalFrom'
  | 'previousFeedId'
  | 'categoryId'
  | 'restored';

export function routeByName(name: RouteName): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

export function routesOwnedBy(owner: RouteOwner): RouteDef[] {
  return ROUTES.filter((r) => r.owner === owner);
}

/** The route a pathname belongs to, static paths winning over dynamic ones as in react-router. */
export function matchRoute(
  pathname: string,
): { route: RouteDef; params: Record<string, string> } | null {
  const ordered = [...ROUTES].sort(
    (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
  );
  for (const route of ordered) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.params))
        if (value !== undefined) params[key] = value;
      return { route, params };
    }
  }
  return null;
}

export const feedPath = (feedId: number | string) => `/feed/${feedId}`;
export const replyPath = (feedId: number | string, commentId: number | string) =>
  `/feed/${feedId}/reply/${commentId}`;
export const noticePath = (noticeId: number | string) => `/notice/${noticeId}`;

/** The Module Federation name of an app: its folder name as a JS identifier (mf-feed -> mf_feed). */
export const federationName = (folder: string) => folder.replace(/-/g, '_');
