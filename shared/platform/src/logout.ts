import { authRoutes } from '@kfeed/contracts/routes/auth';
import { call } from '@kfeed/platform/calls/apiCall';
import { postAuthSync } from '@kfeed/platform/authChannel';
import { endSession, goHome } from '@kfeed/platform/sessionEnd';

/**
 * Log out (spec 1, section 7): the logout call ends the refresh token on the
 * server, then this tab forgets the session, the other tabs are told, and the
 * user goes to the root path. A failed call still logs this browser out.
 */
export async function logout(): Promise<void> {
  try {
    await call(authRoutes.logout, {}, { silent: true });
  } catch (error) {
    console.warn('[session] logout call failed; logging out locally', error);
  } finally {
    const ended = endSession('logout');
    postAuthSync({ type: 'LOGOUT' });
    goHome();
    await ended;
  }
}
