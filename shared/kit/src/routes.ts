import { matchPath } from 'react-router-dom';
import { REMOTE_APPS, SHELL_APP, type AppName } from '@kfeed/contracts/registry';

export { REMOTE_NAMES, federationName, type RemoteName } from '@kfeed/contracts/registry';

/** The app that renders a route: a remote, or the shell itself for the small unowned routes. */
export type RouteOwner = AppName;

type OwnedRoute<A extends { name: string; routes: readonly unknown[] }> = A['routes'][number] & {
  owner: A['name'];
};

type AnyOwnedRoute = OwnedRoute<typeof SHELL_APP> | OwnedRoute<(typeof REMOTE_APPS)[number]>;

export interface RouteDef {
  name: RouteName;
  path: string;
  login: boolean;
  /** Drawn by the server for a member too, as its frame (registry `memberFrame`). */
  memberFrame?: true;
  owner: RouteOwner;
}

/**
 * The complete route table of the product, from the registry: the shell mounts each
 * route's owner; a remote renders its own routes from the same table.
 */
export const ROUTES: readonly AnyOwnedRoute[] = [SHELL_APP, ...REMOTE_APPS].flatMap((app) =>
  app.routes.map((route) => ({ ...route, owner: app.name })),
) as AnyOwnedRoute[];

export type RouteName = AnyOwnedRoute['name'];

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
