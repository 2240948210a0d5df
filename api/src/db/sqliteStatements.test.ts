import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from './database.ts';
import type { Db } from './db.ts';

/** What another process does: its own connection to the file, without waiting on locks. */
let other: SQLite.Database;
let db: Db;
let dir: string;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-sqlite-tx-'));
  const file = path.join(dir, 'kfeed.sqlite');
  db = await openDatabase(file);
  other = new SQLite(file);
  other.pragma('busy_timeout = 0');
  other.exec('CREATE TABLE probe (k TEXT PRIMARY KEY)');
});

afterEach(async () => {
  other.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const note = (text: string) => other.prepare('INSERT INTO probe (k) VALUES (?)').run(text);

it('a transaction holds the write lock from its start, so its own write cannot be overtaken', async () => {
  await db.transaction().execute(async (trx) => {
    // A read first: a deferred transaction would take only a snapshot here.
    await sql`SELECT count(*) FROM probe`.execute(trx);
    // Another process's write waits (here: is refused at once) instead of committing under us.
    expect(() => note('from another process')).toThrow(/database is locked/);
    await sql`INSERT INTO probe (k) VALUES ('ours')`.execute(trx);
  });
  // Once committed, the other process writes as usual.
  note('after the transaction');
  const keys = other.prepare('SELECT k FROM probe').pluck();
  expect(keys.all()).toEqual(expect.arrayContaining(['ours', 'after the transaction']));
});
