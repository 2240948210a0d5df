import type { EmailRequest } from '@kfeed/contracts/auth';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/auth/getLoginVerificationNumber: e-mails a sign-in code to a member. */
export const getLoginVerificationNumber = (request: EmailRequest) =>
  apiPost<null>('/api/auth/getLoginVerificationNumber', request);
