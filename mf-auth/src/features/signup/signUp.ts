import type { SignUpData, SignUpRequest } from '@kfeed/kit/contracts/auth';
import { apiPost } from '@kfeed/kit/calls/apiCall';

/** POST /api/auth/signUp: creates the member; with autoLogin the answer is a session. */
export const signUp = (request: SignUpRequest) => apiPost<SignUpData>('/api/auth/signUp', request);
