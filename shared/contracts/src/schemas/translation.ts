import { Type, type Static } from 'typebox';
import {
  Id,
  IsoCode,
  Nullable,
  NullableInteger,
  Timestamp,
} from '@kfeed/contracts/schemas/primitives';

/** One translation provider as GET /api/translation/status reports it (never its key or URL). */
export const TranslationProviderStatus = Type.Object({
  name: Type.String(),
  /** The interface languages routed to this provider, in any position of their order. */
  languages: Type.Array(Type.String()),
  circuit: Type.Enum(['closed', 'open', 'half-open']),
  consecutiveFailures: Type.Integer(),
  circuitReopensAt: Nullable(Timestamp),
  /** Characters sent today (UTC) and the daily budget (null: none of ours). */
  charactersToday: Type.Integer(),
  dailyBudget: NullableInteger,
  successes: Type.Integer(),
  failures: Type.Integer(),
  retries: Type.Integer(),
  skipped: Type.Integer(),
  lastFailure: Nullable(Type.Object({ at: Timestamp, message: Type.String() })),
});

/** GET /api/translation/status (operators only: a bearer token of its own). */
export const TranslationStatus = Type.Object({
  enabled: Type.Boolean(),
  providers: Type.Array(TranslationProviderStatus),
  /** Per interface language, the providers tried in order (empty: not translated). */
  routes: Type.Record(Type.String(), Type.Array(Type.String())),
  memoryHits: Type.Integer(),
  deferred: Type.Integer(),
  queue: Type.Object({
    pending: Type.Integer(),
    waiting: Type.Integer(),
    failed: Type.Integer(),
  }),
});
export type TranslationStatus = Static<typeof TranslationStatus>;

/**
 * Where a post's or comment's text stands in the reader's language (the request's
 * `isoCode`): ORIGINAL (written in it), TRANSLATED (by `translationProvider`), PENDING
 * (queued: a live `translation` event follows when it is stored) or UNAVAILABLE (see
 * `translationUnavailableReason`).
 */
export const TextTranslationStatus = Type.Enum([
  'ORIGINAL',
  'TRANSLATED',
  'PENDING',
  'UNAVAILABLE',
]);

/**
 * Why no translation is offered: NOT_CONFIGURED (this server runs no provider),
 * NO_PROVIDER (none of its providers offers the language pair), FAILED (the providers
 * failed or their budget is spent; a member may ask again).
 */
export const TranslationUnavailableReason = Type.Enum(['NOT_CONFIGURED', 'NO_PROVIDER', 'FAILED']);

/** The reader's translation status, on every post and comment answer (and a profile's). */
export const TextTranslationFields = {
  translationStatus: TextTranslationStatus,
  translationProvider: Nullable(
    Type.String({
      description:
        "Who made the translation shown: HUMAN, or the provider's name (DeepL, Google, LibreTranslate, OpenAI); null unless TRANSLATED.",
    }),
  ),
  translationUnavailableReason: Nullable(TranslationUnavailableReason),
};

/**
 * A member asks again for a translation that is UNAVAILABLE because it FAILED: of a post,
 * a comment, or a member's introduction (PROFILE, targetId: the member).
 */
export const TranslationRequest = Type.Object({
  targetType: Type.Enum(['FEED', 'COMMENT', 'PROFILE']),
  targetId: Id,
  isoCode: IsoCode,
});

/** The status after the request: PENDING when queued again. */
export const TranslationRequestAnswer = Type.Object(TextTranslationFields);
