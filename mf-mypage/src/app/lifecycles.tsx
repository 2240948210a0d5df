import { defineRemote } from '@kfeed/platform/remote';
import { App } from './App.tsx';

export const { bootstrap, mount, unmount, update } = defineRemote('mf-mypage', App);
