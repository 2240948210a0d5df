/// <reference lib="webworker" />
/**
 * Push and background sync (ARCHITECTURE section 6, notifications): the worker shows a
 * push as a notification unless a KFeed page is on screen (that page already shows the
 * unread badge from its live channel), and opens the post a notification is about.
 */
import type { PushPayload } from '@kfeed/contracts/push';
import {
  OUTBOX_SYNC_MESSAGE,
  OUTBOX_SYNC_TAG,
  PUSH_MESSAGE,
} from '@kfeed/platform/serviceWorker/messages';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (not in TypeScript's worker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export const NOTIFICATION_ICON = '/icons/kfeed-192.png';
/** The monochrome mark Android shows in the status bar. */
export const NOTIFICATION_BADGE = '/icons/kfeed-badge-96.png';

/** What is shown of a push: the API always sends a tag and an id; an older sender may not. */
export type ShownPush = Pick<PushPayload, 'title' | 'body' | 'url'> &
  Partial<Pick<PushPayload, 'tag' | 'notificationId'>>;

/** A push's JSON payload, checked; null when it is not one (nothing is shown for it). */
export function parsePushPayload(data: unknown): ShownPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag, notificationId } = data as Record<string, unknown>;
  if (typeof title !== 'string' || !title.trim()) return null;
  return {
    title,
    body: typeof body === 'string' ? body : '',
    url: typeof url === 'string' ? url : '/',
    ...(typeof tag === 'string' && tag ? { tag } : {}),
    ...(typeof notificationId === 'number' ? { notificationId } : {}),
  };
}

/** Where a tap leads: a path of this site; anything else (another site) goes home. */
export function notificationTarget(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

async function windows(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function showPush(payload: ShownPush): Promise<void> {
  const visible = (await windows()).filter((client) => client.visibilityState === 'visible');
  if (visible.length > 0) {
    for (const client of visible) client.postMessage({ type: PUSH_MESSAGE, payload });
    return;
  }
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    ...(payload.tag ? { tag: payload.tag } : {}),
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    data: { url: payload.url, notificationId: payload.notificationId },
  });
}

/** The focused KFeed window (else any) brought forward at `url`, or a new one opened there. */
async function openAt(url: string): Promise<void> {
  const open = await windows();
  const client =
    open.find((c) => c.focused) ?? open.find((c) => c.visibilityState === 'visible') ?? open[0];
  if (!client) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await client.focus();
  if (focused.url === url) return;
  try {
    await focused.navigate(url);
  } catch {
    // navigate() works on pages this worker controls only; any other gets a new window.
    await self.clients.openWindow(url);
  }
}

export function listenForPushAndSync(): void {
  self.addEventListener('push', (event) => {
    let data: unknown = null;
    try {
      data = event.data?.json();
    } catch {
      // Not JSON: nothing to show.
    }
    const payload = parsePushPayload(data);
    if (payload) event.waitUntil(showPush(payload));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openAt(notificationTarget(data?.url, self.location.origin)));
  });

  // The page's outbox (writes made offline) sends what it holds once the browser is online.
  self.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      windows().then((open) => {
        for (const client of open) client.postMessage({ type: OUTBOX_SYNC_MESSAGE });
      }),
    );
  });
}
