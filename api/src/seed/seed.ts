import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
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
  const existing = await db
    .selectFrom('languages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return false;
  await db.transaction().execute(async (trx) => {
    await seedIdentity(trx, clock, options);
    // The demo posts, by the demo members, with pictures when there is a storage folder.
    const postIds = await seedContent(trx, clock, options.storageDir);
    // Comments go under the demo posts: keep this after the posts are seeded.
    await seedComments(trx, clock, postIds);
  });
  return true;
}
