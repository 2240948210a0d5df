import type { CommentItem } from '@kfeed/contracts/comment';
import type { LanguageCode } from '@kfeed/contracts/languages';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/db.ts';
import { contentAuthor } from '../user/contentAuthor.ts';
import { blockedByViewer, type Viewer } from '../feeds/viewer.ts';
import { shownByModeration } from '../moderation/moderationVisibility.ts';
import { shownAsWritten } from '../user/readLanguages.ts';
import {
  textTranslationFields,
  translationRoutesOf,
} from '../translation/textTranslationStatus.ts';

/** Comments and replies come in pages of ten (spec 2, section 9). */
export const COMMENT_PAGE_SIZE = 10;

type CommentScope = ExpressionBuilder<Database & { c: Database['comments'] }, 'c'>;

/** Hidden from the viewer: written by someone the viewer blocked, or reported by the viewer. */
function hiddenFrom(eb: CommentScope, viewer: Viewer) {
  return eb.or([
    blockedByViewer(viewer, eb.ref('c.user_id')),
    eb.exists(
      eb
        .selectFrom('comment_reports as cr')
        .select('cr.comment_id')
        .where('cr.user_id', '=', viewer.userId)
        .whereRef('cr.comment_id', '=', 'c.comment_id'),
    ),
  ]);
}

/**
 * The comments and replies a viewer may see, as a query over `comments as c`: not
 * deleted, not written by a member the viewer blocked, not reported by the viewer, not
 * removed by a moderator nor hidden by reports unless the viewer wrote it or moderates
 * (shownByModeration). (Whether the post itself is visible is checked with the post rules.)
 */
export function visibleComments(db: Db, viewer: Viewer | null) {
  const query = db
    .selectFrom('comments as c')
    .where('c.deleted_at', 'is', null)
    .where((eb) => shownByModeration(viewer, eb.ref('c.moderation_state'), eb.ref('c.user_id')));
  return viewer ? query.where((eb) => eb.not(hiddenFrom(eb, viewer))) : query;
}

/** One visible comment of this post, or undefined. */
export function findVisibleComment(
  db: Db,
  viewer: Viewer | null,
  feedId: number,
  commentId: number,
) {
  return visibleComments(db, viewer)
    .select(['c.comment_id', 'c.feed_id', 'c.user_id', 'c.parent_comment_id'])
    .where('c.comment_id', '=', commentId)
    .where('c.feed_id', '=', feedId)
    .executeTakeFirst();
}

/**
 * The comments with these ids as CommentItems, in the order of `ids`. The translated map
 * holds the finished translation into the requested language, when there is one and the
 * comment is not in it or in a language the reader reads (`readLanguages`: shown as
 * written); the translation fields say which (textTranslationStatus.ts), from the same
 * query. childCommentCount leaves out the replies hidden from the viewer (the stored count
 * only holds replies everyone may see: commentRepository.recountComments).
 */
export async function loadCommentItems(
  db: Db,
  ids: readonly number[],
  viewer: Viewer | null,
  isoCode: LanguageCode,
  readLanguages: readonly string[] = [],
): Promise<CommentItem[]> {
  if (ids.length === 0) return [];
  const [rows, translations, likes, hiddenReplies] = await Promise.all([
    db
      .selectFrom('comments as c')
      .innerJoin('users as u', 'u.user_id', 'c.user_id')
      .select([
        'c.comment_id',
        'c.feed_id',
        'c.parent_comment_id',
        'c.comment_text',
        'c.detected_language_code',
        'c.created_at',
        'c.edited_at',
        'c.user_id',
        'c.like_count',
        'c.child_comment_count',
        'u.nickname',
        'u.profile_image_path',
        'u.is_official',
      ])
      .where('c.comment_id', 'in', ids)
      .execute(),
    // Every state of the row, not only DONE: it also gives the translation status.
    db
      .selectFrom('comment_translations')
      .select(['comment_id', 'text', 'status', 'provider'])
      .where('comment_id', 'in', ids)
      .where('iso_code', '=', isoCode)
      .execute(),
    viewer
      ? db
          .selectFrom('comment_likes')
          .select('comment_id')
          .where('user_id', '=', viewer.userId)
          .where('comment_id', 'in', ids)
          .execute()
      : Promise.resolve([]),
    viewer
      ? db
          .selectFrom('comments as c')
          .select((eb) => ['c.parent_comment_id', eb.fn.countAll<number>().as('hidden')])
          .where('c.parent_comment_id', 'in', ids)
          .where('c.deleted_at', 'is', null)
          // The stored count has left out the replies moderation hides already.
          .where('c.moderation_state', '=', 'VISIBLE')
          .where((eb) => hiddenFrom(eb, viewer))
          .groupBy('c.parent_comment_id')
          .execute()
      : Promise.resolve([]),
  ]);
  const byId = new Map(rows.map((row) => [row.comment_id, row]));
  const translated = new Map(translations.map((t) => [t.comment_id, t]));
  const routes = translationRoutesOf(db);
  const liked = new Set(likes.map((like) => like.comment_id));
  const hidden = new Map(hiddenReplies.map((r) => [r.parent_comment_id, Number(r.hidden)]));

  return ids.flatMap((id): CommentItem[] => {
    const row = byId.get(id);
    if (!row) return [];
    const translation = translated.get(id);
    const asWritten = shownAsWritten(row.detected_language_code, isoCode, readLanguages);
    return [
      {
        commentId: row.comment_id,
        feedId: row.feed_id,
        parentCommentId: row.parent_comment_id,
        commentText: row.comment_text,
        detectedLanguageCode: row.detected_language_code,
        commentCreateDatetime: row.created_at,
        editedAt: row.edited_at,
        ...contentAuthor(row),
        isLiked: liked.has(id) ? 'Y' : 'N',
        likeCount: row.like_count,
        childCommentCount: Math.max(0, row.child_comment_count - (hidden.get(id) ?? 0)),
        translatedCommentMap:
          translation?.status === 'DONE' && translation.text != null && !asWritten
            ? { [isoCode]: { commentTransText: translation.text } }
            : {},
        ...textTranslationFields(routes, isoCode, asWritten, translation),
      },
    ];
  });
}
