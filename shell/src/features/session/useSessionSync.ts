import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onAuthSync } from '@kfeed/platform/authChannel';
import { emit, on, showAlert } from '@kfeed/platform/events';
import { applyLanguage } from '@kfeed/platform/i18n/applyLanguage';
import { i18n } from '@kfeed/platform/i18n/i18n';
import { isLanguageCode } from '@kfeed/contracts/languages';
import { matchRoute } from '@kfeed/kit/routes';
import { endSession } from '@kfeed/platform/sessionEnd';
import { SESSION_KEYS, reloadSessionFromStorage, sessionStore } from '@kfeed/platform/sessionStore';

/** Areas that make no sense once signed out: the user is taken to the root path. */
export function leavesOnLogout(pathname: string): boolean {
  const route = matchRoute(pathname)?.route;
  if (!route) return false;
  return route.login || route.name === 'MyPage' || route.name === 'Profile';
}

/** Another tab signed in (or renewed the token): follow its session and language. */
function followOtherTabSignIn(): void {
  const wasLoggedIn = sessionStore.getState().isLoggedIn;
  reloadSessionFromStorage();
  const now = sessionStore.getState();
  if (!wasLoggedIn && now.isLoggedIn) {
    emit('auth:changed', { loggedIn: true, userId: now.userId, reason: 'login' });
    if (isLanguageCode(now.isoCode)) void applyLanguage(now.isoCode);
  }
}

/**
 * The session across tabs (spec 1, section 4 "Session"): a logout seen from another
 * tab (the token removed from storage, LOGOUT on the auth-sync channel, or the token
 * gone when the window regains focus) logs this tab out, leaves member areas for the
 * root path and says so once; a sign-in elsewhere is followed. Shared code's
 * navigation requests (`app:navigate`) are carried out here, by the shell's router.
 */
export function useSessionSync(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Set while this tab leaves a member area; the session ends once it has left,
  // so the route guard never sees a login-only route without a session.
  const leaving = useRef(false);
  const handling = useRef(false);

  const finish = useEffectEvent(() => {
    handling.current = false;
    leaving.current = false;
    // Said in the language the signed-out page now shows.
    void endSession('other-tab').then((wasLoggedIn) => {
      if (wasLoggedIn) void showAlert({ message: i18n.t('common:logged_out_other_tab') });
    });
  });

  const loggedOutElsewhere = useEffectEvent(() => {
    if (handling.current || !sessionStore.getState().isLoggedIn) return;
    handling.current = true;
    if (leavesOnLogout(pathname)) {
      leaving.current = true;
      navigate('/', { replace: true });
    } else {
      finish();
    }
  });

  useEffect(() => {
    if (leaving.current && !leavesOnLogout(pathname)) finish();
  }, [pathname]);

  useEffect(() => {
    const sessionKeys: readonly (string | null)[] = [null, ...Object.values(SESSION_KEYS)];
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || !sessionKeys.includes(event.key)) return;
      if (localStorage.getItem(SESSION_KEYS.accessToken) !== null) followOtherTabSignIn();
      // The user id and iso code go with the token: the token's removal is the logout.
      else if (event.key === null || event.key === SESSION_KEYS.accessToken) loggedOutElsewhere();
    };
    const onFocus = () => {
      if (sessionStore.getState().isLoggedIn && !localStorage.getItem(SESSION_KEYS.accessToken))
        loggedOutElsewhere();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', onFocus);
    // What another tab did while this one started (the store was read before anything
    // listened): a sign-in is followed, a logout seen, now.
    const stored = localStorage.getItem(SESSION_KEYS.accessToken) !== null;
    if (stored && !sessionStore.getState().isLoggedIn) followOtherTabSignIn();
    else if (!stored && sessionStore.getState().isLoggedIn) loggedOutElsewhere();
    const offChannel = onAuthSync((message) => {
      if (message.type === 'LOGOUT') loggedOutElsewhere();
      else followOtherTabSignIn();
    });
    const offNavigate = on('app:navigate', ({ to, replace }) =>
      navigate(to, { replace: replace ?? false }),
    );
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', onFocus);
      offChannel();
      offNavigate();
    };
  }, [navigate]);
}
