import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SessionPayload } from '@kfeed/contracts/auth';
import { ROLE_ADMIN, canModerate } from '@kfeed/contracts/auth';

/** localStorage keys: other tabs see their removal through the `storage` event. */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  userId: 'userId',
  isoCode: 'isoCode',
} as const;

export interface SessionState {
  accessToken: string | null;
  userId: number | null;
  isoCode: string | null;
  roles: string[];
  isLoggedIn: boolean;
}

const LOGGED_OUT: SessionState = {
  accessToken: null,
  userId: null,
  isoCode: null,
  roles: [],
  isLoggedIn: false,
};

/** Roles are read from the access token's payload; the signature is the server's business. */
export function rolesFromToken(token: string): string[] {
  try {
    const payload = token.split('.')[1];
    if (!payload) return [];
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      roles?: unknown;
    };
    return Array.isArray(json.roles)
      ? json.roles.filter((r): r is string => typeof r === 'string')
      : [];
  } catch {
    return [];
  }
}

function readStoredSession(): SessionState {
  if (typeof localStorage === 'undefined') return LOGGED_OUT;
  const accessToken = localStorage.getItem(SESSION_KEYS.accessToken);
  const userId = Number(localStorage.getItem(SESSION_KEYS.userId));
  if (!accessToken || !Number.isInteger(userId) || userId <= 0) return LOGGED_OUT;
  return {
    accessToken,
    userId,
    isoCode: localStorage.getItem(SESSION_KEYS.isoCode),
    roles: rolesFromToken(accessToken),
    isLoggedIn: true,
  };
}

/**
 * A member's language as a cookie, so the shell's server draws a member's frame in the
 * language their page will start in (shell/server/shellHtml.ts reads it beside the refresh
 * cookie). Written whenever the session changes, removed with it.
 */
export const MEMBER_LANGUAGE_COOKIE = 'kfeed_member_lang';

function keepMemberLanguageCookie(state: SessionState): void {
  if (typeof document === 'undefined') return;
  document.cookie =
    state.isLoggedIn && state.isoCode
      ? `${MEMBER_LANGUAGE_COOKIE}=${encodeURIComponent(state.isoCode)}; Path=/; Max-Age=31536000; SameSite=Lax`
      : `${MEMBER_LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The one session store, a vanilla zustand store so it works outside React and across remotes. */
export const sessionStore = createStore<SessionState>(() => readStoredSession());
keepMemberLanguageCookie(sessionStore.getState());
sessionStore.subscribe((state, previous) => {
  if (state.isLoggedIn !== previous.isLoggedIn || state.isoCode !== previous.isoCode)
    keepMemberLanguageCookie(state);
});

export function setSession(payload: SessionPayload): void {
  localStorage.setItem(SESSION_KEYS.accessToken, payload.accessToken);
  localStorage.setItem(SESSION_KEYS.userId, String(payload.userId));
  localStorage.setItem(SESSION_KEYS.isoCode, payload.isoCode);
  sessionStore.setState({
    accessToken: payload.accessToken,
    userId: payload.userId,
    isoCode: payload.isoCode,
    roles: rolesFromToken(payload.accessToken),
    isLoggedIn: true,
  });
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  sessionStore.setState(LOGGED_OUT);
}

/** Re-read localStorage, e.g. when another tab changed it. */
export function reloadSessionFromStorage(): void {
  sessionStore.setState(readStoredSession());
}

export const isAdmin = (state: SessionState) => state.roles.includes(ROLE_ADMIN);
/** The route guard's admin flag: moderators and admins may open the admin routes. */
export const isModerator = (state: SessionState) => canModerate(state.roles);

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
