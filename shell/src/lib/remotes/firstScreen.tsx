import { useLayoutEffect, useRef } from 'react';

/**
 * A remote's first screen that the shell's server drew into the HTML (docs/performance.md,
 * "The first screen in the HTML"). It stays on screen from the first paint until the remote
 * mounts: the shell's own first render would wipe `#root`, so the node is held before that
 * and put back, within the same commit, into the remote's area; the remote's first render
 * then replaces it with the same markup.
 */
let held: { remote: string; node: HTMLElement } | null = null;

/** Before the shell's first render: keep the server-drawn screen, if the page has one. */
export function holdFirstScreen(root: ParentNode): void {
  const node = root.querySelector<HTMLElement>('[data-first-screen]');
  const remote = node?.dataset.firstScreen;
  held = node && remote ? { remote, node } : null;
}

/** The held screen, once, for the area of the remote that drew it. */
export function takeFirstScreen(remote: string): HTMLElement | null {
  if (held?.remote !== remote) return null;
  const { node } = held;
  held = null;
  return node;
}

/** Puts the held screen into an element of this commit (before the browser paints). */
export function useShowFirstScreen(
  node: HTMLElement | null,
  container: () => Element | null | undefined,
): void {
  const containerRef = useRef(container);
  useLayoutEffect(() => {
    const target = containerRef.current();
    if (node && target && node.parentElement !== target) target.appendChild(node);
  }, [node]);
}

/** The area's content while the remote loads: the held screen. */
export function FirstScreenSlot({ node }: { node: HTMLElement }) {
  const slot = useRef<HTMLDivElement | null>(null);
  useShowFirstScreen(node, () => slot.current);
  return <div ref={slot} />;
}
