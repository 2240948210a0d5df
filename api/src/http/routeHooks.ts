/**
 * A route's hooks of one kind with `hook` first, before those it was given: for plugins
 * that add a step to the routes that need it (from an `onRoute` hook) instead of to every
 * request. A route's own hooks run after the app's, so the order stays what it was when the
 * step was an app-wide hook.
 */
export function runFirst<H>(hook: H, given: H | H[] | undefined): H[] {
  if (given === undefined) return [hook];
  return [hook, ...(Array.isArray(given) ? given : [given])];
}
