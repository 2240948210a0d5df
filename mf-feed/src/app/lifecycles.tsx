import { defineRemote } from '@kfeed/platform/remote';
import { loadNamespace } from '@kfeed/platform/i18n/i18n';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';
import { listenForFeedChanges } from '../features/list-state/savedFeedChanges.ts';
import { App } from './App.tsx';

/** One chunk per language, named so the shell's server can preload the one in use. */
const texts = (language: string) =>
  import(/* webpackChunkName: "texts-feed-[request]" */ `../locales/${language}.json`);

export const { bootstrap, mount, unmount, update } = defineRemote('mf-feed', App, async () => {
  // Once per page: the saved list follows post changes made while Home is away.
  listenForFeedChanges();
  await Promise.all([loadNamespace('feed', texts), loadKitTexts()]);
});
