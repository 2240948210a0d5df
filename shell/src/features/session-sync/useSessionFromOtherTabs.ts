import { useEffect } from 'react';
import { SESSION_KEYS, reloadSessionFromStorage } from '@kfeed/shared/sessionStore';

const SESSION_KEY_SET = new Set<string>(Object.values(SESSION_KEYS));

/**
 * Another tab's sign-in or sign-out changes localStorage; the one session store (shared by
 * the shell and every remote) follows it, so every area shows the same session.
 */
export function useSessionFromOtherTabs(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || SESSION_KEY_SET.has(event.key)) reloadSessionFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
