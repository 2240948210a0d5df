import { defineRoutes } from '@kfeed/contracts/routes/route';

/** The terms of service and the privacy policy. */
export const termsRoutes = defineRoutes({
  getTermsDataList: {
    method: 'POST',
    path: '/api/terms/getTermsDataList',
    tag: 'terms',
    summary: 'Every version of the terms or the privacy policy, newest first',
    description:
      'In the language of isoCode (the query parameter wins over the body), else English, else Korean.',
    access: 'anyone',
    body: 'TermsRequest',
    query: 'TermsQuery',
    answer: 'TermsDocumentList',
  },
});
