// The server bundle's entry (dist/server/first-screen.cjs): a visitor's my page, notices,
// a notice, the terms, the privacy policy and a public profile drawn for the shell's HTML,
// and a member's my page as its frame (the registry's `memberFrame`: their card and
// settings as loading, their menu and account actions).
import { Route, Routes } from 'react-router-dom';
import { defineFirstScreen } from '@kfeed/kit/firstScreen/renderFirstScreen';
import { cleanHtml } from '@kfeed/contracts/cleanHtml';
import { setCleanWithoutDom } from '../components/richTextHtml.ts';
import { publicRoutes } from './publicRoutes.tsx';
import { loadMyPageTexts } from './texts.ts';

// Notices and terms are sanitised here as the page's DOMPurify does, headings under the h1.
setCleanWithoutDom((html) => cleanHtml(html, { demoteHeadings: true }));

/**
 * The App's routes a visitor arrives on; the member screens (their lists, settings and
 * profile editing) draw nothing: nothing of a member's own is ever drawn by the server.
 */
function VisitorApp() {
  return (
    <Routes>
      {publicRoutes}
      <Route path="*" element={null} />
    </Routes>
  );
}

export const renderFirstScreen = defineFirstScreen(VisitorApp, loadMyPageTexts);
