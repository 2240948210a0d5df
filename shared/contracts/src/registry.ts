/**
 * The one registry of the product's apps. Adding a remote is one entry here plus its
 * folder: the shell's route table, `npm start`'s ports, the local environment, the lint
 * boundaries are derived from it; the other environment files and the compose services
 * are checked against it by a test (shared/tooling/registry.test.ts).
 */

/** Who may open a route beyond members: moderators (and admins), or admins alone. */
export type RouteRole = 'moderator' | 'admin';

export interface RegistryRoute {
  readonly name: string;
  readonly path: string;
  /** Members only: a visitor is sent to sign in first. */
  readonly login: boolean;
  /**
   * The route guard's admin flag: a visitor is sent to sign in first, a member without the
   * role is sent home (also on a direct page load). Always with `login: true`.
   */
  readonly role?: RouteRole;
  /**
   * The server draws this screen for a member too, as its frame: what every member sees
   * there, with nothing of who they are (that is the browser's to fill in). Without it a
   * member's page arrives empty and the remote draws it.
   */
  readonly memberFrame?: true;
}

export interface RegistryApp {
  /** The app's name: also its folder, its package (`@kfeed/<name>`) and its remotes.json key. */
  readonly name: string;
  readonly folder: string;
  /** Offset from the base port (`npm start`: shell 3000, remotes 3001...). */
  readonly port: number;
  /** Its i18n namespace: `<folder>/src/locales/<lang>.json` (the shell's is the platform's). */
  readonly namespace: string;
  /** The routes it renders. */
  readonly routes: readonly RegistryRoute[];
  /**
   * Composed only where an environment's remotes.json names it (the operator adds it to
   * production). Where it is left out the shell offers no way in and treats its routes as
   * unknown; a required remote left out shows its fallback instead.
   */
  readonly optional?: boolean;
}

export const SHELL_APP = {
  name: 'shell',
  folder: 'shell',
  port: 0,
  namespace: 'common',
  // Small routes without an owner belong to the shell.
  routes: [
    { name: 'Dongne', path: '/dongne', login: false },
    { name: 'AppRedirect', path: '/share/app', login: false },
    // What is composed here: each remote's build and the platform it was built against.
    { name: 'Diagnostics', path: '/diagnostics', login: false },
  ],
} as const satisfies RegistryApp;

export const REMOTE_APPS = [
  {
    name: 'mf-auth',
    folder: 'mf-auth',
    port: 1,
    namespace: 'auth',
    // The path-based login modal: the sign-in remote is an overlay on every route.
    routes: [{ name: 'Login', path: '/login', login: false }],
  },
  {
    name: 'mf-feed',
    folder: 'mf-feed',
    port: 2,
    namespace: 'feed',
    routes: [{ name: 'Home', path: '/', login: false }],
  },
  {
    name: 'mf-post',
    folder: 'mf-post',
    port: 3,
    namespace: 'post',
    routes: [
      { name: 'FeedWriteView', path: '/feed/write', login: true },
      { name: 'FeedUpdateView', path: '/feed/update', login: true },
      { name: 'FeedContentView', path: '/feed/:feedId', login: false },
      { name: 'ReplyView', path: '/feed/:feedId/reply/:commentId', login: false },
    ],
  },
  {
    name: 'mf-search',
    folder: 'mf-search',
    port: 4,
    namespace: 'search',
    routes: [{ name: 'Search', path: '/search', login: false }],
  },
  {
    name: 'mf-mypage',
    folder: 'mf-mypage',
    port: 5,
    namespace: 'mypage',
    routes: [
      { name: 'MyPage', path: '/myPage', login: false, memberFrame: true },
      { name: 'UpdateMyInfo', path: '/myPage/update', login: true },
      { name: 'MyFeedList', path: '/myPage/myFeedList', login: true },
      { name: 'MyLikeList', path: '/myPage/myLikeList', login: true },
      { name: 'BlockedUserList', path: '/myPage/blockedUserList', login: true },
      { name: 'Term', path: '/terms', login: false },
      { name: 'Privacy', path: '/privacy', login: false },
      { name: 'Profile', path: '/profile', login: false },
      { name: 'NoticeList', path: '/notice', login: false },
      { name: 'NoticeContentView', path: '/notice/:noticeId', login: false },
      { name: 'NoticeWebView', path: '/notice/webView/:noticeId', login: false },
      // What happened to my posts and comments, and what I want to hear about.
      { name: 'Notifications', path: '/notifications', login: true, memberFrame: true },
      { name: 'NotificationSettings', path: '/notifications/settings', login: true },
    ],
  },
  {
    // Moderation: the report queue and the audit log (moderators and admins); notices and
    // official accounts (admins). Composed per environment: production adds it when ready.
    name: 'mf-admin',
    folder: 'mf-admin',
    port: 6,
    namespace: 'admin',
    optional: true,
    routes: [
      { name: 'AdminReports', path: '/admin', login: true, role: 'moderator' },
      { name: 'AdminAudit', path: '/admin/audit', login: true, role: 'moderator' },
      { name: 'AdminNotices', path: '/admin/notices', login: true, role: 'admin' },
      { name: 'AdminMembers', path: '/admin/members', login: true, role: 'admin' },
    ],
  },
] as const satisfies readonly RegistryApp[];

export const APPS: readonly RegistryApp[] = [SHELL_APP, ...REMOTE_APPS];

export type RemoteName = (typeof REMOTE_APPS)[number]['name'];
export type AppName = RemoteName | 'shell';

export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_APPS.map((app) => app.name);

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Whether an environment may leave the remote out (RegistryApp.optional). */
export function isOptionalRemote(name: string): boolean {
  return APPS.some((app) => app.name === name && app.optional === true);
}

/** The role a route asks for beyond a member's session (RegistryRoute.role), if any. */
export function routeRole(routeName: string): RouteRole | undefined {
  for (const app of APPS) {
    const route = app.routes.find((candidate) => candidate.name === routeName);
    if (route) return route.role;
  }
  return undefined;
}

/** The Module Federation name of an app: its name as a JS identifier (mf-feed -> mf_feed). */
export const federationName = (name: string) => name.replace(/-/g, '_');
