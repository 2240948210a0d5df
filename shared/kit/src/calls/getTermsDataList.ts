import type { TermsDocument, TermsRequest } from '@kfeed/kit/contracts/common';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/terms/getTermsDataList: every version of the terms or the privacy policy. */
export async function getTermsDataList(request: TermsRequest): Promise<TermsDocument[]> {
  const response = await httpClient.post<ApiEnvelope<TermsDocument[]>>(
    '/api/terms/getTermsDataList',
    request,
  );
  return unwrap(response.data, response.status);
}
