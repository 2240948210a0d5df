import { Route, Routes, useLocation } from 'react-router-dom';
import { routeByName } from '@kfeed/kit/routes';
import { MyPage } from '../features/my-page/MyPage.tsx';
import { UpdateMyInfo } from '../features/profile-edit/UpdateMyInfo.tsx';
import { MyFeedList, MyLikeList } from '../features/my-lists/MemberFeedList.tsx';
import { BlockedUserList } from '../features/blocked-users/BlockedUserList.tsx';
import { PublicProfile } from '../features/profile/PublicProfile.tsx';
import { NoticeList } from '../features/notices/NoticeList.tsx';
import { NoticeContentView, NoticeWebView } from '../features/notices/NoticeContentView.tsx';
import { TermsPage } from '../features/terms/TermsPage.tsx';
import { NotificationList } from '../features/notifications/NotificationList.tsx';
import { NotificationSettingsPage } from '../features/notifications/NotificationSettingsPage.tsx';

/** Another profile is a fresh screen: nothing of the previous one's list carried over. */
function ProfileKeyed() {
  const { key } = useLocation();
  return <PublicProfile key={key} />;
}

/** The routes mf-mypage owns (shared/kit/src/routes.ts). */
export function App() {
  return (
    <Routes>
      <Route path={routeByName('MyPage').path} element={<MyPage />} />
      <Route path={routeByName('UpdateMyInfo').path} element={<UpdateMyInfo />} />
      <Route path={routeByName('MyFeedList').path} element={<MyFeedList />} />
      <Route path={routeByName('MyLikeList').path} element={<MyLikeList />} />
      <Route path={routeByName('BlockedUserList').path} element={<BlockedUserList />} />
      <Route path={routeByName('Profile').path} element={<ProfileKeyed />} />
      <Route path={routeByName('NoticeList').path} element={<NoticeList />} />
      <Route path={routeByName('NoticeContentView').path} element={<NoticeContentView />} />
      <Route path={routeByName('NoticeWebView').path} element={<NoticeWebView />} />
      <Route path={routeByName('Term').path} element={<TermsPage termsType="terms" />} />
      <Route path={routeByName('Privacy').path} element={<TermsPage termsType="privacy" />} />
      <Route path={routeByName('Notifications').path} element={<NotificationList />} />
      <Route
        path={routeByName('NotificationSettings').path}
        element={<NotificationSettingsPage />}
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
