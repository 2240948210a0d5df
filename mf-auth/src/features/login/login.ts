import type { LoginRequest, SessionPayload } from '@kfeed/kit/contracts/auth';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/auth/login: the code becomes a session (the refresh cookie comes with it). */
export async function login(request: LoginRequest): Promise<SessionPayload> {
  const response = await httpClient.post<ApiEnvelope<SessionPayload>>('/api/auth/login', request);
  return unwrap(response.data, response.status);
}
