import { defineRemote } from '@kfeed/platform/remote';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { resetListsOnLoginChange } from '../features/my-lists/savedLists.ts';
import { App } from './App.tsx';
import { loadMyPageTexts } from './texts.ts';

export const { bootstrap, mount, unmount, update } = defineRemote(
  'mf-mypage',
  App,
  async () => {
    // Once per page: a login change resets the saved member lists, wherever the reader is.
    resetListsOnLoginChange();
    await loadMyPageTexts();
  },
  <Spinner />,
);
