import { authRoutes } from '@kfeed/contracts/routes/auth';
import { call } from '@kfeed/platform/calls/apiCall';
import { postAuthSync } from '@kfeed/platform/authChannel';
import { endSession, goHome } from '@kfeed/platform/sessionEnd';
import { clearPrivateCaches } from '@kfeed/platform/serviceWorker/privateCaches';
import { forgetPushSubscription } from '@kfeed/platform/push/pushSubscription';

/** How long logging out waits for this device's push subscription to be forgotten. */
const FORGET_PUSH_MS = 3000;

/**
 * Log out (spec 1, section 7): the logout call ends the refresh token on the
 * server, then this tab forgets the session, the other tabs are told, and the
 * user goes to the root path. A failed call still logs this browser out.
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
  try {
    await call(authRoutes.logout, {}, { silent: true });
  } catch (error) {
    console.warn('[session] logout call failed; logging out locally', error);
  } finally {
    const ended = endSession('logout');
    void clearPrivateCaches();
    postAuthSync({ type: 'LOGOUT' });
    goHome();
    await ended;
  }
}
