import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from './database.ts';
import type { Db } from './db.ts';
import { ReadCache } from './readCache.ts';

let dir: string;
let file: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-read-cache-'));
  file = path.join(dir, 'kfeed.sqlite');
  db = await openDatabase(file);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const nationCount = async () => {
  const rows = await db.selectFrom('nations').select('nation_id').execute();
  return rows.length;
};
const addNation = (code: string) =>
  db
    .insertInto('nations')
    .values({ nation_code: code, nation_name: code, official_name_en: code })
    .execute();

describe('ReadCache', () => {
  it('keeps an answer while the database is unchanged, per key', async () => {
    const cache = new ReadCache<number>(db);
    let computed = 0;
    const count = () => cache.get('nations', async () => (computed++, nationCount()));
    const first = await count();
    expect(await count()).toBe(first);
    expect(computed).toBe(1);
    await cache.get('other', async () => (computed++, 0));
    expect(computed).toBe(2);
  });

  it("drops everything on this process's write", async () => {
    const cache = new ReadCache<number>(db);
    const before = await cache.get('nations', nationCount);
    await addNation('Q1');
    expect(await cache.get('nations', nationCount)).toBe(before + 1);
  });

  it("drops everything on another connection's commit (another API process)", async () => {
    const cache = new ReadCache<number>(db);
    const before = await cache.get('nations', nationCount);
    const other = new SQLite(file);
    other
      .prepare('INSERT INTO nations (nation_code, nation_name, official_name_en) VALUES (?, ?, ?)')
      .run('Q2', 'Q2', 'Q2');
    other.close();
    expect(await cache.get('nations', nationCount)).toBe(before + 1);
  });

  it('does not keep an answer whose computation overlapped a write', async () => {
    const cache = new ReadCache<number>(db);
    const stale = await cache.get('nations', async () => {
      const counted = await nationCount();
      await addNation('Q3');
      return counted;
    });
    expect(await cache.get('nations', nationCount)).toBe(stale + 1);
  });
});
