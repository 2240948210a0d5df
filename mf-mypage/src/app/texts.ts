import { loadNamespace } from '@kfeed/platform/i18n/i18n';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';

/** One chunk per language, named so the shell's server can preload the one in use. */
const texts = (language: string) =>
  import(/* webpackChunkName: "texts-mypage-[request]" */ `../locales/${language}.json`);

/** My page's texts and the kit's, in the current language: loaded before a screen renders. */
export const loadMyPageTexts = () =>
  Promise.all([loadNamespace('mypage', texts), loadKitTexts()]).then(() => undefined);
