import { loadNamespace } from '@kfeed/platform/i18n/i18n';

/** One chunk per language, named so the shell's server can preload the one in use. */
const texts = (language: string) =>
  import(/* webpackChunkName: "texts-post-[request]" */ `../locales/${language}.json`);

/** The post screens' texts in the current language: loaded before they render. */
export const loadPostTexts = () => loadNamespace('post', texts);
