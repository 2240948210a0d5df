import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database as SQLiteDatabase } from 'better-sqlite3';

/** What one checkpoint round found: frames in the WAL, and how many are in the database. */
export interface CheckpointRound {
  busy: number;
  log: number;
  checkpointed: number;
}

export interface WalCheckpointerOptions {
  /** How often the thread checkpoints. */
  intervalMs?: number;
  /** Called after each round that moved frames into the database (tests watch it). */
  onCheckpoint?: (round: CheckpointRound) => void;
}

export interface WalCheckpointer {
  /** Ends the thread, which closes its connection; returns at once. */
  stop(): void;
  /** Settles when the thread has ended. */
  readonly ended: Promise<void>;
}

/**
 * The request connection's own automatic checkpoint, kept as a ceiling: it runs only if the
 * thread falls this far behind (or has died), so the WAL cannot grow without bound.
 */
export const CEILING_PAGES = 10_000;
const DEFAULT_INTERVAL_MS = 100;
const SQLITE_DEFAULT_PAGES = 1000;

// Plain JavaScript: a worker runs outside the TypeScript loader of `npm run dev` and the
// tests, and the API's bundle has no second entry. It reports only rounds that changed
// something, so an idle API exchanges no messages.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let last = '';
const timer = setInterval(() => {
  const round = checkpoint.get();
  const seen = round.log + ':' + round.checkpointed;
  if (round.checkpointed > 0 && seen !== last) parentPort.postMessage(round);
  last = seen;
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * WAL checkpoints on a thread of their own. SQLite checkpoints inside the commit that takes
 * the WAL past 1,000 pages, on the committing connection's thread: for the API the event
 * loop, which then waits while the pages are copied into the database and both files are
 * synced (5-15 ms measured under likes, docs/performance.md), and every request queued
 * behind it waits too. Here a worker with its own connection runs PASSIVE checkpoints,
 * which never wait for nor block readers and writers; the request connection's own
 * checkpoint is raised to CEILING_PAGES. A SQLite file only (not `:memory:`).
 */
export function startWalCheckpointer(
  sqlite: SQLiteDatabase,
  file: string,
  options: WalCheckpointerOptions = {},
): WalCheckpointer {
  sqlite.pragma(`wal_autocheckpoint = ${CEILING_PAGES}`);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
    },
  });
  // The API's shutdown is not held up by the thread.
  worker.unref();
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('message', (round: CheckpointRound) => options.onCheckpoint?.(round));
  worker.on('error', (error) => {
    // Checkpoints go back to the request connection, as SQLite does them by default.
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_PAGES}`);
    console.error(`WAL checkpoints are back on the requests' thread: ${error.message}`);
  });
  return {
    stop: () => worker.postMessage('stop'),
    ended,
  };
}
