import { defineRoutes } from '@kfeed/contracts/routes/route';

const MODERATOR = { role: 'moderator' } as const;
const ADMIN = { role: 'admin' } as const;

/**
 * Moderation and administration. Every call checks the caller's role on the server, read
 * from the database (a visitor: 401 AUTH-002; a member without the role: 403 ADMIN-001).
 * Moderators (and admins) work the queue and read the audit log; admins also write
 * notices and mark official accounts.
 */
export const adminRoutes = defineRoutes({
  getReportList: {
    method: 'GET',
    path: '/api/admin/getReportList',
    tag: 'admin',
    summary: 'Reports grouped per target, most distinct reporters and oldest first (moderators)',
    access: MODERATOR,
    query: 'ReportListQuery',
    answer: 'ReportListData',
  },
  resolveReport: {
    method: 'POST',
    path: '/api/admin/resolveReport',
    tag: 'admin',
    summary: "Act on a target's reports with a note: dismiss, remove, warn, suspend, lift",
    description:
      'DISMISS restores hidden content; REMOVE hides it from everyone (kept for the audit); ' +
      'WARN tells the author; SUSPEND (suspendDays 1, 7, 30 or null for good) stops the ' +
      "author's writes; UNSUSPEND lifts it. The author and the reporters are notified.",
    access: MODERATOR,
    writeLimit: 'moderation',
    body: 'ResolveReportRequest',
    answer: 'ResolveReportData',
  },
  getAuditLog: {
    method: 'GET',
    path: '/api/admin/getAuditLog',
    tag: 'admin',
    summary: 'Who did what, when and why, newest first; append-only (moderators)',
    access: MODERATOR,
    query: 'AuditLogQuery',
    answer: 'AuditLogData',
  },
  getNoticeVersions: {
    method: 'GET',
    path: '/api/admin/getNoticeVersions',
    tag: 'admin',
    summary: "A notice's versions in every language it has, for editing (admins)",
    access: ADMIN,
    query: 'NoticeVersionsQuery',
    answer: 'NoticeVersionsData',
  },
  saveNotice: {
    method: 'POST',
    path: '/api/admin/saveNotice',
    tag: 'admin',
    summary: 'Write or edit a notice, pin or unpin it (admins); pinning notifies members',
    access: ADMIN,
    writeLimit: 'moderation',
    body: 'SaveNoticeRequest',
    answer: 'SaveNoticeData',
  },
  findUser: {
    method: 'GET',
    path: '/api/admin/findUser',
    tag: 'admin',
    summary: 'Members whose nickname or e-mail contains the query (admins)',
    access: ADMIN,
    query: 'AdminUserQuery',
    answer: 'AdminUserListData',
  },
  setOfficial: {
    method: 'POST',
    path: '/api/admin/setOfficial',
    tag: 'admin',
    summary: 'Mark or unmark a member official (the verified badge), with a note (admins)',
    access: ADMIN,
    writeLimit: 'moderation',
    body: 'SetOfficialRequest',
    answer: 'SetOfficialData',
  },
});
