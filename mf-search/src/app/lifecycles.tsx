import { defineRemote } from '@kfeed/platform/remote';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { listenForListReset } from '../features/list-state/searchListState.ts';
import { App } from './App.tsx';
import { loadSearchTexts } from './texts.ts';

export const { bootstrap, mount, unmount, update } = defineRemote(
  'mf-search',
  App,
  async () => {
    // Once per page: the saved search is forgotten when the bottom navigation resets Search
    // from another screen.
    listenForListReset();
    await loadSearchTexts();
  },
  <Spinner />,
);
