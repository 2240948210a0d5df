import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@kfeed/kit/ui/tokens.css';
import { initI18n, i18n } from '@kfeed/platform/i18n/i18n';
import { languageFor } from '@kfeed/platform/i18n/languageChoice';
import { sessionStore } from '@kfeed/platform/sessionStore';
import { App } from './app/App.tsx';
import { StartFailure } from './features/start-failure/StartFailure.tsx';
import { loadRemotesConfig } from './lib/remotes/remoteRegistry.ts';
import { logComposition } from './features/diagnostics/DiagnosticsPage.tsx';
import { holdFirstScreen } from './lib/remotes/firstScreen.tsx';
import { startServiceWorkerWhenIdle } from './features/offline/startServiceWorker.ts';
import { yieldToBrowser } from './lib/startup/slices.ts';

async function start() {
  const container = document.getElementById('root')!;
  // The server drew a member's page (it saw the refresh cookie) for a browser that has no
  // stored session: the session is restored from the cookie first, so that the page starts
  // as the member it was drawn for (or as a visitor, when the cookie no longer holds).
  if (container.querySelector('[data-member-frame]') && !sessionStore.getState().isLoggedIn) {
    const { restoreSession } = await import('@kfeed/platform/httpClient');
    await restoreSession();
  }
  // The first screen the server drew stays until its remote mounts (its first render wipes #root).
  holdFirstScreen(container);
  const root = createRoot(container);
  const language = languageFor(sessionStore.getState());
  document.documentElement.lang = language;
  try {
    await Promise.all([initI18n(language), loadRemotesConfig()]);
  } catch (error) {
    console.error('[shell] initialisation failed', error);
    root.render(<StartFailure />);
    return;
  }
  // For whoever operates an environment: `kfeedComposition()` in the console lists every build.
  Object.assign(window, { kfeedComposition: logComposition });
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  // The runtime has started (remotes registered): the shell's first render is a task of its
  // own, and a transition renders in slices, yielding to the browser between them.
  await yieldToBrowser();
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // Reading offline, installing: after the first screen is interactive, never before.
  startServiceWorkerWhenIdle();
}

void start();
