// The server bundle's entry (dist/server/first-screen.cjs): a visitor's post drawn for the shell's HTML.
import { Route, Routes } from 'react-router-dom';
import { defineFirstScreen } from '@kfeed/kit/firstScreen/renderFirstScreen';
import { readingRoutes } from './readingRoutes.tsx';
import { loadPostTexts } from './texts.ts';

/** The App's reading routes only: writing is for members, whom the server never draws for. */
function ReadingApp() {
  return (
    <Routes>
      {readingRoutes}
      <Route path="*" element={null} />
    </Routes>
  );
}

export const renderFirstScreen = defineFirstScreen(ReadingApp, loadPostTexts);
