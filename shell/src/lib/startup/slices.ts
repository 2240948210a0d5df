/**
 * Ends the current task so the browser can paint and handle input before the next slice of
 * work (start-up runs in slices: docs/performance.md, "Start-up in slices"). The scheduler's
 * `yield()` keeps the work's place ahead of other queued tasks where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the page is idle or the reader first interacts with it, whichever is first,
 * and only after the frame that answers the interaction is painted. `timeoutMs` bounds the
 * wait for idle on a page that never gets quiet.
 */
export function idleOrFirstInteraction(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const inputs = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
    let idle: number | undefined;
    const done = () => {
      for (const type of inputs) removeEventListener(type, onInput, true);
      if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      resolve();
    };
    // The tap's own frame first: the work it starts must not delay that paint.
    const onInput = () => requestAnimationFrame(() => setTimeout(done, 0));
    for (const type of inputs) addEventListener(type, onInput, { capture: true, passive: true });
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(done, { timeout: timeoutMs });
    else setTimeout(done, 0);
  });
}
