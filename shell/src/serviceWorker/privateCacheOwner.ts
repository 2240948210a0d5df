/// <reference lib="webworker" />
import { CACHES } from './cacheNames.ts';

/** Where the worker notes whose answers its private cache holds (it may be stopped any time). */
const OWNER_KEY = '/kfeed-meta/private-cache-owner';

async function storedOwner(): Promise<number | null | undefined> {
  const meta = await caches.open(CACHES.meta);
  const stored = await meta.match(OWNER_KEY);
  if (!stored) return undefined;
  const { userId } = (await stored.json()) as { userId?: unknown };
  return typeof userId === 'number' ? userId : null;
}

let queue: Promise<void> = Promise.resolve();

/**
 * The page says who is signed in (null: nobody). A member's answers are kept for that member
 * only: when nobody is, or someone else, the private caches are emptied before anything of the
 * new member's is kept. Messages are handled one after the other, in order.
 */
export function keepPrivateAnswersFor(
  userId: number | null,
  emptyPrivateCaches: () => Promise<void>,
): Promise<void> {
  queue = queue
    .then(async () => {
      const owner = await storedOwner();
      if (userId === null || owner !== userId) await emptyPrivateCaches();
      const meta = await caches.open(CACHES.meta);
      await meta.put(OWNER_KEY, Response.json({ userId }));
    })
    .catch((error: unknown) => console.error('[sw] private caches', error));
  return queue;
}
