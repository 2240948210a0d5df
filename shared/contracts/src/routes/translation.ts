import { defineRoutes } from '@kfeed/contracts/routes/route';

/** The translation machinery: a member's request, and what operators see. */
export const translationRoutes = defineRoutes({
  requestTranslation: {
    method: 'POST',
    path: '/api/translation/requestTranslation',
    tag: 'translation',
    summary:
      'Ask again for a failed translation of a post, comment or introduction into a language (members)',
    description:
      'Only a text whose translation into isoCode is UNAVAILABLE because it FAILED is queued again (TRANSLATION-002 otherwise); the answer is its new status, PENDING, and a live translation event follows when it is stored.',
    access: 'member',
    writeLimit: 'language',
    body: 'TranslationRequest',
    answer: 'TranslationRequestAnswer',
  },
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
