import { defineRemote } from '@kfeed/platform/remote';
import { loadNamespace } from '@kfeed/platform/i18n/i18n';
import { App } from './App.tsx';

export const { bootstrap, mount, unmount, update } = defineRemote('mf-post', App, () =>
  loadNamespace('post', (language) => import(`../locales/${language}.json`)),
);
