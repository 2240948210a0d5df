import type { SignUpRequest } from '@kfeed/contracts/auth';
import { authRoutes } from '@kfeed/contracts/routes/auth';
import { call } from '@kfeed/platform/calls/apiCall';

/** Creates the member; with autoLogin the answer is a session. */
export const signUp = (request: SignUpRequest) => call(authRoutes.signUp, request);
