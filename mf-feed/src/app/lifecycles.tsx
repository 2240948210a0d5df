import { defineRemote } from '@kfeed/platform/remote';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import {
  listenForFeedChanges,
  listenForListReset,
} from '../features/list-state/savedFeedChanges.ts';
import { App } from './App.tsx';
import { loadFeedTexts } from './texts.ts';

export const { bootstrap, mount, unmount, update } = defineRemote(
  'mf-feed',
  App,
  async () => {
    // Once per page: the saved list follows post changes made while Home is away, and is
    // forgotten when the bottom navigation resets Home from another screen.
    listenForFeedChanges();
    listenForListReset();
    await loadFeedTexts();
  },
  <Spinner />,
);
