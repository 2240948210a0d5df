import type { Page } from '@playwright/test';

/**
 * What the app's logout does in the tab it runs in (shared/platform/src/logout.ts): end the
 * sign-in on the server, forget the session, tell the other tabs. Used to log out
 * "in another tab" while a test watches the first one.
 */
export async function logOutInTab(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const token = localStorage.getItem('accessToken');
    await fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: '{}',
    });
    for (const key of ['accessToken', 'userId', 'isoCode']) localStorage.removeItem(key);
    const channel = new BroadcastChannel('auth-sync');
    channel.postMessage({ type: 'LOGOUT' });
    channel.close();
  });
}
