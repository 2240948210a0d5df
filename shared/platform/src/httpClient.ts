import axios, { type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import {
  API_ERROR_CODES,
  SESSION_REVOKED_STATUS,
  type ApiEnvelope,
} from '@kfeed/contracts/envelope';
import type { SessionPayload } from '@kfeed/contracts/auth';
import { authRoutes } from '@kfeed/contracts/routes/auth';
import { routePath } from '@kfeed/contracts/routes/route';
import { SESSION_KEYS, sessionStore } from '@kfeed/platform/sessionStore';
import { showAlert } from '@kfeed/platform/events';
import { i18n } from '@kfeed/platform/i18n/i18n';
import { readerAcceptLanguage } from '@kfeed/contracts/languages';
import { endSession, goHome, startSession } from '@kfeed/platform/sessionEnd';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send no bearer token and never renew: the refresh call itself. */
    anonymous?: boolean;
    /** Show no error dialog: the caller handles every failure itself. */
    silent?: boolean;
    /** Set on the one retry after a renewal. */
    renewalAttempted?: boolean;
    /**
     * A write the outbox keeps when the API cannot be reached: no dialog then (the outbox
     * shows it waiting); any other failure is told as usual.
     */
    keptWhenUnreached?: boolean;
    /**
     * The token of a session this tab has already forgotten, sent instead of the stored one
     * (the logout call, made after the other tabs were told) and never renewed.
     */
    endedSessionToken?: string;
  }
}

/** All calls go to `/api` on the page's own origin; the shell's server forwards them. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Every write carries a key of its own: sent again (a retry after a lost answer, the
 * offline queue), the API answers with the first answer instead of writing twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** The one HTTP client of the product: bearer token, cookies, 10 s time-out. */
export const httpClient: AxiosInstance = axios.create({
  baseURL: '/',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
});

httpClient.interceptors.request.use((config) => {
  const token = config.endedSessionToken ?? sessionStore.getState().accessToken;
  if (token && !config.anonymous) config.headers.set('Authorization', `Bearer ${token}`);
  else config.headers.delete('Authorization');
  // The server answers refusals in the interface language (messages shown inline); the
  // browser's other languages follow, so a visitor's posts in them are shown as written.
  if (i18n.language && !config.headers.has('Accept-Language'))
    config.headers.set('Accept-Language', readerAcceptLanguage(i18n.language));
  if (WRITES.has((config.method ?? 'get').toLowerCase()) && !config.headers.has(IDEMPOTENCY_HEADER))
    config.headers.set(IDEMPOTENCY_HEADER, crypto.randomUUID());
  return config;
});

/** Unwrap the envelope, throwing an ApiError when `result` is false. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function unwrap<T>(envelope: ApiEnvelope<T>, status?: number): T {
  if (!envelope.result) throw new ApiError(envelope.message, envelope.code, status);
  return envelope.data;
}

/** The envelope of a failed call, when the server sent one. */
export function errorEnvelope(error: unknown): Partial<ApiEnvelope<unknown>> | null {
  if (
    axios.isAxiosError(error) &&
    error.response?.data &&
    typeof error.response.data === 'object'
  ) {
    return error.response.data as Partial<ApiEnvelope<unknown>>;
  }
  if (error instanceof ApiError)
    return { result: false, message: error.message, ...(error.code ? { code: error.code } : {}) };
  return null;
}

/** 503 codes that say the request was not run: it changed nothing and may be sent later. */
const NOT_RUN_CODES: readonly (string | undefined)[] = [
  API_ERROR_CODES.apiUnavailable,
  API_ERROR_CODES.databaseUnavailable,
  API_ERROR_CODES.serverBusy,
];

/**
 * An answer that says the API could not be reached or could not take the request now, not
 * that it refused: the proxy found no API (502, 504, or 503 API_UNAVAILABLE), the API found
 * no database (503 DATABASE_UNAVAILABLE) or had too much queued (503 SERVER_BUSY). The
 * request changed nothing for sure or may not have arrived.
 */
export function apiUnreachable(status: number, code: string | undefined): boolean {
  if (status === 502 || status === 504) return true;
  return status === 503 && NOT_RUN_CODES.includes(code);
}

export function errorCode(error: unknown): string | undefined {
  return errorEnvelope(error)?.code;
}

export { SESSION_REVOKED_STATUS };

const bodyCode = (response: AxiosResponse): string | undefined => {
  const data: unknown = response.data;
  if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string')
    return data.code;
  return undefined;
};

const sentToken = (error: AxiosError): string | null => {
  const header = error.config?.headers?.get?.('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
};

const ANNOUNCED = Symbol.for('kfeed.announced');

/** Mark a failure the client has shown (or is showing) a dialog for. */
function announce<E extends object>(error: E): E {
  (error as { [ANNOUNCED]?: true })[ANNOUNCED] = true;
  return error;
}

/**
 * Whether the client already told the user about this failure (server error, expired
 * login): a screen adding its own notice would show two dialogs.
 */
export function announcedByClient(error: unknown): boolean {
  return typeof error === 'object' && error !== null && ANNOUNCED in error;
}

/** One dialog per text while it is open, however many requests fail at once. */
const openAlerts = new Set<string>();
function alertOnce(key: 'server_error' | 'login_expired'): void {
  noticeOnce(i18n.t(`common:${key}`));
}
function noticeOnce(message: string): void {
  if (openAlerts.has(message)) return;
  openAlerts.add(message);
  void showAlert({ message }).finally(() => openAlerts.delete(message));
}

/**
 * The renewal in flight, shared by every request that fails meanwhile: one
 * refresh at a time (spec 1, section 4 "Token renewal").
 */
let renewal: Promise<void> | null = null;

/** A new session from the refresh cookie (the server's answer to the refresh call). */
async function sessionFromCookie(timeout?: number): Promise<SessionPayload> {
  // No data of its own (the cookie is the credential), sent as an empty JSON body.
  const response = await httpClient.request<ApiEnvelope<SessionPayload>>({
    url: routePath(authRoutes.refresh),
    method: authRoutes.refresh.method,
    data: {},
    anonymous: true,
    silent: true,
    ...(timeout === undefined ? {} : { timeout }),
  });
  return unwrap(response.data, response.status);
}

async function refreshSession(): Promise<void> {
  try {
    startSession(await sessionFromCookie(), 'renewed');
  } catch (error) {
    // The server refused the refresh token: the session is over. A network failure is not.
    if (axios.isAxiosError(error) && error.response && error.response.status < 500) {
      void endSession('expired');
      goHome();
    }
    throw error;
  }
}

/** The page waits this long at most for restoreSession before starting as a visitor. */
const RESTORE_TIMEOUT_MS = 4_000;

/**
 * A session from the refresh cookie alone, for a browser that kept the cookie but lost its
 * stored session (Safari deletes a site's storage after a week unvisited; the server's
 * httpOnly cookie stays). Used only where the server drew a member's page; true when the
 * member is signed in again, false (a visitor, nothing shown) otherwise.
 */
export async function restoreSession(): Promise<boolean> {
  try {
    startSession(await sessionFromCookie(RESTORE_TIMEOUT_MS), 'renewed');
    return true;
  } catch {
    return false;
  }
}
/** This tab still holds a session whose token another tab has removed from storage. */
function loggedOutInAnotherTab(): boolean {
  return (
    sessionStore.getState().isLoggedIn && localStorage.getItem(SESSION_KEYS.accessToken) === null
  );
}

/** Renew unless another request already did it since this one was sent. */
function renewFor(token: string | null): Promise<void> {
  const current = sessionStore.getState().accessToken;
  if (!renewal) {
    // Logged out meanwhile: nothing to renew. Renewed meanwhile: just retry.
    if (!current) return Promise.reject(new Error('No session to renew'));
    if (current !== token) return Promise.resolve();
  }
  renewal ??= refreshSession().finally(() => {
    renewal = null;
  });
  return renewal;
}

/** A 403 that a new token cannot change: a suspension, or a role the member lacks. */
const FINAL_REFUSALS: readonly (string | undefined)[] = [
  API_ERROR_CODES.suspended,
  API_ERROR_CODES.roleRequired,
];

function needsRenewal(response: AxiosResponse, code: string | undefined): boolean {
  if (response.status === 403) return !FINAL_REFUSALS.includes(code);
  return (
    response.status === 401 &&
    (String(response.headers['token-status']).toUpperCase() === 'EXPIRED' ||
      code === API_ERROR_CODES.tokenExpired)
  );
}

httpClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error) || !error.config || !error.response) throw error;
  const { config, response } = error;
  const code = bodyCode(response);

  if (response.status === SESSION_REVOKED_STATUS || code === API_ERROR_CODES.sessionRevoked) {
    // Another tab logged out (its storage is already cleared) and this tab has not yet
    // heard: the session sync says so in its own words, not as an expiry.
    if (loggedOutInAnotherTab()) throw announce(error);
    goHome();
    void endSession('expired').then((wasLoggedIn) => {
      if (wasLoggedIn) alertOnce('login_expired');
    });
    throw announce(error);
  }

  const token = sentToken(error);
  // A token refused for any reason but expiry cannot be renewed: the session is over. Say
  // so once, go on as a visitor, and retry this call as one (a public read then succeeds).
  if (token && response.status === 401 && !needsRenewal(response, code)) {
    const wasCurrent = sessionStore.getState().accessToken === token;
    if (wasCurrent) {
      void endSession('expired').then((wasLoggedIn) => {
        if (wasLoggedIn) alertOnce('login_expired');
      });
    }
    if (!config.renewalAttempted) {
      return httpClient.request({ ...config, anonymous: true, renewalAttempted: true });
    }
    throw wasCurrent ? announce(error) : error;
  }

  // Too many writes, or a suspended member writing: the server's message (in the interface
  // language) says when to retry, or until when the suspension lasts.
  if (
    (response.status === 429 && code === API_ERROR_CODES.rateLimited) ||
    (response.status === 403 && code === API_ERROR_CODES.suspended)
  ) {
    const message = errorEnvelope(error)?.message;
    noticeOnce(typeof message === 'string' && message ? message : i18n.t('common:server_error'));
    throw announce(error);
  }

  if (
    !config.anonymous &&
    !config.renewalAttempted &&
    !config.endedSessionToken &&
    token &&
    needsRenewal(response, code)
  ) {
    try {
      await renewFor(token);
    } catch {
      throw error;
    }
    return httpClient.request({ ...config, renewalAttempted: true });
  }

  const kept = config.keptWhenUnreached === true && apiUnreachable(response.status, code);
  if (!config.silent && !kept && (response.status >= 500 || (response.status === 401 && !code))) {
    alertOnce('server_error');
    announce(error);
  }
  throw error;
});
