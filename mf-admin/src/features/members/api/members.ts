import type { SetOfficialRequest } from '@kfeed/contracts/moderation';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { call } from '@kfeed/platform/calls/apiCall';

/** Members whose nickname or e-mail contains the query (admins). */
export const findUser = (query: string) => call(adminRoutes.findUser, { query }, { silent: true });

/** Mark or unmark a member official, with a note (admins). */
export const setOfficial = (request: SetOfficialRequest) =>
  call(adminRoutes.setOfficial, request, { silent: true });
