import { Route, Routes } from 'react-router-dom';
import { routeByName } from '@kfeed/kit/routes';
import { ReportQueue } from '../features/reports/ReportQueue.tsx';
import { AuditLog } from '../features/audit/AuditLog.tsx';
import { NoticeAdmin } from '../features/notices/NoticeAdmin.tsx';
import { MemberAdmin } from '../features/members/MemberAdmin.tsx';

/**
 * The routes mf-admin owns (the registry's /admin routes). The shell lets only moderators
 * and admins in, and admins alone into notices and members; the screens say "admins only"
 * themselves too, should the API refuse (ADMIN-001).
 */
export function App() {
  return (
    <Routes>
      <Route path={routeByName('AdminReports').path} element={<ReportQueue />} />
      <Route path={routeByName('AdminAudit').path} element={<AuditLog />} />
      <Route path={routeByName('AdminNotices').path} element={<NoticeAdmin />} />
      <Route path={routeByName('AdminMembers').path} element={<MemberAdmin />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
