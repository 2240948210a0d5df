import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { emit, on } from '@kfeed/platform/events';
import { i18n, initI18n, loadNamespace } from '@kfeed/platform/i18n/i18n';
import { clearSession, setSession } from '@kfeed/platform/sessionStore';

/** The 'post' texts in a language, loaded the way the remote loads them. */
export async function loadPostTexts(language = 'en'): Promise<void> {
  await initI18n('en');
  await loadNamespace('post', (lng) => import(`../locales/${lng}.json`));
  await i18n.changeLanguage(language);
}

/** Where the router is now (rendered as text, so tests can read it). */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
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

/** A stand-in IntersectionObserver (jsdom has none) that tests trigger by hand. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.elements = [];
    FakeIntersectionObserver.instances = FakeIntersectionObserver.instances.filter(
      (o) => o !== this,
    );
  }
  takeRecords() {
    return [];
  }
  /** The watched element came into view. */
  static reachEnd() {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      observer.callback(
        observer.elements.map(
          (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
        ),
        observer as unknown as IntersectionObserver,
      );
    }
  }
}
