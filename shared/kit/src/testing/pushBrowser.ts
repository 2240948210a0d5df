/**
 * The browser's side of web push, which jsdom lacks: `navigator.serviceWorker` with a ready
 * registration, its `pushManager`, `PushManager` and `Notification`. The page code under test
 * (the platform's pushSubscription.ts) runs as is against it; the test chooses what the
 * member answers when asked for permission and reads what was subscribed.
 */

export interface FakePushSubscription {
  endpoint: string;
  options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer | null };
  unsubscribe: jest.Mock<Promise<boolean>, []>;
  toJSON(): PushSubscriptionJSON;
}

export interface PushBrowser {
  /** What `Notification.requestPermission()` was asked, and resolves to next. */
  requestPermission: jest.Mock<Promise<NotificationPermission>, []>;
  /** The member's answer to the next question (default: 'granted'). */
  answer(permission: NotificationPermission): void;
  /** `pushManager.subscribe`, with the options the page passed. */
  subscribe: jest.Mock<Promise<FakePushSubscription>, [PushSubscriptionOptionsInit]>;
  /** The subscription the browser holds now. */
  current(): FakePushSubscription | null;
  /** Start with a subscription (a member who turned push on earlier). */
  subscribed(applicationServerKey: BufferSource): FakePushSubscription;
  /** Take the doubles away again. */
  remove(): void;
}

/** Base64url of bytes, as browsers write a subscription's keys. */
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Install the doubles, with Notification.permission `permission` to begin with. */
export function installPushBrowser(
  permission: NotificationPermission = 'default',
  { endpoint = 'https://fcm.googleapis.com/fcm/send/test-device' } = {},
): PushBrowser {
  let state = permission;
  let next: NotificationPermission = 'granted';
  let held: FakePushSubscription | null = null;
  let made = 0;

  const makeSubscription = (key: ArrayBuffer | null): FakePushSubscription => {
    made += 1;
    const subscription: FakePushSubscription = {
      endpoint: made === 1 ? endpoint : `${endpoint}-${made}`,
      options: { userVisibleOnly: true, applicationServerKey: key },
      unsubscribe: jest.fn(async () => {
        if (held === subscription) held = null;
        return true;
      }),
      toJSON: () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: {
          p256dh: base64url(new Uint8Array(65).fill(4)),
          auth: base64url(new Uint8Array(16).fill(7)),
        },
      }),
    };
    return subscription;
  };
  const copy = (key: BufferSource | string | null | undefined): ArrayBuffer | null => {
    if (!key || typeof key === 'string') return null;
    const view = ArrayBuffer.isView(key) ? key : new Uint8Array(key);
    return new Uint8Array(view.buffer, view.byteOffset, view.byteLength).slice().buffer;
  };

  const subscribe = jest.fn(async (options: PushSubscriptionOptionsInit) => {
    held = makeSubscription(copy(options.applicationServerKey));
    return held;
  });
  const registration = {
    pushManager: { getSubscription: async () => held, subscribe },
  };
  const requestPermission = jest.fn(async () => {
    state = next;
    return state;
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return state;
      },
      requestPermission,
    },
  });
  return {
    requestPermission,
    answer: (permission) => {
      next = permission;
    },
    subscribe,
    current: () => held,
    subscribed: (key) => {
      state = 'granted';
      held = makeSubscription(copy(key));
      return held;
    },
    remove: () => {
      for (const [target, name] of [
        [navigator, 'serviceWorker'],
        [window, 'PushManager'],
        [window, 'Notification'],
      ] as const) {
        delete (target as unknown as Record<string, unknown>)[name];
      }
    },
  };
}
