import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { emit, on } from '@kfeed/platform/events';
import { i18n } from '@kfeed/platform/i18n/i18n';
import type { LanguageCode } from '@kfeed/kit/i18n/languages';
import { LocationProbe } from '@kfeed/kit/testing/LocationProbe';
import { loadTexts } from '@kfeed/kit/testing/i18n';
import { clearSession, setSession } from '@kfeed/platform/sessionStore';

/** The 'post' texts in a language, loaded the way the remote loads them. */
export function loadPostTexts(language: LanguageCode = 'en'): Promise<void> {
  return loadTexts('post', (lng) => import(`../locales/${lng}.json`), language);
}

/** Render `ui` under a memory router at `path`, with a probe showing the current location. */
export function renderAt(path: string, routePath: string, ui: ReactElement, state?: unknown) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter
        initialEntries={[
          {
            pathname: path.split('?')[0]!,
            search: path.includes('?') ? `?${path.split('?')[1]}` : '',
            state,
          },
        ]}
      >
        <Routes>
          <Route path={routePath} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

export function signInAsMember(userId: number) {
  setSession({ accessToken: 'header.e30.signature', userId, isoCode: 'en' });
}

export function signOut() {
  clearSession();
}

export interface DialogLog {
  alerts: string[];
  confirms: string[];
  stop: () => void;
}

/**
 * Stand in for the shell's modal host: record each alert and confirm and answer it
 * (confirms with `confirm`), as a person pressing the button would.
 */
export function answerDialogs(confirm = true): DialogLog {
  const log: DialogLog = { alerts: [], confirms: [], stop: () => undefined };
  const offAlert = on('ui:alert', (request) => {
    log.alerts.push(request.message);
    queueMicrotask(() => emit('ui:dialog-closed', { id: request.id, confirmed: true }));
  });
  const offConfirm = on('ui:confirm', (request) => {
    log.confirms.push(request.message);
    queueMicrotask(() => emit('ui:dialog-closed', { id: request.id, confirmed: confirm }));
  });
  log.stop = () => {
    offAlert();
    offConfirm();
  };
  return log;
}
