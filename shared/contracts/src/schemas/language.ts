import { Type } from 'typebox';
import { Id, IsoCode } from '@kfeed/contracts/schemas/primitives';
import { LANGUAGE_CODES } from '@kfeed/contracts/languages';

/** The languages a member reads as written (besides the interface language), as stored. */
export const ReadLanguagesData = Type.Object({
  readLanguages: Type.Array(Type.String(), {
    description: 'Interface language codes ("th", "zh-TW"), in the order chosen.',
  }),
  /** False until the member first saves a choice: the browser's languages count until then. */
  chosen: Type.Boolean(),
});

/** PUT /api/user/updateReadLanguages: the whole list (empty: only the interface language). */
export const ReadLanguagesRequest = Type.Object({
  readLanguages: Type.Array(IsoCode, { maxItems: LANGUAGE_CODES.length }),
});

/** The language a post or comment is written in, as its author or a reader says. */
export const FeedLanguageRequest = Type.Object({ feedId: Id, isoCode: IsoCode });
export const CommentLanguageRequest = Type.Object({ commentId: Id, isoCode: IsoCode });

/**
 * CHANGED: the author's correction is stored and the text is translated again.
 * SUGGESTED: a reader's suggestion is recorded for the author and the operators.
 */
export const ContentLanguageAnswer = Type.Object({
  detectedLanguageCode: Type.String(),
  outcome: Type.Enum(['CHANGED', 'SUGGESTED']),
  /** Distinct readers who suggested this language for the text. */
  suggestionCount: Type.Integer(),
});
