import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { announcedByClient, httpClient, restoreSession } from '@kfeed/platform/httpClient';
import { on, emit, type AppEventMap } from '@kfeed/platform/events';
import { i18n, initI18n } from '@kfeed/platform/i18n/i18n';

const i18nText = (key: string) => i18n.t(key);
import { clearSession, sessionStore, setSession } from '@kfeed/platform/sessionStore';

/**
 * A fake API at the network edge: the adapter is the only part replaced, so the
 * client's own interceptors (bearer, renewal, dialogs) all run as in the browser.
 */
interface Answer {
  status: number;
  body: object;
  headers?: Record<string, string>;
}
type Route = (config: InternalAxiosRequestConfig) => Answer | Promise<Answer>;

const seen: { url: string; authorization: string | null }[] = [];
let routes: Record<string, Route> = {};

const adapter: AxiosAdapter = async (config) => {
  const authorization = AxiosHeaders.from(config.headers).get('Authorization');
  seen.push({
    url: config.url ?? '',
    authorization: typeof authorization === 'string' ? authorization : null,
  });
  const route = routes[config.url ?? ''];
  if (!route) throw new Error(`no fake route for ${config.url}`);
  const answer = await route(config);
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: String(answer.status),
    headers: new AxiosHeaders(answer.headers ?? {}),
    config,
  };
  if (answer.status >= 400) {
    throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
  }
  return response;
};

const envelope = (data: unknown, code?: string) => ({
  result: code === undefined,
  data,
  message: code ? 'refused' : '',
  ...(code ? { code } : {}),
});
const bearerOf = (config: InternalAxiosRequestConfig) =>
  AxiosHeaders.from(config.headers).get('Authorization');

/** Memberships answer 401 EXPIRED for the old token and 200 for the renewed one. */
const memberRoute =
  (expiry: 'header' | 'code' | 'forbidden'): Route =>
  (config) => {
    if (bearerOf(config) === 'Bearer fresh') return { status: 200, body: envelope('ok') };
    if (expiry === 'forbidden') return { status: 403, body: envelope(null, 'FORBIDDEN') };
    if (expiry === 'header')
      return {
        status: 401,
        body: envelope(null, 'SOMETHING'),
        headers: { 'token-status': 'EXPIRED' },
      };
    return { status: 401, body: envelope(null, 'TOKEN_EXPIRED') };
  };

let releaseRefresh: (answer: Answer) => void = () => undefined;
const refreshRoute: Route = () =>
  new Promise<Answer>((resolve) => {
    releaseRefresh = resolve;
  });
const refreshed: Answer = {
  status: 200,
  body: envelope({ accessToken: 'fresh', userId: 7, isoCode: 'en' }),
};

let alerts: AppEventMap['ui:alert'][];
let navigations: AppEventMap['app:navigate'][];
let offs: (() => void)[] = [];

const count = (url: string) => seen.filter((s) => s.url === url).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  await initI18n('en');
  httpClient.defaults.adapter = adapter;
});

beforeEach(() => {
  seen.length = 0;
  alerts = [];
  navigations = [];
  offs = [
    on('ui:alert', (a) => {
      alerts.push(a);
      // The modal host answers at once, so the next test starts with no dialog open.
      emit('ui:dialog-closed', { id: a.id, confirmed: true });
    }),
    on('app:navigate', (n) => navigations.push(n)),
  ];
  setSession({ accessToken: 'stale', userId: 7, isoCode: 'en' });
});

afterEach(() => {
  offs.forEach((off) => off());
  clearSession();
});

test.each(['header', 'code', 'forbidden'] as const)(
  'several requests failing at once (%s) cause exactly one refresh, and each is retried once',
  async (expiry) => {
    routes = {
      '/api/a': memberRoute(expiry),
      '/api/b': memberRoute(expiry),
      '/api/c': memberRoute(expiry),
      '/api/auth/refresh': refreshRoute,
    };
    const all = Promise.all(['/api/a', '/api/b', '/api/c'].map((url) => httpClient.get(url)));
    // Let all three fail and queue behind the one refresh before it answers.
    await settle();
    expect(count('/api/auth/refresh')).toBe(1);
    releaseRefresh(refreshed);
    const answers = await all;
    expect(answers.map((a) => a.data)).toEqual([envelope('ok'), envelope('ok'), envelope('ok')]);
    expect(count('/api/auth/refresh')).toBe(1);
    expect(count('/api/a')).toBe(2);
    // The refresh is cookie based: it carries no (expired) bearer token.
    expect(seen.find((s) => s.url === '/api/auth/refresh')?.authorization).toBeNull();
    expect(seen.filter((s) => s.url === '/api/b').map((s) => s.authorization)).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
    expect(sessionStore.getState().accessToken).toBe('fresh');
    expect(localStorage.getItem('accessToken')).toBe('fresh');
    expect(alerts).toEqual([]);
  },
);

test('a failed renewal clears the session and goes to the root path; the requests are rejected', async () => {
  routes = {
    '/api/a': memberRoute('code'),
    '/api/b': memberRoute('code'),
    '/api/auth/refresh': () => ({ status: 401, body: envelope(null, 'AUTH-004') }),
  };
  const results = await Promise.allSettled([httpClient.get('/api/a'), httpClient.get('/api/b')]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  expect(count('/api/auth/refresh')).toBe(1);
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(navigations).toEqual([{ to: '/', replace: true }]);
});

test('a request still failing after the retry is rejected, not renewed again', async () => {
  routes = {
    '/api/a': () => ({ status: 401, body: envelope(null, 'TOKEN_EXPIRED') }),
    '/api/auth/refresh': () => refreshed,
  };
  await expect(httpClient.get('/api/a')).rejects.toBeInstanceOf(AxiosError);
  expect(count('/api/a')).toBe(2);
  expect(count('/api/auth/refresh')).toBe(1);
  // It had a code, so no generic dialog.
  expect(alerts).toEqual([]);
});

test('a request that failed after another one renewed is retried without a second refresh', async () => {
  routes = { '/api/a': memberRoute('code'), '/api/auth/refresh': () => refreshed };
  await httpClient.get('/api/a');
  // A response to the old token arriving late.
  setSession({ accessToken: 'fresh', userId: 7, isoCode: 'en' });
  routes['/api/late'] = (config) =>
    bearerOf(config) === 'Bearer fresh'
      ? { status: 200, body: envelope('late ok') }
      : { status: 401, body: envelope(null, 'TOKEN_EXPIRED') };
  const late = await httpClient.get('/api/late', { headers: { Authorization: 'Bearer stale' } });
  expect(late.data).toEqual(envelope('late ok'));
  expect(count('/api/auth/refresh')).toBe(1);
});

test.each([
  ['452', { status: 452, body: envelope(null, 'AUTH-003') }],
  ['AUTH-003', { status: 401, body: envelope(null, 'AUTH-003') }],
])('%s shows login expired, clears the session and goes home', async (_name, answer) => {
  routes = { '/api/a': () => answer, '/api/b': () => answer };
  await Promise.allSettled([httpClient.get('/api/a'), httpClient.get('/api/b')]);
  expect(alerts.map((a) => a.message)).toEqual([expect.stringMatching(/log in again/i)]);
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(navigations).toEqual([
    { to: '/', replace: true },
    { to: '/', replace: true },
  ]);
  expect(count('/api/auth/refresh')).toBe(0);
});

test('a 452 after another tab logged out (its storage cleared) is left to the session sync', async () => {
  routes = { '/api/a': () => ({ status: 452, body: envelope(null, 'AUTH-003') }) };
  // The other tab removed the token; this tab has not yet heard (its store still holds it).
  localStorage.removeItem('accessToken');
  const failure = await httpClient.get('/api/a').catch((error: unknown) => error);
  expect(announcedByClient(failure)).toBe(true);
  expect(alerts).toEqual([]);
  expect(navigations).toEqual([]);
  expect(sessionStore.getState().isLoggedIn).toBe(true);
});

test('a 500 shows server_error once however many requests fail', async () => {
  let releaseA: (a: Answer) => void = () => undefined;
  routes = {
    '/api/a': () => new Promise<Answer>((resolve) => (releaseA = resolve)),
    '/api/b': () => ({ status: 500, body: envelope(null, 'INTERNAL') }),
  };
  offs.forEach((off) => off());
  // This time the dialog stays open while the second failure arrives.
  offs = [on('ui:alert', (a) => alerts.push(a))];
  const a = httpClient.get('/api/a');
  await expect(httpClient.get('/api/b')).rejects.toBeInstanceOf(AxiosError);
  releaseA({ status: 500, body: envelope(null, 'INTERNAL') });
  await expect(a).rejects.toBeInstanceOf(AxiosError);
  expect(alerts).toHaveLength(1);
  expect(alerts[0]?.message).toMatch(/server/i);
  emit('ui:dialog-closed', { id: alerts[0]!.id, confirmed: true });
  expect(sessionStore.getState().isLoggedIn).toBe(true);
});

test('a 401 with no code shows server_error; with a code it is only rejected', async () => {
  clearSession();
  routes = {
    '/api/nocode': () => ({ status: 401, body: { result: false, message: '' } }),
    '/api/code': () => ({ status: 401, body: envelope(null, 'AUTH-002') }),
  };
  await expect(httpClient.get('/api/code')).rejects.toBeInstanceOf(AxiosError);
  expect(alerts).toEqual([]);
  await expect(httpClient.get('/api/nocode')).rejects.toBeInstanceOf(AxiosError);
  expect(alerts).toHaveLength(1);
  expect(count('/api/auth/refresh')).toBe(0);
});

test('a visitor sends no bearer token', async () => {
  clearSession();
  routes = { '/api/a': () => ({ status: 200, body: envelope('ok') }) };
  await httpClient.get('/api/a');
  expect(seen[0]?.authorization).toBeNull();
});

test.each([502, 503, 504])(
  'a %i shows one dialog, and the failure says it was announced',
  async (status) => {
    routes = { '/api/a': () => ({ status, body: envelope(null, 'API_UNAVAILABLE') }) };
    const failure = await httpClient.get('/api/a').catch((error: unknown) => error);
    expect(alerts).toHaveLength(1);
    expect(announcedByClient(failure)).toBe(true);
  },
);

test('a refusal the client does not show is left to the screen', async () => {
  routes = { '/api/a': () => ({ status: 400, body: envelope(null, 'BAD') }) };
  const failure = await httpClient.get('/api/a').catch((error: unknown) => error);
  expect(alerts).toHaveLength(0);
  expect(announcedByClient(failure)).toBe(false);
});

test('a token refused for any reason but expiry ends the session once, and public reads go on as a visitor', async () => {
  routes = {
    '/api/feed/getFeedList': (config) =>
      bearerOf(config)
        ? { status: 401, body: envelope(null, 'AUTH-001') }
        : { status: 200, body: envelope('public posts') },
    '/api/feed/getFeedCategoryList': (config) =>
      bearerOf(config)
        ? { status: 401, body: envelope(null, 'AUTH-001') }
        : { status: 200, body: envelope('categories') },
  };
  const answers = await Promise.all([
    httpClient.get('/api/feed/getFeedList'),
    httpClient.get('/api/feed/getFeedCategoryList'),
  ]);
  expect(answers.map((a) => a.data)).toEqual([envelope('public posts'), envelope('categories')]);
  expect(count('/api/auth/refresh')).toBe(0);
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  await settle();
  await settle();
  expect(alerts.map((a) => a.message)).toEqual([i18nText('common:login_expired')]);
});

test("a suspended member's write shows the server's notice and renews nothing", async () => {
  setSession({ accessToken: 'token-a', userId: 7, isoCode: 'en' });
  routes = {
    '/api/comment/insertComment': () => ({
      status: 403,
      body: {
        ...envelope(null, 'MODERATION-001'),
        message: 'Your account is suspended until 2026-12-04 10:00 UTC.',
      },
    }),
  };
  await expect(httpClient.post('/api/comment/insertComment', {})).rejects.toThrow();
  expect(count('/api/auth/refresh')).toBe(0);
  expect(sessionStore.getState().isLoggedIn).toBe(true);
  expect(alerts.map((a) => a.message)).toEqual([
    'Your account is suspended until 2026-12-04 10:00 UTC.',
  ]);
});

test("a write over its limit shows the server's notice, once per burst", async () => {
  routes = {
    '/api/comment/insertComment': () => ({
      status: 429,
      body: {
        ...envelope(null, 'RATE-001'),
        message: 'Too many attempts. Please try again in 1 minute.',
      },
      headers: { 'retry-after': '42' },
    }),
  };
  const results = await Promise.allSettled(
    [1, 2, 3].map(() => httpClient.post('/api/comment/insertComment', {})),
  );
  expect(results.every((r) => r.status === 'rejected')).toBe(true);
  expect(alerts.map((a) => a.message)).toEqual([
    'Too many attempts. Please try again in 1 minute.',
  ]);
});

test('a session lost from storage is restored from the cookie; a refused cookie leaves a visitor, quietly', async () => {
  clearSession();
  routes = { '/api/auth/refresh': () => refreshed };
  await expect(restoreSession()).resolves.toBe(true);
  expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, userId: 7 });
  expect(localStorage.getItem('accessToken')).toBe('fresh');
  // The refresh is cookie based: it carries no bearer token.
  expect(seen.find((s) => s.url === '/api/auth/refresh')?.authorization).toBeNull();

  clearSession();
  routes = { '/api/auth/refresh': () => ({ status: 401, body: envelope(null, 'INVALID_TOKEN') }) };
  await expect(restoreSession()).resolves.toBe(false);
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  // Nothing is shown and nowhere is gone: the page starts as a visitor's.
  await settle();
  expect(alerts).toEqual([]);
  expect(navigations).toEqual([]);
});
