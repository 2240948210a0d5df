import type { LanguageCode } from '@kfeed/contracts/languages';
import type { TextTranslationFields } from '@kfeed/contracts/translation';
import type { Db } from '../../db/db.ts';
import type { TranslationStatus as StoredStatus } from '../../db/schema.ts';
import { providerDisplayName } from './translationConfig.ts';

/** Per interface language, the providers the routing tries (none listed: not translated). */
export type TranslationRoutes = Readonly<Partial<Record<LanguageCode, readonly string[]>>>;

/** A text's translation row into the reader's language, as stored. */
export interface StoredTranslation {
  status: StoredStatus;
  provider: string | null;
}

const routesOf = new WeakMap<Db, TranslationRoutes | null>();

/**
 * Called by createContext: the routing of the server answering from `db` (null: no
 * translator runs). Kept by database, as readCache.ts keeps its statements, because every
 * route building posts or comments reaches them through `db` alone.
 */
export function registerTranslationRoutes(db: Db, routes: TranslationRoutes | null): void {
  routesOf.set(db, routes);
}

/** The routing registered for `db`; null when no translator runs (or none was registered). */
export function translationRoutesOf(db: Db): TranslationRoutes | null {
  return routesOf.get(db) ?? null;
}

const unavailable = (
  reason: NonNullable<TextTranslationFields['translationUnavailableReason']>,
): TextTranslationFields => ({
  translationStatus: 'UNAVAILABLE',
  translationProvider: null,
  translationUnavailableReason: reason,
});

/**
 * Where a text stands in the reader's language `isoCode`. `asWritten`: the reader reads
 * its language (shownAsWritten), so it is ORIGINAL. A stored translation is TRANSLATED,
 * whatever the configuration says now. Otherwise the configuration comes before the row,
 * since a PENDING or FAILED row no provider can serve would never change: NOT_CONFIGURED
 * without a translator, NO_PROVIDER when the routing has none for `isoCode`; then PENDING
 * for a PENDING row, and FAILED for a FAILED row or none at all (never queued).
 */
export function textTranslationFields(
  routes: TranslationRoutes | null,
  isoCode: LanguageCode,
  asWritten: boolean,
  stored: StoredTranslation | undefined,
): TextTranslationFields {
  if (asWritten) {
    return {
      translationStatus: 'ORIGINAL',
      translationProvider: null,
      translationUnavailableReason: null,
    };
  }
  if (stored?.status === 'DONE') {
    return {
      translationStatus: 'TRANSLATED',
      translationProvider: stored.provider === null ? null : providerDisplayName(stored.provider),
      translationUnavailableReason: null,
    };
  }
  if (!routes) return unavailable('NOT_CONFIGURED');
  if ((routes[isoCode]?.length ?? 0) === 0) return unavailable('NO_PROVIDER');
  if (stored?.status === 'PENDING') {
    return {
      translationStatus: 'PENDING',
      translationProvider: null,
      translationUnavailableReason: null,
    };
  }
  return unavailable('FAILED');
}
