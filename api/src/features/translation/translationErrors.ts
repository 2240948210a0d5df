import type { TextTranslationFields } from '@kfeed/contracts/translation';
import { conflict } from '../../http/envelope.ts';

/** Why a translation cannot be asked for again, by where it stands now. */
function notRequestableMessage(now: TextTranslationFields): string {
  switch (now.translationUnavailableReason ?? now.translationStatus) {
    case 'ORIGINAL':
      return 'This text is shown as written in this language: there is nothing to translate.';
    case 'TRANSLATED':
      return 'This text is already translated into this language.';
    case 'PENDING':
      return 'This translation is already on its way.';
    case 'NOT_CONFIGURED':
      return 'This server has no translation provider, so nothing can be translated.';
    case 'NO_PROVIDER':
      return 'No translation provider of this server translates into this language.';
    default:
      return 'Only a translation that failed can be asked for again.';
  }
}

/** Every refusal of the translation calls a member makes, with its status and stable code. */
export const translationErrors = {
  /** Asked again for a translation that is not UNAVAILABLE because it FAILED. */
  notRequestable: (now: TextTranslationFields) =>
    conflict('TRANSLATION-002', notRequestableMessage(now)),
  /** It failed when read, but another request queued it again first. */
  requestedMeanwhile: () =>
    conflict('TRANSLATION-002', 'This translation has just been asked for again.'),
};
