import type { SignUpCodeRequest } from '@kfeed/contracts/auth';
import { authRoutes } from '@kfeed/contracts/routes/auth';
import { call } from '@kfeed/platform/calls/apiCall';

/** E-mails a sign-up code in the chosen language. */
export const getSignUpVerificationNumber = (request: SignUpCodeRequest) =>
  call(authRoutes.getSignUpVerificationNumber, request);
