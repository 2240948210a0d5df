import type { Kysely } from 'kysely';
import { toUtcString, type Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { HUMAN_TRANSLATOR } from '../features/translation/translationConfig.ts';
import { SEED_THREADS, type SeedComment } from './commentThreads.ts';

const MINUTE = 60 * 1000;

interface SeedPost {
  feed_id: number;
  user_id: number;
  created_at: string;
}

/**
 * The demo comments, replies and comment likes, with their translations (status DONE),
 * under the demo posts already in the database; keeps the post and reply counts right.
 * Runs after the posts are seeded, inside the caller's transaction.
 *
 * `postIds` maps the demo posts' keys to their ids: each thread goes under its post.
 * A thread whose post is not in the map goes under the next post of its category not yet
 * used by another thread; a comment is never placed under its writer's own post, and a
 * thread whose writer is missing is left out.
 */
export async function seedComments(
  db: Kysely<Database>,
  clock: Clock,
  postIds: ReadonlyMap<string, number> = new Map(),
): Promise<number> {
  const users = await db
    .selectFrom('users')
    .select(['user_id', 'nickname'])
    .where('status', '=', 'ACTIVE')
    .execute();
  const userId = new Map(users.map((user) => [user.nickname, user.user_id]));
  const posts = await db
    .selectFrom('feeds as f')
    .innerJoin('categories as c', 'c.category_id', 'f.category_id')
    .select(['f.feed_id', 'f.user_id', 'f.created_at', 'c.slug'])
    .where('f.deleted_at', 'is', null)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.feed_id', 'desc')
    .execute();
  const byId = new Map(posts.map((post) => [post.feed_id, post]));
  const used = new Set<number>();
  const placeFor = (key: string, category: string, writer: number): SeedPost | undefined => {
    const keyed = byId.get(postIds.get(key) ?? 0);
    if (keyed && keyed.user_id !== writer) return keyed;
    return posts.find(
      (post) => post.slug === category && post.user_id !== writer && !used.has(post.feed_id),
    );
  };
  const now = clock.now().getTime();
  let written = 0;

  const insert = async (
    comment: SeedComment,
    post: SeedPost,
    parentId: number | null,
    at: number,
  ): Promise<number | null> => {
    const authorId = userId.get(comment.by);
    if (authorId === undefined) return null;
    const createdAt = toUtcString(new Date(Math.min(at, now)));
    const { comment_id: commentId } = await db
      .insertInto('comments')
      .values({
        feed_id: post.feed_id,
        user_id: authorId,
        parent_comment_id: parentId,
        comment_text: comment.text[comment.lang] ?? '',
        detected_language_code: comment.lang,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('comment_id')
      .executeTakeFirstOrThrow();
    const translations = Object.entries(comment.text).filter(([iso]) => iso !== comment.lang);
    if (translations.length > 0) {
      await db
        .insertInto('comment_translations')
        .values(
          translations.map(([iso, text]) => ({
            comment_id: commentId,
            iso_code: iso,
            text,
            status: 'DONE' as const,
            provider: HUMAN_TRANSLATOR,
            updated_at: createdAt,
          })),
        )
        .execute();
    }
    const likers = (comment.likes ?? [])
      .map((nickname) => userId.get(nickname))
      .filter((id): id is number => id !== undefined && id !== authorId);
    if (likers.length > 0) {
      await db
        .insertInto('comment_likes')
        .values(likers.map((id) => ({ comment_id: commentId, user_id: id, created_at: createdAt })))
        .execute();
      await db
        .updateTable('comments')
        .set({ like_count: likers.length })
        .where('comment_id', '=', commentId)
        .execute();
    }
    await db
      .updateTable('feeds')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('feed_id', '=', post.feed_id)
      .execute();
    if (parentId !== null) {
      await db
        .updateTable('comments')
        .set((eb) => ({ child_comment_count: eb('child_comment_count', '+', 1) }))
        .where('comment_id', '=', parentId)
        .execute();
    }
    written += 1;
    return commentId;
  };

  for (const thread of SEED_THREADS) {
    const writer = userId.get(thread.comment.by);
    if (writer === undefined) continue;
    const post = placeFor(thread.postKey, thread.category, writer);
    if (!post) continue;
    used.add(post.feed_id);
    const start = Date.parse(post.created_at) + 37 * MINUTE;
    const parentId = await insert(thread.comment, post, null, start);
    if (parentId === null) continue;
    for (const [index, reply] of (thread.replies ?? []).entries()) {
      await insert(reply, post, parentId, start + (index + 1) * 53 * MINUTE);
    }
  }
  return written;
}
