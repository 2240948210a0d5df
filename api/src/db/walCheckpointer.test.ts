import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { connectDatabase } from './database.ts';
import { CEILING_PAGES, startWalCheckpointer, type CheckpointRound } from './walCheckpointer.ts';

// A WAL frame: a 24-byte header and one 4,096-byte page; the file has a 32-byte header.
const FRAME_BYTES = 24 + 4096;
const walFrames = (file: string) => Math.floor((statSync(`${file}-wal`).size - 32) / FRAME_BYTES);

let dir: string;
let file: string;
let sqlite: SQLite.Database;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-wal-'));
  file = path.join(dir, 'kfeed.sqlite');
  sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('CREATE TABLE pages (body blob)');
});
afterEach(() => {
  if (sqlite.open) sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Writes `pages` pages, a transaction of 50 at a time, as a busy API would. */
function writePages(pages: number) {
  const insert = sqlite.prepare('INSERT INTO pages (body) VALUES (zeroblob(4000))');
  const batch = sqlite.transaction(() => {
    for (let i = 0; i < 50; i++) insert.run();
  });
  for (let written = 0; written < pages; written += 50) batch();
}

test('the request connection leaves checkpoints to the thread: past 1,000 pages it commits without checkpointing', async () => {
  // A thread that would not run for an hour: whatever is checkpointed, the connection did.
  const checkpointer = startWalCheckpointer(sqlite, file, { intervalMs: 3_600_000 });
  try {
    writePages(1_500);
    // SQLite's own checkpoint at 1,000 pages would have restarted the WAL from its start.
    expect(walFrames(file)).toBeGreaterThanOrEqual(1_500);
    expect(walFrames(file)).toBeLessThan(CEILING_PAGES);
  } finally {
    checkpointer.stop();
    await checkpointer.ended;
  }
});

test('the thread moves every committed page into the database while writes go on', async () => {
  const rounds: CheckpointRound[] = [];
  const checkpointer = startWalCheckpointer(sqlite, file, {
    intervalMs: 20,
    onCheckpoint: (round) => rounds.push(round),
  });
  try {
    writePages(1_500);
    const deadline = Date.now() + 10_000;
    while (!rounds.some((round) => round.log >= 1_000 && round.checkpointed === round.log)) {
      if (Date.now() > deadline) throw new Error(`no full checkpoint: ${JSON.stringify(rounds)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Fully checkpointed, the next commit starts the WAL over instead of growing it.
    const before = walFrames(file);
    writePages(500);
    expect(walFrames(file)).toBe(before);
    expect(sqlite.prepare('SELECT count(*) AS n FROM pages').get()).toEqual({ n: 2_000 });
  } finally {
    checkpointer.stop();
    await checkpointer.ended;
  }
});

test('a database closed through Kysely ends its thread, whose connection closes last', async () => {
  sqlite.close();
  const rounds: CheckpointRound[] = [];
  const db = connectDatabase(file, {
    backgroundCheckpoints: { intervalMs: 20, onCheckpoint: (round) => rounds.push(round) },
  });
  await sql`INSERT INTO pages (body) VALUES (zeroblob(4000))`.execute(db);
  // The thread has its connection open once it has checkpointed (a worker thread can take
  // seconds to start on a loaded machine; the test's own timeout below leaves room for it).
  const started = Date.now() + 15_000;
  while (rounds.length === 0 && Date.now() < started) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(rounds.length).toBeGreaterThan(0);
  await db.destroy();
  // The last connection to close checkpoints and removes the WAL: the thread's, once it
  // has ended. A thread left running would keep it.
  const deadline = Date.now() + 5_000;
  while (existsSync(`${file}-wal`) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(existsSync(`${file}-wal`)).toBe(false);
}, 30_000);
