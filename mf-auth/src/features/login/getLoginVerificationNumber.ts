import type { EmailRequest } from '@kfeed/kit/contracts/auth';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/auth/getLoginVerificationNumber: e-mails a sign-in code to a member. */
export async function getLoginVerificationNumber(request: EmailRequest): Promise<null> {
  const response = await httpClient.post<ApiEnvelope<null>>(
    '/api/auth/getLoginVerificationNumber',
    request,
  );
  return unwrap(response.data, response.status);
}
