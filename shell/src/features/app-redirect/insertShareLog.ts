import type { ShareLogRequest } from '@kfeed/contracts/common';
import { commonRoutes } from '@kfeed/contracts/routes/common';
import { call } from '@kfeed/platform/calls/apiCall';

/** Log a visit of a shared post. */
export const insertShareLog = (request: ShareLogRequest) =>
  call(commonRoutes.insertShareLog, request);
