import type { Db } from '../../db/db.ts';
import { visibleComments } from '../comment/commentQuery.ts';
import { visibleFeeds } from '../feeds/feedQuery.ts';
import type { Viewer } from '../feeds/viewer.ts';

/**
 * The queries of language corrections: the text's detected language, the author's
 * correction and readers' suggestions. Each function is one step on the `db` it is given
 * (contentLanguageService.ts holds the rules).
 */

/** A post the viewer may see, with its author and detected language; undefined when none. */
export function findVisibleFeed(db: Db, viewer: Viewer | null, feedId: number) {
  return visibleFeeds(db, viewer)
    .select(['f.feed_id', 'f.user_id', 'f.detected_language_code'])
    .where('f.feed_id', '=', feedId)
    .executeTakeFirst();
}

/**
 * A comment the viewer may see (its post aside), with its post, author and detected
 * language; undefined when none.
 */
export function findVisibleComment(db: Db, viewer: Viewer | null, commentId: number) {
  return visibleComments(db, viewer)
    .select(['c.comment_id', 'c.feed_id', 'c.user_id', 'c.detected_language_code'])
    .where('c.comment_id', '=', commentId)
    .executeTakeFirst();
}

/** Store the author's word for a post's language. */
export async function setFeedLanguage(db: Db, feedId: number, isoCode: string, at: string) {
  await db
    .updateTable('feeds')
    .set({ detected_language_code: isoCode, updated_at: at })
    .where('feed_id', '=', feedId)
    .execute();
}

/** Store the author's word for a comment's language. */
export async function setCommentLanguage(db: Db, commentId: number, isoCode: string, at: string) {
  await db
    .updateTable('comments')
    .set({ detected_language_code: isoCode, updated_at: at })
    .where('comment_id', '=', commentId)
    .execute();
}

export interface Suggestion {
  kind: 'feed' | 'comment';
  id: number;
  userId: number;
  isoCode: string;
  now: string;
}

/**
 * Record (or replace) one reader's suggested language for a text; answers how many
 * distinct readers now suggest that language for it.
 */
export async function recordSuggestion(db: Db, suggestion: Suggestion): Promise<number> {
  const { kind, id, userId, isoCode, now } = suggestion;
  await db
    .insertInto('language_suggestions')
    .values({
      target_kind: kind,
      target_id: id,
      user_id: userId,
      iso_code: isoCode,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['target_kind', 'target_id', 'user_id'])
        .doUpdateSet({ iso_code: isoCode, created_at: now }),
    )
    .execute();
  const row = await db
    .selectFrom('language_suggestions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .where('iso_code', '=', isoCode)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
