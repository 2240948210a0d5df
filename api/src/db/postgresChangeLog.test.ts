import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addFeed, addMember, type TestMember } from '../testing/contentFixtures.ts';
import {
  createTestDatabase,
  testPostgresAdminUrl,
  type TestDatabase,
} from '../testing/testDatabase.ts';
import { directWriter } from '../testing/apiProcess.ts';
import { openDatabase } from './database.ts';
import type { Db } from './db.ts';
import { CHANGE_LOG } from './migrations/0100_cache_changes.ts';
import { PostgresChangeLog } from './postgresChangeLog.ts';

/**
 * The change log on PostgreSQL (migration 0200), read by transaction: another process's
 * transaction that took a smaller sequence number and commits later is still read, and a
 * process's own commit is read at its next reading. PostgreSQL pass only.
 */
const describeOnPostgres = testPostgresAdminUrl() ? describe : describe.skip;

describeOnPostgres('the change log on PostgreSQL', () => {
  let dir: string;
  let database: TestDatabase;
  let db: Db;
  /** Other API processes: connections of their own. */
  let first: pg.Client;
  let second: pg.Client;
  let member: TestMember;
  let feedId: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kfeed-pg-change-log-'));
    database = await createTestDatabase(dir);
    db = await openDatabase(database.url);
    member = await addMember(directWriter(db), { nickname: 'writer' });
    feedId = await addFeed(directWriter(db), member.userId);
    first = new pg.Client({ connectionString: database.url });
    second = new pg.Client({ connectionString: database.url });
    await Promise.all([first.connect(), second.connect()]);
  });

  afterAll(async () => {
    await Promise.all([first?.end(), second?.end()]);
    await db?.destroy();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const log = (client: pg.Client, feed: number) =>
    client.query(`INSERT INTO ${CHANGE_LOG} (feed_id) VALUES ($1)`, [feed]);

  it('reads a transaction that took an earlier number and committed later', async () => {
    const changes = new PostgresChangeLog(db);
    const start = (await changes.current())!;
    await first.query('BEGIN');
    await log(first, 101);
    await second.query('BEGIN');
    await log(second, 102);
    await second.query('COMMIT');
    const afterSecond = (await changes.current())!;
    expect(changes.since(start)!.map((change) => change.feedId)).toEqual([102]);
    await first.query('COMMIT');
    const afterFirst = (await changes.current())!;
    // Read by sequence, 101 would be behind 102 already and skipped.
    expect(changes.since(afterSecond)!.map((change) => change.feedId)).toEqual([101]);
    // Each row once, however often the rows above the horizon are read again.
    expect(await changes.current()).toBe(afterFirst);
    expect(changes.since(start)!.map((change) => change.feedId)).toEqual([102, 101]);
  });

  it('shares one reading among calls in one turn, never one begun before a call', async () => {
    const changes = new PostgresChangeLog(db);
    const start = (await changes.current())!;
    const together = changes.current();
    expect(changes.current()).toBe(together);
    // Once that reading has begun, a commit and then a call: the call gets a reading of its own.
    await new Promise((resolve) => setImmediate(resolve));
    await log(second, 105);
    const after = changes.current();
    expect(after).not.toBe(together);
    await Promise.all([together, after]);
    expect(changes.since(start)!.map((change) => change.feedId)).toContain(105);
  });

  it('reads its own commit at its next reading', async () => {
    const changes = new PostgresChangeLog(db);
    const start = (await changes.current())!;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto(CHANGE_LOG as 'feeds')
        .values({ feed_id: 103 } as never)
        .execute();
    });
    await changes.current();
    expect(changes.since(start)!.map((change) => change.feedId)).toEqual([103]);
  });

  it("logs a post's own change, a change that moves it, and a member's block", async () => {
    const changes = new PostgresChangeLog(db);
    const start = (await changes.current())!;
    const other = await addMember(directWriter(db), { nickname: 'blocked' });
    await first.query('UPDATE feeds SET like_count = like_count + 1 WHERE feed_id = $1', [feedId]);
    await first.query(`UPDATE feeds SET moderation_state = 'HIDDEN' WHERE feed_id = $1`, [feedId]);
    await first.query(
      'INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)',
      [member.userId, other.userId, '2026-01-01T00:00:00Z'],
    );
    await changes.current();
    const logged = changes.since(start)!.map(({ feedId: feed, memberId }) => [feed, memberId]);
    expect(logged).toEqual([
      [null, null], // the new member: users is read by every kept answer
      [null, other.userId], // the new member's sign-in: their own answers (migration 0220)
      [feedId, null], // a like counted: that post's own answer
      [null, null], // hidden: it leaves lists
      [null, member.userId], // the blocker's own answers
    ]);
  });

  it('counts a change to everything when more rows wait than a reading takes', async () => {
    // As while a writing transaction left open holds the horizon back. Last here: the horizon
    // is the whole server's, so while other tests' transactions run these rows are read again.
    const changes = new PostgresChangeLog(db);
    const start = (await changes.current())!;
    await second.query(
      `INSERT INTO ${CHANGE_LOG} (feed_id) SELECT 200000 + n FROM generate_series(1, 1001) n`,
    );
    await changes.current();
    expect(changes.since(start)![0]).toEqual(
      expect.objectContaining({ feedId: null, memberId: null }),
    );
  });
});
