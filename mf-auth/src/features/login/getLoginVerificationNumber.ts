import type { EmailRequest } from '@kfeed/contracts/auth';
import { authRoutes } from '@kfeed/contracts/routes/auth';
import { call } from '@kfeed/platform/calls/apiCall';

/** E-mails a sign-in code to a member. */
export const getLoginVerificationNumber = (request: EmailRequest) =>
  call(authRoutes.getLoginVerificationNumber, request);
