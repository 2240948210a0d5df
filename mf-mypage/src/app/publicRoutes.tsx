import { Route, useLocation } from 'react-router-dom';
import { routeByName } from '@kfeed/kit/routes';
import { MyPage } from '../features/my-page/MyPage.tsx';
import { PublicProfile } from '../features/profile/PublicProfile.tsx';
import { NoticeList } from '../features/notices/NoticeList.tsx';
import { NoticeContentView, NoticeWebView } from '../features/notices/NoticeContentView.tsx';
import { TermsPage } from '../features/terms/TermsPage.tsx';

/** Another profile is a fresh screen: nothing of the previous one's list carried over. */
function ProfileKeyed() {
  const { key } = useLocation();
  return <PublicProfile key={key} />;
}

/**
 * The routes a visitor may arrive on (no login): the server bundle draws them too
 * (firstScreen.tsx), my page in its visitor frame.
 */
export const publicRoutes = [
  <Route key="my-page" path={routeByName('MyPage').path} element={<MyPage />} />,
  <Route key="profile" path={routeByName('Profile').path} element={<ProfileKeyed />} />,
  <Route key="notices" path={routeByName('NoticeList').path} element={<NoticeList />} />,
  <Route
    key="notice"
    path={routeByName('NoticeContentView').path}
    element={<NoticeContentView />}
  />,
  <Route key="notice-web" path={routeByName('NoticeWebView').path} element={<NoticeWebView />} />,
  <Route key="terms" path={routeByName('Term').path} element={<TermsPage termsType="terms" />} />,
  <Route
    key="privacy"
    path={routeByName('Privacy').path}
    element={<TermsPage termsType="privacy" />}
  />,
];
