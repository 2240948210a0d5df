import type { Db } from '../../db/db.ts';
import { toUtcString } from '../../clock.ts';
import { TranslationDeferredError } from './providerErrors.ts';
import { UnsupportedLanguageError } from './translator.ts';

/** Rounds of deferral before a translation is given up as FAILED (about two days). */
export const MAX_TRANSLATION_ROUNDS = 12;
const FIRST_DEFERRAL_MS = 60_000;
const LONGEST_DEFERRAL_MS = 6 * 3600_000;

/**
 * What follows a round that ended in `error`: FAILED for a language no provider offers
 * or after MAX_TRANSLATION_ROUNDS, else another round at the time the providers named
 * (Retry-After, tomorrow for a spent budget) or after growing back-off with jitter.
 */
export function nextRound(
  error: unknown,
  attempts: number,
  now: Date,
): { failed: boolean; nextAttempt: Date } {
  const failed = error instanceof UnsupportedLanguageError || attempts >= MAX_TRANSLATION_ROUNDS;
  if (error instanceof TranslationDeferredError) return { failed, nextAttempt: error.retryAt };
  const backoff = Math.min(FIRST_DEFERRAL_MS * 2 ** (attempts - 1), LONGEST_DEFERRAL_MS);
  const jittered = Math.round(backoff * (0.8 + Math.random() * 0.4));
  return { failed, nextAttempt: new Date(now.getTime() + jittered) };
}

export interface TranslationQueueCounts {
  /** PENDING items due now or being worked on. */
  pending: number;
  /** PENDING items waiting for their next attempt. */
  waiting: number;
  failed: number;
}

/** Open translation work of posts, comments, introductions and notices, for the status endpoint. */
export async function countTranslationQueue(db: Db, at: Date): Promise<TranslationQueueCounts> {
  const now = toUtcString(at);
  const counts: TranslationQueueCounts = { pending: 0, waiting: 0, failed: 0 };
  for (const table of [
    'feed_translations',
    'comment_translations',
    'user_intro_translations',
    'notice_machine_translations',
  ] as const) {
    const rows = await db
      .selectFrom(table)
      .select((eb) => [
        'status',
        eb.case().when('next_attempt_at', '>', now).then(1).else(0).end().as('later'),
        eb.fn.countAll<number>().as('n'),
      ])
      .where('status', '!=', 'DONE')
      .groupBy(['status', 'later'])
      .execute();
    for (const row of rows) {
      const n = Number(row.n);
      if (row.status === 'FAILED') counts.failed += n;
      else if (Number(row.later) === 1) counts.waiting += n;
      else counts.pending += n;
    }
  }
  return counts;
}
