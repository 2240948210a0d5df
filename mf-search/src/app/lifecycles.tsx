import { defineRemote } from '@kfeed/platform/remote';
import { loadNamespace } from '@kfeed/platform/i18n/i18n';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';
import { App } from './App.tsx';

/** One chunk per language, named so the shell's server can preload the one in use. */
const texts = (language: string) =>
  import(/* webpackChunkName: "texts-search-[request]" */ `../locales/${language}.json`);

export const { bootstrap, mount, unmount, update } = defineRemote('mf-search', App, () =>
  Promise.all([loadNamespace('search', texts), loadKitTexts()]),
);
