import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from './database.ts';
import type { Db } from './db.ts';
import {
  CHANGE_LOG,
  CHANGE_LOG_ROWS,
  FEEDS_CONTENT_COLUMNS,
  FEEDS_PLACEMENT_COLUMNS,
  PER_POST_TABLES,
  UNTRACKED_TABLES,
  WHOLE_TABLES,
} from './migrations/0100_cache_changes.ts';
import { FEEDS_MODERATION_COLUMNS } from './migrations/0160_moderation.ts';
import { FEEDS_EDIT_COLUMNS } from './migrations/0180_edited_at.ts';
import { MEMBER_TABLES } from './migrations/0190_member_changes.ts';
import { MEMBER_SESSION_TABLES } from './migrations/0220_member_sign_in_and_likes_changes.ts';
import { ReadCache } from './readCache.ts';

// The change log is SQLite's (migration 0100); these tests open a SQLite file of their own.
let dir: string;
let file: string;
let db: Db;
let postA: number;
let postB: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-change-log-'));
  file = path.join(dir, 'kfeed.sqlite');
  db = await openDatabase(file);
  const raw = new SQLite(file);
  try {
    raw
      .prepare(
        "INSERT INTO languages (iso_code, language_name, language_name_en) VALUES ('en', 'English', 'English')",
      )
      .run();
    raw
      .prepare(
        "INSERT INTO users (email, nickname, language_id, created_at) VALUES ('a@example.com', 'a', (SELECT language_id FROM languages), '2026-01-01T00:00:00Z')",
      )
      .run();
    const addPost = raw.prepare(
      "INSERT INTO feeds (user_id, category_id, feed_title, feed_text, created_at, updated_at) VALUES ((SELECT user_id FROM users), (SELECT min(category_id) FROM categories), 'title', 'text', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
    );
    postA = Number(addPost.run().lastInsertRowid);
    postB = Number(addPost.run().lastInsertRowid);
  } finally {
    raw.close();
  }
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Another API process: another connection to the file. */
function otherProcess(run: (other: SQLite.Database) => void) {
  const other = new SQLite(file);
  try {
    run(other);
  } finally {
    other.close();
  }
}
const viewsOf = async (feedId: number) =>
  (
    await db
      .selectFrom('feeds')
      .select('view_count')
      .where('feed_id', '=', feedId)
      .executeTakeFirstOrThrow()
  ).view_count;

describe('the change log', () => {
  it('classes every column of feeds: a new column needs a decision', async () => {
    const columns = await sql<{
      name: string;
    }>`SELECT name FROM pragma_table_info('feeds')`.execute(db);
    expect(columns.rows.map((c) => c.name).sort()).toEqual(
      [
        ...FEEDS_CONTENT_COLUMNS,
        ...FEEDS_PLACEMENT_COLUMNS,
        ...FEEDS_MODERATION_COLUMNS,
        ...FEEDS_EDIT_COLUMNS,
      ].sort(),
    );
  });

  it('classes every table: a new table needs a decision', async () => {
    const tables = await sql<{ name: string }>`
      SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db);
    const own = tables.rows
      .map((t) => t.name)
      .filter((name) => !/^(sqlite_|kysely_)/.test(name) && name !== CHANGE_LOG)
      // FTS5's shadow tables belong to their search table.
      .filter(
        (name) => !/^feed_search(_title)?(_bigrams)?_(data|idx|content|docsize|config)$/.test(name),
      );
    expect(own.sort()).toEqual(
      [
        'feeds',
        ...PER_POST_TABLES,
        ...WHOLE_TABLES,
        ...Object.keys(MEMBER_TABLES),
        ...Object.keys(MEMBER_SESSION_TABLES),
        // Untracked when migration 0100 was written; logged since migration 0220.
        ...UNTRACKED_TABLES.filter((table) => !(table in MEMBER_SESSION_TABLES)),
      ].sort(),
    );
  });

  it("keeps a member's own answer until a block or report of theirs is logged, in any process", async () => {
    otherProcess((other) =>
      other
        .prepare(
          "INSERT INTO users (email, nickname, language_id, created_at) VALUES ('b@example.com', 'b', (SELECT language_id FROM languages), '2026-01-01T00:00:00Z')",
        )
        .run(),
    );
    const [first = 0, second = 0] = (
      await db.selectFrom('users').select('user_id').orderBy('user_id').execute()
    ).map((user) => user.user_id);
    const members = new ReadCache<number>(db);
    const everyone = new ReadCache<number>(db);
    const computed = { first: 0, second: 0, everyone: 0 };
    const readAll = () =>
      Promise.all([
        members.getFor(first, 'first', async () => ++computed.first),
        members.getFor(second, 'second', async () => ++computed.second),
        everyone.getShowing('page', async () => ({ value: ++computed.everyone, feedIds: [postA] })),
      ]);
    await readAll();
    await readAll();
    expect(computed).toEqual({ first: 1, second: 1, everyone: 1 });
    otherProcess((other) =>
      other
        .prepare(
          "INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, '2026-01-01T00:00:00Z')",
        )
        .run(first, second),
    );
    await readAll();
    expect(computed).toEqual({ first: 2, second: 1, everyone: 1 });
    // A report names its reporter, not the post: the page showing the post stays.
    otherProcess((other) =>
      other
        .prepare(
          "INSERT INTO feed_reports (feed_id, user_id, created_at) VALUES (?, ?, '2026-01-01T00:00:00Z')",
        )
        .run(postA, second),
    );
    await readAll();
    expect(computed).toEqual({ first: 2, second: 2, everyone: 1 });
    otherProcess((other) =>
      other.prepare('DELETE FROM user_blocks WHERE blocker_id = ?').run(first),
    );
    await readAll();
    expect(computed).toEqual({ first: 3, second: 2, everyone: 1 });
    // Anything else logged (a member renamed) drops every answer.
    otherProcess((other) =>
      other.prepare("UPDATE users SET nickname = 'bee' WHERE user_id = ?").run(second),
    );
    await readAll();
    expect(computed).toEqual({ first: 4, second: 3, everyone: 2 });
  });

  it("keeps an answer through another post's changes, until the log was trimmed past it", async () => {
    const cache = new ReadCache<number>(db);
    let computed = 0;
    const views = () =>
      cache.getShowing('a', async () => {
        computed++;
        return { value: await viewsOf(postA), feedIds: [postA] };
      });
    await views();
    otherProcess((other) =>
      other.prepare('UPDATE feeds SET view_count = view_count + 1 WHERE feed_id = ?').run(postB),
    );
    await views();
    expect(computed).toBe(1);
    // More changes than the log keeps, then one to the post shown, all before this process
    // reads the log again: the change to A is trimmed away, so nothing kept can be trusted.
    otherProcess((other) => {
      const bump = other.prepare('UPDATE feeds SET view_count = view_count + 1 WHERE feed_id = ?');
      other.transaction(() => {
        bump.run(postA);
        for (let i = 0; i < CHANGE_LOG_ROWS + 1; i++) bump.run(postB);
      })();
    });
    expect(await views()).toBe(await viewsOf(postA));
    expect(computed).toBe(2);
  });

  it('never reads the log inside a transaction of its own connection (it may roll back)', async () => {
    const cache = new ReadCache<number>(db);
    const views = () =>
      cache.getShowing('a', async () => ({ value: await viewsOf(postA), feedIds: [postA] }));
    await views();
    let during: Promise<number> | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('feeds')
          .set({ view_count: 7 })
          .where('feed_id', '=', postB)
          .execute();
        // Asked while the transaction is open: answered once the connection is free.
        during = views();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await during;
    // The rolled-back change's place in the log is taken by the next one, to the post shown.
    otherProcess((other) =>
      other.prepare('UPDATE feeds SET view_count = view_count + 1 WHERE feed_id = ?').run(postA),
    );
    expect(await views()).toBe(await viewsOf(postA));
  });

  it('answers from memory during its own transaction, unless a commit came first', async () => {
    const cache = new ReadCache<number>(db);
    let computed = 0;
    const views = () =>
      cache.getShowing('a', async () => {
        computed++;
        return { value: await viewsOf(postA), feedIds: [postA] };
      });
    const kept = await views();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('feeds').set({ view_count: 1 }).where('feed_id', '=', postB).execute();
      // Answered at once: computing would wait for the connection until the transaction ends.
      const during = views();
      expect(computed).toBe(1);
      expect(await during).toBe(kept);
    });
    // A commit no request has read yet, then another transaction: not answered from memory.
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('feeds').set({ view_count: 50 }).where('feed_id', '=', postA).execute();
    });
    let during: Promise<number> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('feeds').set({ view_count: 2 }).where('feed_id', '=', postB).execute();
      during = views();
    });
    expect(await during).toBe(50);
  });
});
