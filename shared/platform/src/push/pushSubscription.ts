import type { PushSubscribeRequest } from '@kfeed/contracts/push';
import { pushRoutes } from '@kfeed/contracts/routes/push';
import { call } from '@kfeed/platform/calls/apiCall';

/**
 * Push notifications on this device: the browser's push subscription, kept in step with the
 * API (`/api/push/...`). The service worker the shell registers at `/sw.js` shows what
 * arrives. Permission is asked for only by `turnPushOn`, which must be called from the
 * member's own gesture (a click on the switch): never on a visit.
 *
 * - `unsupported`: this browser has no web push (on iPhone and iPad, only KFeed added to the
 *   Home Screen has it);
 * - `denied`: notifications are blocked for the site in the browser's settings;
 * - `off`, `on`: whether this browser holds a push subscription.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** Why turning push on did not happen. */
export type PushFailure =
  /** The browser has no web push. */
  | 'unsupported'
  /** The member refused, or notifications are blocked in the browser's settings. */
  | 'denied'
  /** The member closed the browser's question without answering. */
  | 'dismissed'
  /** No service worker took charge of the page in time (it did not install). */
  | 'no-service-worker'
  /** The push service or the API refused the subscription, or the network failed. */
  | 'failed';

export class PushError extends Error {
  override name = 'PushError';
  constructor(
    readonly reason: PushFailure,
    options?: { cause?: unknown },
  ) {
    super(`push notifications could not be turned on: ${reason}`, options);
  }
}

/** How long to wait for the service worker to take charge before giving up. */
const SERVICE_WORKER_WAIT_MS = 10_000;

/** Whether this browser can receive web push at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This page's service worker registration, if one exists (never waits for one). */
async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  try {
    return await navigator.serviceWorker.getRegistration();
  } catch {
    return undefined;
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await existingRegistration();
  if (!registration) return null;
  try {
    return await registration.pushManager.getSubscription();
  } catch {
    return null;
  }
}

/** Where this device stands (never asks the member anything). */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The service worker's registration once it is active, or a 'no-service-worker' failure. */
async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError('no-service-worker')), SERVICE_WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** What the API takes: `PushSubscription.toJSON()`, checked for its keys. */
function subscriptionBody(subscription: PushSubscription): PushSubscribeRequest {
  const json = subscription.toJSON();
  const p256dh = json.keys?.['p256dh'];
  const auth = json.keys?.['auth'];
  if (!json.endpoint || !p256dh || !auth) throw new PushError('failed');
  return {
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh, auth },
  };
}

/**
 * Turn push on for this device: ask the browser's permission (call this straight from the
 * member's click: browsers only ask from a gesture), subscribe with the server's key and give
 * the subscription to the API. Resolves 'on', or throws a PushError saying why not.
 */
export async function turnPushOn(): Promise<'on'> {
  if (!pushSupported()) throw new PushError('unsupported');
  // First, before anything is awaited, so the browser still sees the member's gesture.
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError('denied');
  if (permission !== 'granted') throw new PushError('dismissed');
  try {
    const [{ publicKey }, registration] = await Promise.all([
      call(pushRoutes.getPublicKey, {}, { silent: true }),
      readyRegistration(),
    ]);
    const key = keyBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made for another key (the server's keys were replaced) gets no pushes.
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    try {
      await call(pushRoutes.subscribe, subscriptionBody(subscription), { silent: true });
    } catch (error) {
      // The server does not know it: leave the browser off too, so the switch tells the truth.
      await subscription.unsubscribe().catch(() => false);
      throw error;
    }
    return 'on';
  } catch (error) {
    throw error instanceof PushError ? error : new PushError('failed', { cause: error });
  }
}

/**
 * Tell the API again about this device's subscription, when there is one (a member who turned
 * push on earlier, and whose server copy was lost). Never asks, never throws.
 */
export async function resyncPushSubscription(): Promise<PushState> {
  const state = await pushState();
  if (state !== 'on') return state;
  try {
    const subscription = await currentSubscription();
    if (subscription)
      await call(pushRoutes.subscribe, subscriptionBody(subscription), { silent: true });
  } catch {
    // The switch still shows what the browser holds; the next change tells the server.
  }
  return state;
}

/**
 * Turn push off for this device: the API forgets it, then the browser drops the subscription
 * (after which its push service refuses anything sent to it). Resolves 'off'; throws only
 * when the browser could not drop it.
 */
export async function turnPushOff(): Promise<'off'> {
  if (!pushSupported()) return 'off';
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  try {
    await call(pushRoutes.unsubscribe, { endpoint: subscription.endpoint }, { silent: true });
  } catch {
    // Dropped below: the push service then answers 410, and the API forgets the device.
  }
  if (!(await subscription.unsubscribe())) throw new PushError('failed');
  return 'off';
}

/**
 * At logout, while the session still exists: the API forgets this device for the member and
 * the browser drops the subscription, so the next person on this browser gets nothing of
 * theirs. Never throws, never asks.
 */
export async function forgetPushSubscription(): Promise<void> {
  try {
    if (!pushSupported()) return;
    const subscription = await currentSubscription();
    if (!subscription) return;
    await call(pushRoutes.unsubscribe, { endpoint: subscription.endpoint }, { silent: true }).catch(
      () => undefined,
    );
    await subscription.unsubscribe().catch(() => false);
  } catch {
    // Logging out goes on whatever happens here.
  }
}
