import { useEffect } from 'react';
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { matchRoute, type RouteDef } from '@kfeed/kit/routes';
import { useSession } from '@kfeed/platform/sessionStore';
import { isRemoteName } from '@kfeed/contracts/registry';
import { emit } from '@kfeed/platform/events';
import { startLiveWhenSignedIn } from '@kfeed/platform/live/startLive';
import { captureInstallPrompt } from '@kfeed/platform/install/installPrompt';
import { recordNavigation } from '@kfeed/kit/navigationHistory';
import { followStoredTextSize } from '@kfeed/kit/textSize';
import { RemoteArea } from '../lib/remotes/RemoteArea.tsx';
import { compositionOf } from '../lib/remotes/composed.ts';
import { routeAccess } from '../lib/routeGuard.ts';
import { DiagnosticsPage } from '../features/diagnostics/DiagnosticsPage.tsx';
import { BottomNav } from '../features/navigation/BottomNav.tsx';
import { ModalHost } from '../features/modals/ModalHost.tsx';
import { ToastHost } from '../features/toasts/ToastHost.tsx';
import { OfflineHost } from '../features/offline/OfflineHost.tsx';
import { OutboxStatus } from '../features/outbox/OutboxStatus.tsx';
import { LoginHost } from '../features/login/LoginHost.tsx';
import { DongnePage } from '../features/dongne/DongnePage.tsx';
import { AppRedirect } from '../features/app-redirect/AppRedirect.tsx';
import { useSessionSync } from '../features/session/useSessionSync.ts';
import { usePopStateGuard } from '../features/navigation/usePopStateGuard.ts';
import { usePageTitle } from '../features/navigation/usePageTitle.ts';
import { SkipLink } from '../features/navigation/SkipLink.tsx';
import { useScreenFocus } from '../features/navigation/useScreenFocus.ts';
import styles from './App.module.css';

// The browser's install offer comes once, early: kept for my page's "Install KFeed".
captureInstallPrompt();

let liveStarted = false;
/**
 * The page's one live channel, for members only (loaded at the first sign-in). Started
 * once the shell is drawn: a stale token refused by the channel's first call ends the
 * session with the login-expired dialog, which only a mounted modal host can show.
 */
function useLiveChannel() {
  useEffect(() => {
    if (liveStarted) return;
    liveStarted = true;
    startLiveWhenSignedIn();
  }, []);
}

/** A login-only route reached directly: ask for login and go home (spec 1, section 2). */
function LoginRequired({ target }: { target: string }) {
  useEffect(() => emit('auth:open-login', { reason: 'guard', target }), [target]);
  return <Navigate to="/" replace />;
}

/** The path-based login dialog: Home underneath, the dialog on top; closing returns to '/'. */
function LoginRoute() {
  useEffect(() => emit('auth:open-login', { reason: 'path' }), []);
  return <RemoteArea key="mf-feed" name="mf-feed" />;
}

/**
 * What a route shows. A route of a remote this environment leaves out (an optional one
 * remotes.json does not name) is unknown here: home, as for any unknown path. A visitor on a
 * login-only or role route is asked to sign in; a member without a route's role (the
 * registry's admin flag) is sent home, also on a direct page load.
 */
export function RouteContent({ route, pathname }: { route: RouteDef; pathname: string }) {
  const session = useSession((s) => s);
  if (isRemoteName(route.owner) && compositionOf(route.owner) === 'absent')
    return <Navigate to="/" replace />;
  const access = routeAccess(route, session);
  if (access === 'login') return <LoginRequired target={pathname} />;
  if (access === 'home') return <Navigate to="/" replace />;
  if (route.name === 'Dongne') return <DongnePage />;
  if (route.name === 'AppRedirect') return <AppRedirect />;
  if (route.name === 'Diagnostics') return <DiagnosticsPage />;
  if (route.name === 'Login') return <LoginRoute />;
  if (route.owner === 'shell') return null;
  // Keyed by owner: moving between two routes of one remote keeps it mounted and updates it.
  return <RemoteArea key={route.owner} name={route.owner} />;
}

/**
 * The route of a pathname in this environment: none for a route of an optional remote that
 * remotes.json leaves out, so it is handled as any unknown path (home, no title, no record).
 */
export function routeHere(pathname: string): ReturnType<typeof matchRoute> {
  const match = matchRoute(pathname);
  const owner = match?.route.owner;
  if (owner && isRemoteName(owner) && compositionOf(owner) === 'absent') return null;
  return match;
}

/** The main region's id: the skip link's target, and where each screen's h1 is looked for. */
const MAIN_ID = 'main';

function Shell() {
  const location = useLocation();
  const match = routeHere(location.pathname);
  useSessionSync();
  useLiveChannel();
  usePopStateGuard();
  usePageTitle(match?.route.name, location.pathname, location.search);
  useScreenFocus(location.pathname, MAIN_ID);
  // The reader's text size (the server's page has it already when its cookie was sent).
  useEffect(() => followStoredTextSize(), []);

  useEffect(() => {
    if (!match) return;
    recordNavigation({
      name: match.route.name,
      pathname: location.pathname,
      search: location.search,
    });
  }, [match?.route.name, location.pathname, location.search]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className={styles.app}>
      <SkipLink mainId={MAIN_ID} />
      {/* Before the screen: reachable by Tab on a screen that scrolls without end (Home). */}
      <BottomNav />
      <OutboxStatus />
      <main className={styles.main} id={MAIN_ID}>
        {match ? (
          <RouteContent route={match.route} pathname={location.pathname} />
        ) : (
          <Navigate to="/" replace />
        )}
      </main>
      <ModalHost />
      <ToastHost />
      <OfflineHost />
      <LoginHost />
    </div>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}
