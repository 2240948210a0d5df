import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n } from '@kfeed/platform/i18n/i18n';
import type { LanguageCode } from '@kfeed/kit/i18n/languages';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';
import { LocationProbe } from '@kfeed/kit/testing/LocationProbe';
import { loadTexts } from '@kfeed/kit/testing/i18n';
import { setSession } from '@kfeed/platform/sessionStore';

/** The 'mypage' texts (and the kit's) in a language, loaded the way the remote loads them. */
export async function loadMyPageTexts(language: LanguageCode = 'en'): Promise<void> {
  await loadTexts('mypage', (lng) => import(`../locales/${lng}.json`), language);
  await loadKitTexts();
}

/** Render `ui` at `path` (matched by `routePath`), with a probe showing the current location. */
export function renderAt(path: string, routePath: string, ui: ReactElement, state?: unknown) {
  const [pathname = '/', search = ''] = path.split('?');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path={routePath} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

export function signInAsMember(userId: number, isoCode = 'en') {
  setSession({ accessToken: 'header.e30.signature', userId, isoCode });
}
