/**
 * Where focus goes when the screen changes (WCAG 2.4.3): to the new screen's main heading,
 * its one h1, so a screen reader announces it and the next Tab starts at the top of the
 * screen instead of on the link that was pressed in the old one. One piece of code in the
 * shell for every remote: a remote draws its h1 and never has to know.
 */

/** How long after a navigation the new screen's heading is awaited (a remote may still load). */
export const HEADING_WAIT_MS = 5000;

/**
 * The old screen may still be on the page for a moment (a remote unmounts asynchronously):
 * a heading that was there before the navigation is taken only after this long.
 */
export const STALE_HEADING_MS = 400;

/** Where a screen's main content starts, when something comes before it (Home's header). */
export const SKIP_TARGET_SELECTOR = '[data-skip-target]';

const OPEN_DIALOG = 'dialog[open], [aria-modal="true"]';

function headings(main: HTMLElement): HTMLElement[] {
  return [...main.querySelectorAll<HTMLElement>('h1')].filter(
    // A first screen held until its remote mounts is a picture only (inert).
    (heading) => !heading.closest('[inert]'),
  );
}

/** Focus `element` without scrolling: a restored list keeps its place. */
export function focusWithoutScroll(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/**
 * After a navigation: focus the h1 in `main` once it is drawn, and again if the screen
 * replaces it while loading (focus would fall back to the page). Stops at the first key or
 * pointer press, when the screen puts focus somewhere itself (a search box, a dialog), or
 * after `waitMs`. Answers a function that stops it early (the next navigation).
 */
export function followScreenHeading(main: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  const doc = main.ownerDocument;
  const win = doc.defaultView ?? window;
  const focusedBefore = doc.activeElement;
  const stale = new Set(headings(main));
  const startedAt = Date.now();
  let heading: HTMLElement | null = null;
  let stopped = false;

  const chosenElsewhere = () => {
    const active = doc.activeElement;
    if (!active || active === doc.body || active === heading || active === focusedBefore)
      return false;
    // Still on an element of the old screen that is gone from the page: not a choice.
    return active.isConnected;
  };

  const place = () => {
    if (stopped) return;
    if (doc.querySelector(OPEN_DIALOG) || chosenElsewhere()) {
      stop();
      return;
    }
    const present = headings(main);
    const next =
      present.find((h) => !stale.has(h)) ??
      (Date.now() - startedAt >= STALE_HEADING_MS ? present[0] : undefined);
    if (!next || (next === heading && doc.activeElement === next)) return;
    heading = next;
    focusWithoutScroll(next);
  };

  const observer = new MutationObserver(place);
  const stop = () => {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    win.clearTimeout(timer);
    win.clearTimeout(staleTimer);
    doc.removeEventListener('keydown', stopOnInput, true);
    doc.removeEventListener('pointerdown', stopOnInput, true);
  };
  const stopOnInput = () => stop();
  const timer = win.setTimeout(stop, waitMs);
  const staleTimer = win.setTimeout(place, STALE_HEADING_MS);
  doc.addEventListener('keydown', stopOnInput, true);
  doc.addEventListener('pointerdown', stopOnInput, true);
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  place();
  return stop;
}

/**
 * The skip link's target: where the screen's main content starts if it marks it, else the
 * main region itself, so the next Tab is the content's first control.
 */
export function skipToMain(main: HTMLElement): void {
  const target = main.querySelector<HTMLElement>(SKIP_TARGET_SELECTOR) ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}
