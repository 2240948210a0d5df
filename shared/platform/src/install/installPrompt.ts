import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offers to install KFeed now (it fired `beforeinstallprompt`). */
  offered: boolean;
  /** Installed in this session (`appinstalled`), or opened as the installed app. */
  installed: boolean;
}

export const installStore = createStore<InstallState>(() => ({ offered: false, installed: false }));

export function useInstall<T>(selector: (state: InstallState) => T): T {
  return useStore(installStore, selector);
}

let deferred: InstallPromptEvent | null = null;
let listening = false;

/**
 * Keep the browser's install offer for when the member asks (my page), instead of the
 * browser's own mini-bar: called once by the shell, early, since the event fires once.
 */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  if (standalone) installStore.setState({ installed: true });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    installStore.setState({ offered: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installStore.setState({ offered: false, installed: true });
  });
}

/** Show the browser's install dialog: whether the member accepted. */
export async function promptInstall(): Promise<boolean> {
  const offer = deferred;
  if (!offer) return false;
  // The event can be used once: a dismissed offer comes back with a new event later.
  deferred = null;
  installStore.setState({ offered: false });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  return outcome === 'accepted';
}
