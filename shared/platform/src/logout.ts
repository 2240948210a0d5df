import { authRoutes } from '@kfeed/contracts/routes/auth';
import { call } from '@kfeed/platform/calls/apiCall';
import { postAuthSync } from '@kfeed/platform/authChannel';
import { endSession, goHome } from '@kfeed/platform/sessionEnd';
import { sessionStore } from '@kfeed/platform/sessionStore';
import { clearPrivateCaches } from '@kfeed/platform/serviceWorker/privateCaches';
import { forgetPushSubscription } from '@kfeed/platform/push/pushSubscription';

/** How long logging out waits for this device's push subscription to be forgotten. */
const FORGET_PUSH_MS = 3000;

/**
 * Log out (spec 1, section 7): this tab forgets the session, the other tabs are told and
 * the user goes to the root path; then the logout call, with the forgotten token, ends
 * the sign-in on the server. In that order, so no other tab is refused as "expired" by
 * the server before it hears of the logout. A failed call still logs this browser out.
 */
export async function logout(): Promise<void> {
  // While the session still exists: this device stops receiving the member's pushes.
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    forgetPushSubscription(),
    new Promise((resolve) => {
      timer = setTimeout(resolve, FORGET_PUSH_MS);
    }),
  ]);
  clearTimeout(timer);
  const token = sessionStore.getState().accessToken;
  const ended = endSession('logout');
  void clearPrivateCaches();
  postAuthSync({ type: 'LOGOUT' });
  goHome();
  try {
    await call(
      authRoutes.logout,
      {},
      { silent: true, ...(token ? { endedSessionToken: token } : {}) },
    );
  } catch (error) {
    console.warn('[session] logout call failed; logged out locally', error);
  }
  await ended;
}
