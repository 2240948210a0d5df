import type { LoginRequest, SessionPayload } from '@kfeed/contracts/auth';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/auth/login: the code becomes a session (the refresh cookie comes with it). */
export const login = (request: LoginRequest) => apiPost<SessionPayload>('/api/auth/login', request);
