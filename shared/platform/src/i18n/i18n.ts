import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@kfeed/contracts/languages';

/** The namespaces of the product: one per app, plus the kit's (its components' texts). */
export type Namespace =
  'common' | 'kit' | 'shell' | 'auth' | 'feed' | 'post' | 'search' | 'mypage' | 'admin';

type NamespaceLoader = (language: LanguageCode) => Promise<{ default: Resource[string] }>;

/**
 * Each app registers how to load its own namespace, so a remote's texts ship and
 * deploy with the remote, and each language of each namespace is its own lazy chunk.
 */
const namespaceLoaders = new Map<string, NamespaceLoader>();

export function registerNamespace(ns: Namespace, loader: NamespaceLoader): void {
  namespaceLoaders.set(ns, loader);
}

registerNamespace(
  'common',
  (language) =>
    import(/* webpackChunkName: "texts-common-[request]" */ `./locales/common/${language}.json`),
);

/** The one i18n instance of the product (a shared singleton across remotes). */
export const i18n = i18next.createInstance();

let initialising: Promise<unknown> | null = null;

export function initI18n(language: LanguageCode): Promise<unknown> {
  initialising ??= i18n
    .use(initReactI18next)
    .use(
      resourcesToBackend((language: string, ns: string) => {
        const loader = namespaceLoaders.get(ns);
        if (!loader) return Promise.reject(new Error(`No texts registered for namespace ${ns}`));
        return loader(language as LanguageCode).then((module) => module.default);
      }),
    )
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      // 'zh-CN' is a language of its own here, not a region of 'zh'.
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return initialising;
}

/** Load an app's namespace (a remote calls this before rendering). */
export async function loadNamespace(ns: Namespace, loader: NamespaceLoader): Promise<void> {
  registerNamespace(ns, loader);
  await initI18n((i18n.language as LanguageCode | undefined) ?? DEFAULT_LANGUAGE);
  await i18n.loadNamespaces(ns);
}
