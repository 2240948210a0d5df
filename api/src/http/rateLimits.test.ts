import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '../clock.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/db.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { RateLimits } from './rateLimits.ts';

let dir: string;
let database: TestDatabase;
/** Two connection pools on one database: two API processes. */
let dbs: [Db, Db];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-rate-limits-'));
  database = await createTestDatabase(dir);
  dbs = [await openDatabase(database.url), await openDatabase(database.url)];
}, 30_000);
afterAll(async () => {
  await Promise.all(dbs.map((db) => db.destroy()));
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('rate limits kept in the database', () => {
  it('never lets parallel reservations from two processes past the limit', async () => {
    const limits = dbs.map((db) => new RateLimits(db, systemClock));
    for (let round = 0; round < 5; round += 1) {
      const limit = { bucket: `burst-${round}`, max: 10, windowSeconds: 60 };
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => limits[i % 2]?.reserve(limit, 'client')),
      );
      expect(answers.filter((answer) => answer?.ok)).toHaveLength(10);
      expect(await limits[0]?.count(limit, 'client')).toBe(10);
    }
  });

  it('gives a released reservation back to either process', async () => {
    const [first, second] = dbs.map((db) => new RateLimits(db, systemClock));
    const limit = { bucket: 'release', max: 1, windowSeconds: 60 };
    const taken = await first!.reserve(limit, 'client');
    expect(taken.ok).toBe(true);
    expect((await second!.reserve(limit, 'client')).ok).toBe(false);
    if (taken.ok) await first!.release(taken.hitId);
    expect((await second!.reserve(limit, 'client')).ok).toBe(true);
  });
});
