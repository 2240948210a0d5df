import type { SignUpData, SignUpRequest } from '@kfeed/contracts/auth';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/auth/signUp: creates the member; with autoLogin the answer is a session. */
export const signUp = (request: SignUpRequest) => apiPost<SignUpData>('/api/auth/signUp', request);
