import { useSyncExternalStore } from 'react';

/**
 * A new version of the shell's worker is installed and waiting: how to switch to it, once
 * the reader asks (UpdatePrompt). Kept outside React, because registration runs apart from
 * the component tree (registerServiceWorker.ts).
 */
let switchToNewVersion: (() => void) | null = null;
const listeners = new Set<() => void>();

export function offerNewVersion(switchTo: () => void): void {
  switchToNewVersion = switchTo;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The switch to the waiting version, or null while there is none. */
export function useNewVersion(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => switchToNewVersion,
    () => null,
  );
}
