import type { LoginRequest } from '@kfeed/contracts/auth';
import { authRoutes } from '@kfeed/contracts/routes/auth';
import { call } from '@kfeed/platform/calls/apiCall';

/** The code becomes a session (the refresh cookie comes with it). */
export const login = (request: LoginRequest) => call(authRoutes.login, request);
