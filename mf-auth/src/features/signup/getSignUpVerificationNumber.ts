import type { SignUpCodeRequest } from '@kfeed/kit/contracts/auth';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/auth/getSignUpVerificationNumber: e-mails a sign-up code in the chosen language. */
export async function getSignUpVerificationNumber(request: SignUpCodeRequest): Promise<null> {
  const response = await httpClient.post<ApiEnvelope<null>>(
    '/api/auth/getSignUpVerificationNumber',
    request,
  );
  return unwrap(response.data, response.status);
}
