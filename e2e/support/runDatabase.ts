import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The run's own SQLite file (playwright.config.ts makes one per run), opened for one look
 * or one change that no screen offers: the consents an account stored, or a code's expiry
 * moved into the past where waiting out its lifetime would cost the run half a minute.
 */
export function withRunDatabase<T>(
  work: (db: Database.Database) => T,
  { readonly }: { readonly: boolean },
): T {
  const db = new Database(path.join(process.env.KFEED_E2E_DIR ?? '', 'kfeed.sqlite'), {
    readonly,
    fileMustExist: true,
  });
  try {
    return work(db);
  } finally {
    db.close();
  }
}
