// The server bundle's entry (dist/server/first-screen.cjs): Home drawn for the shell's HTML.
import { defineFirstScreen } from '@kfeed/kit/firstScreen/renderFirstScreen';
import { App } from './App.tsx';
import { loadFeedTexts } from './texts.ts';

export const renderFirstScreen = defineFirstScreen(App, loadFeedTexts);
