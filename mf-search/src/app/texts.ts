import { loadNamespace } from '@kfeed/platform/i18n/i18n';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';

/** One chunk per language, named so the shell's server can preload the one in use. */
const texts = (language: string) =>
  import(/* webpackChunkName: "texts-search-[request]" */ `../locales/${language}.json`);

/** Search's texts and the kit's, in the current language: loaded before Search renders. */
export const loadSearchTexts = () => Promise.all([loadNamespace('search', texts), loadKitTexts()]);
