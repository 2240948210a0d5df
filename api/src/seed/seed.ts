import type { Clock } from '../clock.ts';
import { sql } from 'kysely';
import type { Db } from '../db/db.ts';
import { isPostgres } from '../db/dialect.ts';
import { seedIdentity } from './seedIdentity.ts';
import { seedComments } from './comments.ts';
import { seedContent } from './content.ts';
import { LocalDiskStorage } from '../features/files/localStorage.ts';
import type { Storage } from '../features/files/storage.ts';
import type { SeedFiles } from './seedFiles.ts';

export interface SeedOptions {
  /** The upload scratch folder; without it no files (notice attachments, images) are written. */
  storageDir?: string;
  /** Where seeded files are stored; local disk under storageDir unless given. */
  storage?: Storage;
}

function seedFiles(options: SeedOptions): SeedFiles | undefined {
  if (!options.storageDir) return undefined;
  return {
    storageDir: options.storageDir,
    storage: options.storage ?? new LocalDiskStorage(options.storageDir),
  };
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
  const files = seedFiles(options);
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      // Two API processes starting together on an empty database: the second waits here
      // for the first one's seed to commit, then finds the languages and leaves.
      await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
      if (!(await isEmpty(trx))) return false;
    }
    await seedIdentity(trx, clock, files);
    // The demo posts, by the demo members, with pictures when there is a storage folder.
    const postIds = await seedContent(trx, clock, files);
    // Comments go under the demo posts: keep this after the posts are seeded.
    await seedComments(trx, clock, postIds);
    return true;
  });
}

/** The advisory lock key of demo seeding (any number of its own). */
const SEED_LOCK = 7_305_511;
