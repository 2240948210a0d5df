import { defineRoutes } from '@kfeed/contracts/routes/route';

/** The translation machinery, as operators see it. */
export const translationRoutes = defineRoutes({
  /**
   * Answers only the operator's own bearer token (TRANSLATION_STATUS_TOKEN), not a member's.
   * Without that token the call does not exist: 404 like any unknown call, and not documented.
   */
  status: {
    method: 'GET',
    path: '/api/translation/status',
    tag: 'translation',
    summary: 'Translation providers, budgets and queue (operators, with TRANSLATION_STATUS_TOKEN)',
    access: 'anyone',
    answer: 'TranslationStatus',
    enabledBy: 'TRANSLATION_STATUS_TOKEN',
  },
});
