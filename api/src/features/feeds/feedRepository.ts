import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/db.ts';
import type { FeedsTable } from '../../db/schema.ts';
import type { StoredImage } from './feedImages.ts';
import { pageOfFeedIds, type Paging } from './feedPaging.ts';
import { visibleFeeds, type FeedQuery } from './feedQuery.ts';
import type { Viewer } from './viewer.ts';

/**
 * The post queries: posts, their images, likes and reports. Each function is one step on
 * the `db` it is given, the database or a transaction (feedService.ts holds the
 * transactions); who may see a post is feedQuery.ts, a post as shown is feedItems.ts.
 */

/**
 * A live post (not deleted, not removed by a moderator), as an edit or a deletion checks
 * it; undefined when there is none. A removed post is kept as it was for the audit and an
 * appeal: its author can no longer change it or delete it (and its pictures).
 */
export function findLiveFeed(db: Db, feedId: number) {
  return db
    .selectFrom('feeds')
    .select(['feed_id', 'user_id', 'feed_title', 'feed_text', 'detected_language_code'])
    .where('feed_id', '=', feedId)
    .where('deleted_at', 'is', null)
    .where('moderation_state', '!=', 'REMOVED')
    .executeTakeFirst();
}

/** Add a post; answers its id. */
export async function insertFeed(db: Db, feed: Insertable<FeedsTable>): Promise<number> {
  const { feed_id } = await db
    .insertInto('feeds')
    .values(feed)
    .returning('feed_id')
    .executeTakeFirstOrThrow();
  return feed_id;
}

export async function updateFeed(db: Db, feedId: number, changes: Updateable<FeedsTable>) {
  await db.updateTable('feeds').set(changes).where('feed_id', '=', feedId).execute();
}

export async function markFeedDeleted(db: Db, feedId: number, at: string) {
  await db.updateTable('feeds').set({ deleted_at: at }).where('feed_id', '=', feedId).execute();
}

/** The translations of a post, dropped when its words change (they are made again). */
export async function deleteFeedTranslations(db: Db, feedId: number) {
  await db.deleteFrom('feed_translations').where('feed_id', '=', feedId).execute();
}

/** A post's feed_images rows: the stored files and what an edit weighs them by. */
export function imagesOfFeed(db: Db, feedId: number) {
  return db
    .selectFrom('feed_images')
    .select([
      'image_id',
      'original_path',
      'thumbnail_path',
      'card_thumbnails',
      'bytes',
      'sort_order',
    ])
    .where('feed_id', '=', feedId)
    .orderBy('sort_order')
    .execute();
}

/**
 * Record stored images as a post's feed_images rows (inside the caller's transaction);
 * `sortOrderOf(index)` places each one, in the given order by default.
 */
export async function insertImageRows(
  db: Db,
  feedId: number,
  images: readonly StoredImage[],
  createdAt: string,
  sortOrderOf: (index: number) => number = (index) => index,
  descriptions: readonly string[] = [],
) {
  if (images.length === 0) return;
  await db
    .insertInto('feed_images')
    .values(
      images.map((image, index) => ({
        feed_id: feedId,
        original_path: image.originalPath,
        thumbnail_path: image.thumbnailPath,
        sort_order: sortOrderOf(index),
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        created_at: createdAt,
        description: descriptions[index] ?? '',
        card_thumbnails: JSON.stringify(image.cardThumbnails),
      })),
    )
    .execute();
}

/** Move a kept image to `position`; a description given replaces the one it had. */
export async function placeImage(
  db: Db,
  imageId: number,
  position: number,
  description: string | undefined,
) {
  await db
    .updateTable('feed_images')
    .set(
      description === undefined ? { sort_order: position } : { sort_order: position, description },
    )
    .where('image_id', '=', imageId)
    .execute();
}

export async function deleteImages(db: Db, imageIds: readonly number[]) {
  if (imageIds.length === 0) return;
  await db.deleteFrom('feed_images').where('image_id', 'in', imageIds).execute();
}

export async function deleteImagesOfFeed(db: Db, feedId: number) {
  await db.deleteFrom('feed_images').where('feed_id', '=', feedId).execute();
}

/** Which of these posts the member liked: one statement, whatever the number of posts. */
export async function likedAmong(
  db: Db,
  userId: number,
  feedIds: readonly number[],
): Promise<Set<number>> {
  if (feedIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('feed_likes')
    .select('feed_id')
    .where('user_id', '=', userId)
    .where('feed_id', 'in', feedIds)
    .execute();
  return new Set(rows.map((row) => row.feed_id));
}

/** The member's like of a post, once (a second like changes nothing). */
export async function addLike(db: Db, feedId: number, userId: number, at: string) {
  await db
    .insertInto('feed_likes')
    .values({ feed_id: feedId, user_id: userId, created_at: at })
    .onConflict((conflict) => conflict.columns(['feed_id', 'user_id']).doNothing())
    .execute();
}

export async function removeLike(db: Db, feedId: number, userId: number) {
  await db
    .deleteFrom('feed_likes')
    .where('feed_id', '=', feedId)
    .where('user_id', '=', userId)
    .execute();
}

/** Count the post's likes into feeds.like_count; answers the count. */
export async function recountLikes(db: Db, feedId: number): Promise<number> {
  const { count } = await db
    .selectFrom('feed_likes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('feed_id', '=', feedId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('feeds')
    .set({ like_count: Number(count) })
    .where('feed_id', '=', feedId)
    .execute();
  return Number(count);
}

export async function hasReported(db: Db, feedId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('feed_reports')
    .select('feed_id')
    .where('feed_id', '=', feedId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The author of a post that exists (deleted or not). */
export async function authorOf(db: Db, feedId: number): Promise<number> {
  const { user_id } = await db
    .selectFrom('feeds')
    .select('user_id')
    .where('feed_id', '=', feedId)
    .executeTakeFirstOrThrow();
  return user_id;
}

/** The id of a category, or undefined when there is no such category. */
export async function findCategoryId(db: Db, categoryId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('categories')
    .select('category_id')
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return row?.category_id;
}

/** The id of a member (of any status), or undefined when there is no such member. */
export async function findUserId(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Which posts a list holds, of those the viewer may see; no key: all of them. */
export interface FeedListFilter {
  /** The NATION posts of this country. */
  nationId?: number;
  categoryId?: number;
  authorId?: number;
}

/** A page of the ids of a list of `feeds` (visibleFeeds, countryFeeds), newest first (feedPaging.ts). */
export function listedFeedIds(
  db: Db,
  feeds: FeedQuery,
  filter: FeedListFilter,
  paging: Paging,
): Promise<number[]> {
  let listed = feeds;
  if (filter.nationId !== undefined)
    listed = listed.where('f.feed_type', '=', 'NATION').where('f.nation_id', '=', filter.nationId);
  if (filter.categoryId !== undefined)
    listed = listed.where('f.category_id', '=', filter.categoryId);
  if (filter.authorId !== undefined) listed = listed.where('f.user_id', '=', filter.authorId);
  return pageOfFeedIds(db, listed, paging);
}

/** A page of the posts the member liked that the viewer may see, most recently liked first. */
export async function likedFeedIds(
  db: Db,
  viewer: Viewer | null,
  userId: number,
  paging: { page: number; size: number },
): Promise<number[]> {
  const rows = await visibleFeeds(db, viewer)
    .innerJoin('feed_likes as l', 'l.feed_id', 'f.feed_id')
    .where('l.user_id', '=', userId)
    .select('f.feed_id')
    .orderBy('l.created_at', 'desc')
    .orderBy('f.feed_id', 'desc')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  return rows.map((row) => row.feed_id);
}
