import { Route, Routes } from 'react-router-dom';
import { routeByName } from '@kfeed/kit/routes';
import { UpdateMyInfo } from '../features/profile-edit/UpdateMyInfo.tsx';
import { MyFeedList, MyLikeList } from '../features/my-lists/MemberFeedList.tsx';
import { BlockedUserList } from '../features/blocked-users/BlockedUserList.tsx';
import { NotificationList } from '../features/notifications/NotificationList.tsx';
import { NotificationSettingsPage } from '../features/notifications/NotificationSettingsPage.tsx';
import { publicRoutes } from './publicRoutes.tsx';

/** The routes mf-mypage owns (shared/kit/src/routes.ts). */
export function App() {
  return (
    <Routes>
      {publicRoutes}
      <Route path={routeByName('UpdateMyInfo').path} element={<UpdateMyInfo />} />
      <Route path={routeByName('MyFeedList').path} element={<MyFeedList />} />
      <Route path={routeByName('MyLikeList').path} element={<MyLikeList />} />
      <Route path={routeByName('BlockedUserList').path} element={<BlockedUserList />} />
      <Route path={routeByName('Notifications').path} element={<NotificationList />} />
      <Route
        path={routeByName('NotificationSettings').path}
        element={<NotificationSettingsPage />}
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
