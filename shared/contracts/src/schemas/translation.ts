import { Type, type Static } from 'typebox';
import { Nullable, NullableInteger, Timestamp } from '@kfeed/contracts/schemas/primitives';

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
