import type { TermsRequest } from '@kfeed/contracts/common';
import { termsRoutes } from '@kfeed/contracts/routes/terms';
import { call } from '@kfeed/platform/calls/apiCall';

/** Every version of the terms or the privacy policy. */
export const getTermsDataList = (request: TermsRequest) =>
  call(termsRoutes.getTermsDataList, request);
