// The server bundle's entry (dist/server/first-screen.cjs): a visitor's post drawn for the shell's HTML.
import { defineFirstScreen } from '@kfeed/kit/firstScreen/renderFirstScreen';
import { App } from './App.tsx';
import { loadPostTexts } from './texts.ts';

export const renderFirstScreen = defineFirstScreen(App, loadPostTexts);
