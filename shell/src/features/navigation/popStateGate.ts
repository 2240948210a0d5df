/**
 * The first popstate listener of the page, installed before single-spa loads: single-spa
 * takes over window.addEventListener('popstate') and calls the router's listener from its
 * own, so only a listener added earlier can stop a Back step before anyone acts on it.
 * It has no imports (it runs before Module Federation's shared modules are ready); the
 * shell gives it a handler once React is up.
 */
type PopStateHandler = (event: PopStateEvent) => void;

let handler: PopStateHandler | null = null;

export function setPopStateHandler(next: PopStateHandler | null): void {
  handler = next;
}

window.addEventListener('popstate', (event) => handler?.(event));
