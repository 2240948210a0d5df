import type { Static } from 'typebox';
import type * as S from '@kfeed/contracts/schemas/language';

export type ReadLanguagesData = Static<typeof S.ReadLanguagesData>;
export type ReadLanguagesRequest = Static<typeof S.ReadLanguagesRequest>;
export type FeedLanguageRequest = Static<typeof S.FeedLanguageRequest>;
export type CommentLanguageRequest = Static<typeof S.CommentLanguageRequest>;
/** What correcting a detected language did: CHANGED (author) or SUGGESTED (a reader). */
export type ContentLanguageAnswer = Static<typeof S.ContentLanguageAnswer>;
