import type { ReadLanguagesData, ReadLanguagesRequest } from '@kfeed/contracts/language';
import { apiGet, apiPut } from '@kfeed/platform/calls/apiCall';

/** GET /api/user/getReadLanguages: the languages I read as written. */
export const getReadLanguages = () =>
  apiGet<ReadLanguagesData>('/api/user/getReadLanguages', undefined, { silent: true });

/** PUT /api/user/updateReadLanguages: save the whole list. */
export const updateReadLanguages = (request: ReadLanguagesRequest) =>
  apiPut<ReadLanguagesData>('/api/user/updateReadLanguages', request, { silent: true });
