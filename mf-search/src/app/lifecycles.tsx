import { defineRemote } from '@kfeed/platform/remote';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { App } from './App.tsx';
import { loadSearchTexts } from './texts.ts';

export const { bootstrap, mount, unmount, update } = defineRemote(
  'mf-search',
  App,
  loadSearchTexts,
  <Spinner />,
);
