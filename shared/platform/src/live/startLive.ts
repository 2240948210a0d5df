import { sessionStore } from '@kfeed/platform/sessionStore';

/**
 * Start the page's live channel the first time a member is signed in (at once for a
 * member's page, at sign-in for a visitor's). The channel's code is loaded only then, so a
 * visitor's page downloads none of it; once loaded, it follows the session itself (a
 * sign-out closes the stream, a sign-in opens it). The shell calls this once per page.
 */
export function startLiveWhenSignedIn(
  load: () => Promise<{ followSession: () => unknown }> = () =>
    import(/* webpackChunkName: "live-channel" */ '@kfeed/platform/live/liveChannel'),
): void {
  let started = false;
  let unsubscribe: (() => void) | null = null;
  const check = () => {
    if (started || !sessionStore.getState().isLoggedIn) return;
    started = true;
    unsubscribe?.();
    load().then(
      (live) => live.followSession(),
      (error: unknown) => {
        console.warn('[kfeed] the live channel could not be loaded', error);
        // Tried again at the next change of session.
        started = false;
        unsubscribe = sessionStore.subscribe(check);
      },
    );
  };
  check();
  if (!started) unsubscribe = sessionStore.subscribe(check);
}
