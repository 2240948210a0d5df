// The server bundle's entry (dist/server/first-screen.cjs): a visitor's my page, notices,
// a notice, the terms, the privacy policy and a public profile drawn for the shell's HTML,
// and a member's my page and notifications as their frames (the registry's `memberFrame`:
// my page's card and settings as loading, its menu and account actions; the notifications'
// header and rows as loading).
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { defineFirstScreen } from '@kfeed/kit/firstScreen/renderFirstScreen';
import { useMemberFrame } from '@kfeed/kit/firstScreen/memberFrame';
import { routeByName } from '@kfeed/kit/routes';
import { NotificationList } from '../features/notifications/NotificationList.tsx';
import { cleanHtml } from '@kfeed/contracts/cleanHtml';
import { setCleanWithoutDom } from '../components/richTextHtml.ts';
import { publicRoutes } from './publicRoutes.tsx';
import { loadMyPageTexts } from './texts.ts';

// Notices and terms are sanitised here as the page's DOMPurify does, headings under the h1.
setCleanWithoutDom((html) => cleanHtml(html, { demoteHeadings: true }));

/**
 * The App's routes a visitor arrives on, and the frames of two member screens; the other
 * member screens (their lists, settings and profile editing) draw nothing: nothing of a
 * member's own is ever drawn by the server.
 */
/** A member screen's frame, drawn only as such (never for a visitor). */
function MemberFrameOnly({ children }: { children: ReactNode }) {
  return useMemberFrame() ? children : null;
}

function VisitorApp() {
  return (
    <Routes>
      {publicRoutes}
      <Route
        path={routeByName('Notifications').path}
        element={
          <MemberFrameOnly>
            <NotificationList />
          </MemberFrameOnly>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  );
}

export const renderFirstScreen = defineFirstScreen(VisitorApp, loadMyPageTexts);
