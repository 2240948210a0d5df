// The server bundle's entry (dist/server/first-screen.cjs): a visitor's post drawn for the shell's HTML.
import { Route, Routes } from 'react-router-dom';
import { defineFirstScreen } from '@kfeed/kit/firstScreen/renderFirstScreen';
import { routeByName } from '@kfeed/kit/routes';
import { readingRoutes } from './readingRoutes.tsx';
import { loadPostTexts } from './texts.ts';

/** The App's reading routes only: writing is for members, whom the server never draws for. */
function ReadingApp() {
  return (
    <Routes>
      {/* Kept so that /feed/write is not taken for a post called "write". */}
      <Route path={routeByName('FeedWriteView').path} element={null} />
      <Route path={routeByName('FeedUpdateView').path} element={null} />
      {readingRoutes}
      <Route path="*" element={null} />
    </Routes>
  );
}

export const renderFirstScreen = defineFirstScreen(ReadingApp, loadPostTexts);
