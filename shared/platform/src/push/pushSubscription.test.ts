import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { httpClient } from '@kfeed/platform/httpClient';
import { setSession } from '@kfeed/platform/sessionStore';
import {
  forgetPushSubscription,
  pushState,
  turnPushOn,
} from '@kfeed/platform/push/pushSubscription';

/**
 * What the switch's component test does not reach: logging out (forgetPushSubscription), and
 * a subscription left from an older server key. The browser's push objects are doubles
 * (jsdom has none); the API is answered at the HTTP client's network edge.
 */

const requests: InternalAxiosRequestConfig[] = [];
let failing = false;
const adapter: AxiosAdapter = async (config) => {
  requests.push(config);
  const status = failing ? 503 : 200;
  const data = config.url === '/api/push/publicKey' ? { publicKey: 'BAEC' } : { subscribed: true };
  const response = {
    data: { result: status < 400, data, message: '' },
    status,
    statusText: String(status),
    headers: new AxiosHeaders(),
    config,
  };
  if (failing) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  return response;
};

interface Held {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  unsubscribe: jest.Mock<Promise<boolean>, []>;
  toJSON: () => PushSubscriptionJSON;
}

let held: Held | null;
const subscribe = jest.fn(async (options: { applicationServerKey: Uint8Array }) => {
  held = subscription('https://fcm.googleapis.com/fcm/send/new', options.applicationServerKey);
  return held;
});

function subscription(endpoint: string, key: Uint8Array): Held {
  const made: Held = {
    endpoint,
    options: { applicationServerKey: key.slice().buffer },
    unsubscribe: jest.fn(async () => {
      if (held === made) held = null;
      return true;
    }),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BAEC', auth: 'AAAA' } }),
  };
  return made;
}

function installBrowser(permission: NotificationPermission) {
  const registration = { pushManager: { getSubscription: async () => held, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission, requestPermission: async () => permission },
  });
}

const urls = () => requests.map((request) => `${request.method?.toUpperCase()} ${request.url}`);

beforeAll(() => {
  httpClient.defaults.adapter = adapter;
});
beforeEach(() => {
  requests.length = 0;
  failing = false;
  held = null;
  subscribe.mockClear();
  setSession({ accessToken: 'a.b.c', userId: 7, isoCode: 'en' });
});
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>)['serviceWorker'];
  delete (window as unknown as Record<string, unknown>)['PushManager'];
  delete (window as unknown as Record<string, unknown>)['Notification'];
});

describe('forgetPushSubscription (at logout)', () => {
  it('tells the API, then drops the browser’s subscription', async () => {
    installBrowser('granted');
    held = subscription('https://fcm.googleapis.com/fcm/send/old', new Uint8Array([4, 1, 2]));
    const before = held;
    await forgetPushSubscription();
    expect(urls()).toEqual(['POST /api/push/unsubscribe']);
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ endpoint: before.endpoint });
    expect(before.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await pushState()).toBe('off');
  });

  it('never throws: the API down, or no web push at all', async () => {
    installBrowser('granted');
    held = subscription('https://fcm.googleapis.com/fcm/send/old', new Uint8Array([4]));
    const before = held;
    failing = true;
    await expect(forgetPushSubscription()).resolves.toBeUndefined();
    expect(before.unsubscribe).toHaveBeenCalledTimes(1);

    delete (navigator as unknown as Record<string, unknown>)['serviceWorker'];
    requests.length = 0;
    await expect(forgetPushSubscription()).resolves.toBeUndefined();
    expect(requests).toEqual([]);
  });
});

it('replaces a subscription made for another server key', async () => {
  installBrowser('granted');
  const stale = subscription('https://fcm.googleapis.com/fcm/send/stale', new Uint8Array([4, 9]));
  held = stale;
  await expect(turnPushOn()).resolves.toBe('on');
  expect(stale.unsubscribe).toHaveBeenCalledTimes(1);
  expect(subscribe).toHaveBeenCalledTimes(1);
  // 'BAEC' is the bytes 4, 1, 2.
  expect([...new Uint8Array(held?.options.applicationServerKey ?? new ArrayBuffer(0))]).toEqual([
    4, 1, 2,
  ]);
  expect(urls()).toEqual(['GET /api/push/publicKey', 'POST /api/push/subscribe']);
  expect(JSON.parse(String(requests[1]?.data))).toMatchObject({
    endpoint: 'https://fcm.googleapis.com/fcm/send/new',
  });
});
