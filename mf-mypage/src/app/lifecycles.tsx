import { defineRemote } from '@kfeed/platform/remote';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { loadNamespace } from '@kfeed/platform/i18n/i18n';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';
import { resetListsOnLoginChange } from '../features/my-lists/savedLists.ts';
import { App } from './App.tsx';

export const { bootstrap, mount, unmount, update } = defineRemote(
  'mf-mypage',
  App,
  () => {
    // Once per page: a login change resets the saved member lists, wherever the reader is.
    resetListsOnLoginChange();
    return Promise.all([
      loadNamespace('mypage', (language) => import(`../locales/${language}.json`)),
      loadKitTexts(),
    ]);
  },
  <Spinner />,
);
