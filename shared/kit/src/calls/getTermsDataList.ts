import type { TermsDocument, TermsRequest } from '@kfeed/contracts/common';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/terms/getTermsDataList: every version of the terms or the privacy policy. */
export const getTermsDataList = (request: TermsRequest) =>
  apiPost<TermsDocument[]>('/api/terms/getTermsDataList', request);
