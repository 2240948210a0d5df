import { defineRemote } from '@kfeed/platform/remote';
import { loadNamespace } from '@kfeed/platform/i18n/i18n';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';
import { App } from './App.tsx';

export const { bootstrap, mount, unmount, update } = defineRemote('mf-search', App, () =>
  Promise.all([
    loadNamespace('search', (language) => import(`../locales/${language}.json`)),
    loadKitTexts(),
  ]),
);
