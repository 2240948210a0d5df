import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n } from '@kfeed/platform/i18n/i18n';
import { LocationProbe } from './LocationProbe.tsx';

export interface RenderAtOptions {
  /** Where the router starts: a pathname with an optional `?query`. */
  path: string;
  /** The route pattern `ui` is mounted at ('/feed/:feedId'); the pathname of `path` if left out. */
  route?: string;
  /** The navigation state the page arrives with. */
  state?: unknown;
}

/**
 * Render `ui` under a memory router at `path`, mounted at `route`, with the real i18n
 * instance and a LocationProbe showing where the router is now. Any other path renders
 * nothing, so a click that leaves the page can be read from the probe.
 */
export function renderAt(ui: ReactElement, { path, route, state }: RenderAtOptions) {
  const query = path.indexOf('?');
  const pathname = query < 0 ? path : path.slice(0, query);
  const search = query < 0 ? '' : path.slice(query);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[{ pathname, search, state }]}>
        <Routes>
          <Route path={route ?? pathname} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
