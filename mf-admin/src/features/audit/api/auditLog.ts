import type { AuditLogQuery } from '@kfeed/contracts/moderation';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { call } from '@kfeed/platform/calls/apiCall';

/** One page of the audit log, newest first, narrowed by the filters given. */
export const getAuditLog = (query: AuditLogQuery) =>
  call(adminRoutes.getAuditLog, query, { silent: true });
