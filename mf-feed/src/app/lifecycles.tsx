import { defineRemote } from '@kfeed/platform/remote';
import { loadNamespace } from '@kfeed/platform/i18n/i18n';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';
import { listenForFeedChanges } from '../features/list-state/savedFeedChanges.ts';
import { App } from './App.tsx';

export const { bootstrap, mount, unmount, update } = defineRemote('mf-feed', App, async () => {
  // Once per page: the saved list follows post changes made while Home is away.
  listenForFeedChanges();
  await Promise.all([
    loadNamespace('feed', (language) => import(`../locales/${language}.json`)),
    loadKitTexts(),
  ]);
});
