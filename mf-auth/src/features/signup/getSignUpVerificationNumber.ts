import type { SignUpCodeRequest } from '@kfeed/contracts/auth';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/auth/getSignUpVerificationNumber: e-mails a sign-up code in the chosen language. */
export const getSignUpVerificationNumber = (request: SignUpCodeRequest) =>
  apiPost<null>('/api/auth/getSignUpVerificationNumber', request);
