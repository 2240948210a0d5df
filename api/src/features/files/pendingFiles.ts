import { toUtcString, type Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import type { Storage } from './storage.ts';

/**
 * How long a stored file may wait for the row that references it. Far longer than any
 * upload takes (the request itself is cut at 2 minutes, its images are decoded after), so a
 * claim this old belongs to a write that died: a crash, `kill -9`, a lost database.
 */
export const FILE_CLAIM_MS = 10 * 60_000;

/** The sweep's batch: removes are issued this many keys at a time. */
const SWEEP_BATCH = 500;

/**
 * `storage` for an upload whose files must not outlive a write that never commits: each
 * key is claimed in `pending_files` before it is written, and a remove gives its claims
 * back. The transaction that references the files calls `settleFiles` with their keys;
 * until then, a process that dies leaves only claimed files, which `sweepPendingFiles`
 * removes in any process once the claim has lapsed.
 */
export function claimingStorage(db: Db, clock: Clock, storage: Storage): Storage {
  return {
    async put(key, body, contentType) {
      const claimedUntil = toUtcString(new Date(clock.now().getTime() + FILE_CLAIM_MS));
      await db
        .insertInto('pending_files')
        .values({ storage_key: key, claimed_until: claimedUntil })
        .onConflict((conflict) =>
          conflict.column('storage_key').doUpdateSet({ claimed_until: claimedUntil }),
        )
        .execute();
      await storage.put(key, body, contentType);
    },
    get: (key) => storage.get(key),
    async remove(keys) {
      const list = [...keys];
      await storage.remove(list);
      await settleFiles(db, list);
    },
  };
}

/** The files are referenced now (call inside the transaction that references them). */
export async function settleFiles(db: Db, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += SWEEP_BATCH) {
    await db
      .deleteFrom('pending_files')
      .where('storage_key', 'in', keys.slice(start, start + SWEEP_BATCH))
      .execute();
  }
}

/**
 * Remove the files of writes that died (claims past their time) and their claims; answers
 * how many. A file is removed before its claim, so a sweep cut short is taken up again.
 */
export async function sweepPendingFiles(db: Db, clock: Clock, storage: Storage): Promise<number> {
  const now = toUtcString(clock.now());
  let removed = 0;
  for (;;) {
    const rows = await db
      .selectFrom('pending_files')
      .select('storage_key')
      .where('claimed_until', '<', now)
      .limit(SWEEP_BATCH)
      .execute();
    if (rows.length === 0) return removed;
    const keys = rows.map((row) => row.storage_key);
    await storage.remove(keys);
    await settleFiles(db, keys);
    removed += keys.length;
  }
}
