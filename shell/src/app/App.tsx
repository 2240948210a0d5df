import { useEffect } from 'react';
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { matchRoute, type RouteDef } from '@kfeed/kit/routes';
import { useSession } from '@kfeed/platform/sessionStore';
import { emit } from '@kfeed/platform/events';
import { startLiveWhenSignedIn } from '@kfeed/platform/live/startLive';
import { recordNavigation } from '@kfeed/kit/navigationHistory';
import { pageTitle } from '@kfeed/kit/pageTitle';
import { RemoteArea } from '../lib/remotes/RemoteArea.tsx';
import { DiagnosticsPage } from '../features/diagnostics/DiagnosticsPage.tsx';
import { BottomNav } from '../features/navigation/BottomNav.tsx';
import { ModalHost } from '../features/modals/ModalHost.tsx';
import { LoginHost } from '../features/login/LoginHost.tsx';
import { DongnePage } from '../features/dongne/DongnePage.tsx';
import { AppRedirect } from '../features/app-redirect/AppRedirect.tsx';
import { useSessionSync } from '../features/session/useSessionSync.ts';
import { usePopStateGuard } from '../features/navigation/usePopStateGuard.ts';
import styles from './App.module.css';

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

function RouteContent({ route, pathname }: { route: RouteDef; pathname: string }) {
  const loggedIn = useSession((s) => s.isLoggedIn);
  if (route.login && !loggedIn) return <LoginRequired target={pathname} />;
  if (route.name === 'Dongne') return <DongnePage />;
  if (route.name === 'AppRedirect') return <AppRedirect />;
  if (route.name === 'Diagnostics') return <DiagnosticsPage />;
  if (route.name === 'Login') return <LoginRoute />;
  if (route.owner === 'shell') return null;
  // Keyed by owner: moving between two routes of one remote keeps it mounted and updates it.
  return <RemoteArea key={route.owner} name={route.owner} />;
}

function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const match = matchRoute(location.pathname);
  useSessionSync();
  useLiveChannel();
  usePopStateGuard();

  useEffect(() => {
    if (!match) return;
    document.title = pageTitle(t(`route.${match.route.name}`));
    recordNavigation({
      name: match.route.name,
      pathname: location.pathname,
      search: location.search,
    });
  }, [match?.route.name, location.pathname, location.search, t]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className={styles.app}>
      <main className={styles.main} id="main">
        {match ? (
          <RouteContent route={match.route} pathname={location.pathname} />
        ) : (
          <Navigate to="/" replace />
        )}
      </main>
      <BottomNav />
      <ModalHost />
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
