/**
 * The worker is never on the critical path: it is registered once the page has loaded and
 * the main thread is idle, in production builds only (not under `npm run dev`, whose
 * rebuilt files a worker would hold back, nor in tests), where the browser has workers.
 */
export function startServiceWorkerWhenIdle(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import(/* webpackChunkName: "service-worker" */ './registerServiceWorker.ts')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) =>
        console.warn('[offline] the service worker is not running', error),
      );
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5_000 })
      : setTimeout(register, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
