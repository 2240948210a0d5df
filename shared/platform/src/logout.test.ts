import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { httpClient } from '@kfeed/platform/httpClient';
import { emit, on, type AppEventMap } from '@kfeed/platform/events';
import { i18n, initI18n } from '@kfeed/platform/i18n/i18n';
import { TEMP_LANGUAGE_KEY } from '@kfeed/platform/i18n/languageChoice';
import { sessionStore, setSession } from '@kfeed/platform/sessionStore';
import { logout } from '@kfeed/platform/logout';

/** The network edge: requests are recorded and answered here, nothing else is replaced. */
const requests: InternalAxiosRequestConfig[] = [];
/** Whether the tabs' shared storage still held the token when each request was sent. */
const storedWhenSent: boolean[] = [];
let status = 200;
const adapter: AxiosAdapter = async (config) => {
  requests.push(config);
  storedWhenSent.push(localStorage.getItem('accessToken') !== null);
  const response = {
    data: { result: status < 400, data: null, message: '' },
    status,
    statusText: String(status),
    headers: new AxiosHeaders(),
    config,
  };
  if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  return response;
};

let navigations: AppEventMap['app:navigate'][];
let changes: AppEventMap['auth:changed'][];
let offs: (() => void)[];

beforeAll(async () => {
  await initI18n('en');
  httpClient.defaults.adapter = adapter;
});
beforeEach(async () => {
  requests.length = 0;
  storedWhenSent.length = 0;
  status = 200;
  navigations = [];
  changes = [];
  offs = [
    on('app:navigate', (n) => navigations.push(n)),
    on('auth:changed', (c) => changes.push(c)),
    on('ui:alert', (a) => emit('ui:dialog-closed', { id: a.id, confirmed: true })),
  ];
  await i18n.changeLanguage('ja');
  sessionStorage.setItem(TEMP_LANGUAGE_KEY, 'vi');
  setSession({ accessToken: 'a.b.c', userId: 7, isoCode: 'ja' });
});
afterEach(() => offs.forEach((off) => off()));

it('ends the sign-in on the server, forgets it here, goes home in the visitor language', async () => {
  await logout();
  expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['post /api/auth/logout']);
  // The other tabs were told first (the token left the shared storage before the call), so
  // none of them is refused by the server before it hears; the call still names the sign-in.
  expect(storedWhenSent).toEqual([false]);
  expect(AxiosHeaders.from(requests[0]!.headers).get('Authorization')).toBe('Bearer a.b.c');
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(['accessToken', 'userId', 'isoCode'].map((k) => localStorage.getItem(k))).toEqual([
    null,
    null,
    null,
  ]);
  expect(changes).toEqual([{ loggedIn: false, userId: null, reason: 'logout' }]);
  expect(navigations).toEqual([{ to: '/', replace: true }]);
  // The temporary choice made before signing in comes back.
  expect(i18n.language).toBe('vi');
});

it('still logs this browser out when the call fails', async () => {
  status = 500;
  await logout();
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(navigations).toEqual([{ to: '/', replace: true }]);
});

it("forgets this device's push subscription first, while the session still exists", async () => {
  // The browser's push side, which jsdom lacks: one registration holding a subscription.
  const held = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/this-device',
    unsubscribe: jest.fn(async () => true),
  };
  const registration = { pushManager: { getSubscription: async () => held } };
  const doubles = {
    serviceWorker: {
      getRegistration: async () => registration,
      ready: Promise.resolve(registration),
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    value: doubles.serviceWorker,
    configurable: true,
  });
  Object.assign(window, { PushManager: class {}, Notification: class {} });
  try {
    await logout();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'post /api/push/unsubscribe',
      'post /api/auth/logout',
    ]);
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ endpoint: held.endpoint });
    expect(AxiosHeaders.from(requests[0]!.headers).get('Authorization')).toBe('Bearer a.b.c');
    expect(held.unsubscribe).toHaveBeenCalledTimes(1);
  } finally {
    delete (navigator as unknown as Record<string, unknown>)['serviceWorker'];
    delete (window as unknown as Record<string, unknown>)['PushManager'];
    delete (window as unknown as Record<string, unknown>)['Notification'];
  }
});
