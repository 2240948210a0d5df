import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@kfeed/kit/ui/tokens.css';
import { initI18n, i18n } from '@kfeed/platform/i18n/i18n';
import { languageFor } from '@kfeed/platform/i18n/languageChoice';
import { sessionStore } from '@kfeed/platform/sessionStore';
import { App } from './app/App.tsx';
import { StartFailure } from './features/start-failure/StartFailure.tsx';
import { loadRemotesConfig } from './features/remotes/remoteRegistry.ts';
import { blockZoom } from './features/zoom/blockZoom.ts';
import { logComposition } from './features/diagnostics/DiagnosticsPage.tsx';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  blockZoom();
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
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
