import { defineRemote } from '@kfeed/platform/remote';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { App } from './App.tsx';
import { loadAdminTexts } from './texts.ts';

export const { bootstrap, mount, unmount, update } = defineRemote(
  'mf-admin',
  App,
  loadAdminTexts,
  <Spinner />,
);
