import type { Static } from 'typebox';
import type * as S from '@kfeed/contracts/schemas/translation';

/** ORIGINAL, TRANSLATED, PENDING or UNAVAILABLE, in the reader's language. */
export type TextTranslationStatus = Static<typeof S.TextTranslationStatus>;
export type TranslationUnavailableReason = Static<typeof S.TranslationUnavailableReason>;
/** The three status fields every post and comment answer carries. */
export type TextTranslationFields = Static<typeof S.TranslationRequestAnswer>;
export type TranslationRequest = Static<typeof S.TranslationRequest>;
export type TranslationRequestAnswer = Static<typeof S.TranslationRequestAnswer>;
