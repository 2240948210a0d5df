import type { SessionPayload, SignUpRequest } from '@kfeed/shared/contracts/auth';
import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/shared/httpClient';

/** POST /api/auth/signUp: creates the member; with autoLogin the answer is a session. */
export async function signUp(request: SignUpRequest): Promise<SessionPayload> {
  const response = await httpClient.post<ApiEnvelope<SessionPayload>>('/api/auth/signUp', request);
  return unwrap(response.data, response.status);
}
