import { loadNamespace } from '@kfeed/platform/i18n/i18n';

/** One chunk per language, named so a preload can find the one in use. */
const texts = (language: string) =>
  import(/* webpackChunkName: "texts-admin-[request]" */ `../locales/${language}.json`);

/**
 * The moderation screens' texts in the current language: loaded before they render. The
 * platform's Namespace list (3.3.0) predates this remote; i18next keys namespaces by any
 * string, so 'admin' (the registry's namespace for mf-admin) loads like the others.
 */
export const loadAdminTexts = () => loadNamespace('admin', texts);
