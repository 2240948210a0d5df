import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { isPostgres } from '../../db/dialect.ts';
import { toUtcString } from '../../clock.ts';

/** Long enough for a translation with its retries; a stopped process's work is taken over after it. */
export const CLAIM_LEASE_MS = 10 * 60 * 1000;

export type TranslationKind = 'feed' | 'comment';

/** One worker's identity: one per TranslationService, so one per API process. */
export const newWorkerId = (): string => randomUUID();

/**
 * Claim one PENDING translation for `worker`: true when it is now this worker's to do.
 * A row claimed by another worker whose claim still holds is left alone; the worker's own
 * claim (a retry) is renewed. On PostgreSQL the row is picked `FOR UPDATE SKIP LOCKED`, so
 * two processes claiming at the same moment never wait for, or both get, the same row; on
 * SQLite the UPDATE is one write and writes are serialised.
 */
export async function claimTranslation(
  db: Db,
  kind: TranslationKind,
  id: number,
  iso: string,
  worker: string,
  now: Date,
): Promise<boolean> {
  const nowText = toUtcString(now);
  const until = toUtcString(new Date(now.getTime() + CLAIM_LEASE_MS));
  const lockFree = isPostgres(db);
  if (kind === 'feed') {
    const claimable = db
      .selectFrom('feed_translations')
      .select('feed_id')
      .where('feed_id', '=', id)
      .where('iso_code', '=', iso)
      .where('status', '=', 'PENDING')
      .where((eb) =>
        eb.or([
          eb('claimed_by', 'is', null),
          eb('claimed_by', '=', worker),
          eb('claimed_until', '<', nowText),
        ]),
      )
      .$if(lockFree, (qb) => qb.forUpdate().skipLocked());
    const result = await db
      .updateTable('feed_translations')
      .set({ claimed_by: worker, claimed_until: until })
      .where('feed_id', 'in', claimable)
      .where('iso_code', '=', iso)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
  const claimable = db
    .selectFrom('comment_translations')
    .select('comment_id')
    .where('comment_id', '=', id)
    .where('iso_code', '=', iso)
    .where('status', '=', 'PENDING')
    .where((eb) =>
      eb.or([
        eb('claimed_by', 'is', null),
        eb('claimed_by', '=', worker),
        eb('claimed_until', '<', nowText),
      ]),
    )
    .$if(lockFree, (qb) => qb.forUpdate().skipLocked());
  const result = await db
    .updateTable('comment_translations')
    .set({ claimed_by: worker, claimed_until: until })
    .where('comment_id', 'in', claimable)
    .where('iso_code', '=', iso)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
