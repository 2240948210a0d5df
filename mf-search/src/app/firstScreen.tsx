// The server bundle's entry (dist/server/first-screen.cjs): Search drawn for the shell's HTML.
import { defineFirstScreen } from '@kfeed/kit/firstScreen/renderFirstScreen';
import { App } from './App.tsx';
import { loadSearchTexts } from './texts.ts';

export const renderFirstScreen = defineFirstScreen(App, loadSearchTexts);
