import { sql } from 'kysely';
import type { Db } from '../../db/db.ts';
import { feedErrors } from './feedErrors.ts';
import type { FeedQuery } from './feedQuery.ts';

export interface Paging {
  page: number;
  size: number;
  lastFeedId?: number | undefined;
}

/**
 * One page of post ids, newest first (created_at, then id, both descending). With
 * `lastFeedId` the page continues right after that post, so posts written since the first
 * page neither repeat nor shift items; without it, `page` counts from 1.
 */
export async function pageOfFeedIds(db: Db, query: FeedQuery, paging: Paging): Promise<number[]> {
  let paged = query;
  if (paging.lastFeedId !== undefined) {
    const cursor = await db
      .selectFrom('feeds')
      .select(['feed_id', 'created_at'])
      .where('feed_id', '=', paging.lastFeedId)
      .executeTakeFirst();
    if (!cursor) throw feedErrors.unknownCursor();
    // A row-value comparison, which SQLite answers as a range of the (created_at, feed_id)
    // indexes; the equivalent OR of two comparisons walked the index from the newest post.
    paged = paged.where(
      sql<boolean>`(f.created_at, f.feed_id) < (${cursor.created_at}, ${cursor.feed_id})`,
    );
  } else {
    paged = paged.offset((paging.page - 1) * paging.size);
  }
  const rows = await paged
    .select('f.feed_id')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.feed_id', 'desc')
    .limit(paging.size)
    .execute();
  return rows.map((row) => row.feed_id);
}
