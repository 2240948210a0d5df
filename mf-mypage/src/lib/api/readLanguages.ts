import type { ReadLanguagesRequest } from '@kfeed/contracts/language';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';

/** The languages I read as written. */
export const getReadLanguages = () => call(userRoutes.getReadLanguages, {}, { silent: true });

/** Save the whole list of languages I read as written. */
export const updateReadLanguages = (request: ReadLanguagesRequest) =>
  call(userRoutes.updateReadLanguages, request, { silent: true });
