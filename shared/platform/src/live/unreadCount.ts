import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { on } from '@kfeed/platform/events';
import { sessionStore, useSession } from '@kfeed/platform/sessionStore';
import { fetchUnreadCount } from '@kfeed/platform/live/liveCalls';

interface UnreadState {
  /** Whose count this is; null while no member's count is known. */
  userId: number | null;
  count: number | null;
}

/**
 * The member's unread notifications, once per page for every remote (the platform is a
 * singleton): read from the server the first time a screen asks, then kept up to date by
 * `live:unread` events and by the notifications screen's own reads.
 */
const unreadStore = createStore<UnreadState>(() => ({ userId: null, count: null }));

let loading: { userId: number; promise: Promise<void> } | null = null;
let following = false;

/** Start following the bus and the session (once). */
function follow(): void {
  if (following) return;
  following = true;
  on('live:unread', ({ unreadCount }) => setUnreadCount(unreadCount));
  sessionStore.subscribe((now, before) => {
    if (now.userId === before.userId) return;
    loading = null;
    unreadStore.setState({ userId: null, count: null });
  });
}

/** The count the server said last (an answer of the notifications screen's reads, too). */
export function setUnreadCount(count: number): void {
  const { userId } = sessionStore.getState();
  if (userId === null || !Number.isInteger(count) || count < 0) return;
  unreadStore.setState({ userId, count });
}

/**
 * Read the count from the server (again): for this member once per page unless `force`.
 * Never throws; a failure leaves the count unknown until the next event or call.
 */
export function refreshUnreadCount(force = false): Promise<void> {
  follow();
  const { userId, isLoggedIn } = sessionStore.getState();
  if (!isLoggedIn || userId === null) return Promise.resolve();
  if (loading?.userId === userId && !force) return loading.promise;
  const promise = Promise.resolve()
    .then(fetchUnreadCount)
    .then((answer) => {
      if (sessionStore.getState().userId !== userId) return;
      if (typeof answer?.unreadCount === 'number') setUnreadCount(answer.unreadCount);
    })
    .catch((error: unknown) => {
      console.warn('[kfeed] the unread count could not be read', error);
      if (loading?.promise === promise) loading = null;
    });
  loading = { userId, promise };
  return promise;
}

/** The signed-in member's unread count (null: not known yet, or a visitor). */
export function unreadCount(): number | null {
  const { userId, count } = unreadStore.getState();
  return userId !== null && userId === sessionStore.getState().userId ? count : null;
}

/**
 * The member's unread count for a screen (a bell): asks the server the first time any
 * screen of the page needs it, then follows the live channel. Null while unknown.
 */
export function useUnreadCount(): number | null {
  const userId = useSession((s) => (s.isLoggedIn ? s.userId : null));
  const state = useStore(unreadStore);
  useEffect(() => {
    if (userId !== null) void refreshUnreadCount();
  }, [userId]);
  return userId !== null && state.userId === userId ? state.count : null;
}

/** Tests: forget everything, as a new page would. */
export function resetUnreadCountForTests(): void {
  loading = null;
  unreadStore.setState({ userId: null, count: null });
}
