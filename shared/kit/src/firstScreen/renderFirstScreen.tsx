/**
 * A remote's first screen drawn on the server (docs/performance.md, "The first screen in the
 * HTML"): the remote's own components, rendered to HTML exactly as its first render in the
 * browser draws them from the same embedded data, so the page shows the screen before any
 * JavaScript has run and the remote, once mounted, replaces it with the same markup.
 * Built only into a remote's server bundle (`dist/server/first-screen.cjs`), never into a page.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Router, type NavigationType, type To } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@kfeed/platform/i18n/i18n';
import { isLanguageCode } from '@kfeed/contracts/languages';
import { provideInitialData } from '@kfeed/kit/initialData';
import { MemberFrame } from './memberFrame.ts';

export interface FirstScreenRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The interface language the page will start in. */
  language: string;
  /** The API answers embedded in the page, keyed by `initialDataKey`. */
  data: Record<string, unknown>;
  /**
   * A member's page (the route draws a member's frame, registry `memberFrame`): the screen
   * is drawn as for a signed-in member whose own data has not arrived yet, exactly as the
   * remote's first render in that member's browser draws it.
   */
  member?: boolean;
}

/** What a remote's server bundle exports. */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<string | null>;

/**
 * Nothing navigates on the server; links render as plain hrefs. A `Link` hands over a path
 * already resolved (its search and hash empty or with their `?` and `#`), written out here:
 * the shared react-router-dom keeps only the exports the apps use (no `createPath`).
 */
const hrefOf = (to: To) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

const staticNavigator = {
  createHref: hrefOf,
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
} as unknown as Parameters<typeof Router>[0]['navigator'];

/**
 * Whether markup React wrote has a style attribute, which the page's CSP refuses. React
 * quotes every value with `"` and escapes `"`, `<` and `>` in it, so a tag ends at the first
 * `>` and its values are what lies between quotes.
 */
const hasStyleAttribute = (html: string) =>
  [...html.matchAll(/<[a-zA-Z][^>]*>/g)].some(([tag]) =>
    /\sstyle=/i.test(tag.replace(/"[^"]*"/g, '""')),
  );

/** One render at a time: the language and the embedded data are per request, the instance one. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The render function of a remote's server bundle. `prepare` loads what the remote's own
 * bootstrap loads (its texts); the App is rendered as the shell mounts it on a fresh page
 * load (history POP; a visitor, or a member whose own data is not there yet).
 */
export function defineFirstScreen(
  App: ComponentType,
  prepare: () => Promise<unknown>,
): RenderFirstScreen {
  return (request) => {
    const run = queue.then(async () => {
      if (!isLanguageCode(request.language)) return null;
      await initI18n(request.language);
      await i18n.changeLanguage(request.language);
      await prepare();
      const url = new URL(request.url, 'http://first-screen');
      provideInitialData(request.data);
      try {
        const html = renderToString(
          <I18nextProvider i18n={i18n}>
            <Router
              location={{
                pathname: url.pathname,
                search: url.search,
                hash: '',
                state: null,
                key: 'default',
              }}
              navigator={staticNavigator}
              navigationType={'POP' as NavigationType}
            >
              <MemberFrame.Provider value={request.member === true}>
                <App />
              </MemberFrame.Provider>
            </Router>
          </I18nextProvider>,
        );
        // A screen that needs a style attribute (the kit's spinner, while its data is not in
        // the page) is not drawn: the page's CSP would refuse it; the browser draws it.
        return html && !hasStyleAttribute(html) ? html : null;
      } finally {
        provideInitialData({});
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
}
