import { rm, writeFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { FEED_LIMITS } from '@kfeed/contracts/feed';
import { toUtcString, type Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { newUploadTmpPath } from '../features/files/storage.ts';
import {
  removeStoredImages,
  storeFeedImage,
  type StoredImage,
} from '../features/feeds/feedImages.ts';
import { insertImageRows } from '../features/feeds/feedRepository.ts';
import { characterCount } from '../features/feeds/feedWriteInput.ts';
import { HUMAN_TRANSLATOR } from '../features/translation/translationConfig.ts';
import { pictureSvg, type Picture } from './content/pictures.ts';
import type { SeedFiles } from './seedFiles.ts';
import { OFFICIAL_POSTS } from './content/posts/officialPosts.ts';
import { MEMBER_POSTS_EAST } from './content/posts/membersEastPosts.ts';
import { MEMBER_POSTS_WEST } from './content/posts/membersWestPosts.ts';
import type { SeedPost } from './content/seedPost.ts';

const HOUR = 60 * 60 * 1000;

/** Every demo post, oldest first. */
export const SEED_POSTS: readonly SeedPost[] = [
  ...OFFICIAL_POSTS,
  ...MEMBER_POSTS_EAST,
  ...MEMBER_POSTS_WEST,
].sort((a, b) => b.hoursAgo - a.hoursAgo);

/** Render a picture and store it the way an upload is stored (checked, re-encoded, thumbnail). */
async function storePicture(files: SeedFiles, at: Date, picture: Picture): Promise<StoredImage> {
  const tmpPath = await newUploadTmpPath(files.storageDir);
  try {
    const jpeg = await sharp(Buffer.from(pictureSvg(picture)))
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 92 })
      .toBuffer();
    await writeFile(tmpPath, jpeg);
    return await storeFeedImage(files.storage, at, { tmpPath, bytes: jpeg.length });
  } finally {
    await rm(tmpPath, { force: true });
  }
}

/**
 * The demo posts: written by the demo members over the last four weeks (relative to the
 * clock), in their own languages, with human translations (status DONE), generated
 * pictures stored like uploads (only when `files` is given), likes and view counts.
 * Runs once, inside the caller's transaction, after the demo members exist; does nothing
 * when posts exist already. Answers the new post ids by SeedPost key.
 */
export async function seedContent(
  db: Kysely<Database>,
  clock: Clock,
  files?: SeedFiles,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const existing = await db.selectFrom('feeds').select('feed_id').limit(1).executeTakeFirst();
  if (existing) return ids;

  const users = await db.selectFrom('users').select(['user_id', 'email', 'nation_id']).execute();
  const userByEmail = new Map(users.map((user) => [user.email, user]));
  const categories = await db.selectFrom('categories').select(['category_id', 'slug']).execute();
  const categoryId = new Map(categories.map((c) => [c.slug, c.category_id]));
  const now = clock.now().getTime();
  const stored: StoredImage[] = [];

  try {
    for (const [index, post] of SEED_POSTS.entries()) {
      const author = userByEmail.get(post.author);
      const category = categoryId.get(post.category);
      if (!author || category === undefined)
        throw new Error(`seed post ${post.key}: unknown author or category`);
      if (
        characterCount(post.title) > FEED_LIMITS.titleMax ||
        characterCount(post.text) > FEED_LIMITS.textMax
      )
        throw new Error(`seed post ${post.key}: title or text too long`);

      // A few minutes apart even within the same hour, so no two posts share a second.
      const createdAt = new Date(now - post.hoursAgo * HOUR - ((index * 37) % 53) * 60_000);
      const at = toUtcString(createdAt);
      const feedType = post.feedType ?? 'PUBLIC';
      // Likes from other members who can see the post, spread after it was written.
      const likers = users
        .filter((user) => user.user_id !== author.user_id)
        .filter((user) => feedType === 'PUBLIC' || user.nation_id === author.nation_id)
        .map((user, i, all) => all[(i + index * 3) % all.length] ?? user)
        .slice(0, post.likes);
      const { feed_id: feedId } = await db
        .insertInto('feeds')
        .values({
          user_id: author.user_id,
          category_id: category,
          feed_type: feedType,
          nation_id: author.nation_id,
          feed_title: post.title,
          feed_text: post.text,
          detected_language_code: post.language,
          view_count: likers.length * 9 + ((index * 17) % 40) + 12,
          like_count: likers.length,
          created_at: at,
          updated_at: at,
          deleted_at: null,
        })
        .returning('feed_id')
        .executeTakeFirstOrThrow();
      ids.set(post.key, feedId);

      const translations = Object.entries(post.translations).filter(
        ([iso]) => iso !== post.language,
      );
      if (translations.length > 0) {
        await db
          .insertInto('feed_translations')
          .values(
            translations.map(([iso, [title, text]]) => ({
              feed_id: feedId,
              iso_code: iso,
              title,
              text,
              status: 'DONE' as const,
              provider: HUMAN_TRANSLATOR,
              updated_at: at,
            })),
          )
          .execute();
      }
      if (likers.length > 0) {
        await db
          .insertInto('feed_likes')
          .values(
            likers.map((user, i) => ({
              feed_id: feedId,
              user_id: user.user_id,
              created_at: toUtcString(
                new Date(Math.min(now, createdAt.getTime() + (i + 1) * 47 * 60_000)),
              ),
            })),
          )
          .execute();
      }
      if (files && post.pictures) {
        const images: StoredImage[] = [];
        for (const picture of post.pictures) {
          const image = await storePicture(files, createdAt, picture);
          stored.push(image);
          images.push(image);
        }
        await insertImageRows(db, feedId, images, at);
      }
    }
  } catch (error) {
    // The caller's transaction rolls the rows back; the files go too.
    if (files) await removeStoredImages(files.storage, stored);
    throw error;
  }
  return ids;
}
