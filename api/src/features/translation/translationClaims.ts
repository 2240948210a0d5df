import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { isPostgres } from '../../db/dialect.ts';
import { toUtcString } from '../../clock.ts';

/** Long enough for a translation with its retries; a stopped process's work is taken over after it. */
export const CLAIM_LEASE_MS = 10 * 60 * 1000;

export type TranslationKind = 'feed' | 'comment' | 'intro' | 'notice';

/** Each kind's translation rows, and their column naming the post, comment, member or notice. */
export const TRANSLATION_ROWS = {
  feed: { table: 'feed_translations', id: 'feed_id' },
  comment: { table: 'comment_translations', id: 'comment_id' },
  intro: { table: 'user_intro_translations', id: 'user_id' },
  notice: { table: 'notice_machine_translations', id: 'notice_id' },
} as const;

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
  const { table, id: idColumn } = TRANSLATION_ROWS[kind];
  const claimable = db
    .selectFrom(table)
    .select(idColumn)
    .where(idColumn, '=', id)
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
    .updateTable(table)
    .set({ claimed_by: worker, claimed_until: until })
    .where(idColumn, 'in', claimable)
    .where('iso_code', '=', iso)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
