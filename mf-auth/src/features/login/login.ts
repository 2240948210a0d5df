import type { LoginRequest, SessionPayload } from '@kfeed/shared/contracts/auth';
import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/shared/httpClient';

/** POST /api/auth/login: the code becomes a session (the refresh cookie comes with it). */
export async function login(request: LoginRequest): Promise<SessionPayload> {
  const response = await httpClient.post<ApiEnvelope<SessionPayload>>('/api/auth/login', request);
  return unwrap(response.data, response.status);
}
