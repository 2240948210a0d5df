import { defineRemote } from '@kfeed/shared/remote';
import { App } from './App.tsx';

export const { bootstrap, mount, unmount, update } = defineRemote('mf-mypage', App);
