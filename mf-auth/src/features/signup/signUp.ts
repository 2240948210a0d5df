import type { SessionPayload, SignUpRequest } from '@kfeed/kit/contracts/auth';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/auth/signUp: creates the member; with autoLogin the answer is a session. */
export async function signUp(request: SignUpRequest): Promise<SessionPayload> {
  const response = await httpClient.post<ApiEnvelope<SessionPayload>>('/api/auth/signUp', request);
  return unwrap(response.data, response.status);
}
