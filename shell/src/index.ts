// Before anything else: Back must reach the leave guard before single-spa and the router.
import './features/navigation/popStateGate.ts';

// Screens put their own scroll back (lists on return, the top on a refresh); the browser's
// restoration would move a server-drawn first screen just before the app takes it over.
history.scrollRestoration = 'manual';

/**
 * A page whose first screen the server drew paints it before any of the app's scripts run
 * or load (docs/performance.md, "The first screen in the HTML"); others start at once.
 */
const afterFirstPaint = (): Promise<void> =>
  document.querySelector('[data-first-screen]')
    ? new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    : Promise.resolve();

// The async boundary Module Federation needs before shared modules are used.
void afterFirstPaint().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx'));
