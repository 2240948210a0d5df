import { loadNamespace } from '@kfeed/platform/i18n/i18n';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';

/** One chunk per language, named so the shell's server can preload the one in use. */
const texts = (language: string) =>
  import(/* webpackChunkName: "texts-post-[request]" */ `../locales/${language}.json`);

/** The post screens' texts, and the kit's (the notifications bell), in the current language. */
export const loadPostTexts = () =>
  Promise.all([loadNamespace('post', texts), loadKitTexts()]).then(() => undefined);
