import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
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

// The modal host stand-in lives in the kit, shared with the other remotes' tests.
export { answerDialogs, type DialogLog } from '@kfeed/kit/testing/dialogs';
