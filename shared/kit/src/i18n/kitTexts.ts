import { loadNamespace } from '@kfeed/platform/i18n/i18n';

/**
 * The kit's own texts (its components': the feed card, ...). Each app that renders a
 * kit component loads them before its first render, so they ship with the app's kit.
 */
export function loadKitTexts(): Promise<void> {
  return loadNamespace(
    'kit',
    (language) =>
      import(/* webpackChunkName: "texts-kit-[request]" */ `../locales/${language}.json`),
  );
}
