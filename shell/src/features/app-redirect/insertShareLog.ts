import type { ShareLogRequest } from '@kfeed/contracts/common';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/common/insertShareLog: a visit of a shared post. */
export const insertShareLog = (request: ShareLogRequest) =>
  apiPost<null>('/api/common/insertShareLog', request);
