import type { Clock } from '../clock.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import { seedIdentity } from './seedIdentity.ts';
import { seedComments } from './comments.ts';
import { seedContent } from './content.ts';

export interface SeedOptions {
  /** Where seeded files (notice attachments, images) go; without it none are written. */
  storageDir?: string;
}

/**
 * Fill an empty database with the demo data, once: nothing happens when languages
 * already exist. Answers whether it seeded.
 */
export async function seedDemoData(
  db: Db,
  clock: Clock,
  options: SeedOptions = {},
): Promise<boolean> {
  const isEmpty = async (reader: Db) => {
    const existing = await reader
      .selectFrom('languages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(existing.count) === 0;
  };
  if (!(await isEmpty(db))) return false;
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      // Two API processes starting together on an empty database: the second waits here
      // for the first one's seed to commit, then finds the languages and leaves.
      await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
      if (!(await isEmpty(trx))) return false;
    }
    await seedIdentity(trx, clock, options);
    // The demo posts, by the demo members, with pictures when there is a storage folder.
    const postIds = await seedContent(trx, clock, options.storageDir);
    // Comments go under the demo posts: keep this after the posts are seeded.
    await seedComments(trx, clock, postIds);
    return true;
  });
}

/** The advisory lock key of demo seeding (any number of its own). */
const SEED_LOCK = 7_305_511;
