// Before anything else: Back must reach the leave guard before single-spa and the router.
import './features/navigation/popStateGate.ts';
import { idleOrFirstInteraction } from './lib/startup/slices.ts';
import { blockZoom } from './features/zoom/blockZoom.ts';

// Screens put their own scroll back (lists on return, the top on a refresh); the browser's
// restoration would move a server-drawn first screen just before the app takes it over.
history.scrollRestoration = 'manual';

// From the first paint: a drawn screen is pinched before the app has started.
blockZoom();

/**
 * A page whose first screen the server drew paints it before any of the app's scripts run
 * or load (docs/performance.md, "The first screen in the HTML"), and the drawn screen reads
 * as it is: the app takes it over once the page is idle or at the reader's first tap or key,
 * whichever comes first (docs/performance.md, "Start-up in slices"). Others start at once.
 */
const handoverMoment = (): Promise<void> =>
  document.querySelector('[data-first-screen]')
    ? idleOrFirstInteraction(HANDOVER_IDLE_TIMEOUT_MS)
    : Promise.resolve();

/** A page that never gets idle (a busy phone) still starts within this time. */
const HANDOVER_IDLE_TIMEOUT_MS = 500;

// The async boundary Module Federation needs before shared modules are used.
void handoverMoment().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx'));
