import type { TranslationRequest } from '@kfeed/contracts/translation';
import { translationRoutes } from '@kfeed/contracts/routes/translation';
import { call } from '@kfeed/platform/calls/apiCall';

/** Ask again for a translation that failed; the answer is its new status (PENDING). */
export const requestTranslation = (request: TranslationRequest) =>
  call(translationRoutes.requestTranslation, request, { silent: true });
