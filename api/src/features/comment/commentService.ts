import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import { feedErrors } from '../feeds/feedErrors.ts';
import { isVisible } from '../feeds/feedQuery.ts';
import type { Viewer } from '../feeds/viewer.ts';
import { authorLanguagesOf, detectLanguage } from '../translation/languageDetector.ts';
import { commentErrors, validCommentText } from './commentErrors.ts';
import { findVisibleComment } from './commentQuery.ts';
import * as commentRepository from './commentRepository.ts';
import { NotificationService, type Notified } from '../notification/notificationService.ts';
import { ReportIntake, type ReportReason } from '../moderation/reportIntake.ts';

/**
 * Writing comments and replies, likes and reports: the checks, the transactions that keep
 * the counts (the post's comment_count, a comment's child_comment_count and like_count)
 * with the rows (commentRepository.ts holds the queries), and the translations queued
 * after a write. Reads go to commentQuery.ts and the repository directly.
 */
export class CommentService {
  readonly #deps: Pick<AppContext, 'db' | 'clock' | 'translations' | 'live' | 'config'>;
  readonly #notifications: NotificationService;
  readonly #reports: ReportIntake;

  constructor(
    deps: Pick<AppContext, 'db' | 'clock' | 'translations' | 'live' | 'config' | 'push'>,
  ) {
    this.#deps = deps;
    this.#notifications = new NotificationService(deps);
    this.#reports = new ReportIntake(deps);
  }

  /**
   * The member's own live comment on a live post: 404 when there is none, 403 when it is
   * someone else's the viewer sees; one hidden from the viewer (removed, hidden by reports,
   * by a member they blocked) answers 404 like a missing one.
   */
  async #ownComment(viewer: Viewer | null, userId: number, commentId: number, feedId?: number) {
    const { db } = this.#deps;
    const comment = await commentRepository.findLiveComment(db, commentId);
    if (!comment || (feedId !== undefined && comment.feed_id !== feedId)) {
      throw commentErrors.notFound();
    }
    if (comment.user_id !== userId) {
      const seen =
        (await isVisible(db, viewer, comment.feed_id)) &&
        (await findVisibleComment(db, viewer, comment.feed_id, commentId)) !== undefined;
      throw seen ? commentErrors.notOwner() : commentErrors.notFound();
    }
    return comment;
  }

  /**
   * Write a comment on a post the viewer may see, or a reply to one of its comments (never
   * to a reply); answers its id.
   */
  async write(
    viewer: Viewer | null,
    userId: number,
    feedId: number,
    parentCommentId: number | null,
    commentText: string,
  ): Promise<number> {
    const { db, clock, translations } = this.#deps;
    const text = validCommentText(commentText);
    if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
    if (parentCommentId !== null) {
      const parent = await findVisibleComment(db, viewer, feedId, parentCommentId);
      if (!parent) throw commentErrors.notFound();
      if (parent.parent_comment_id !== null) throw commentErrors.replyToReply();
    }
    const detected = await detectLanguage(text, await authorLanguagesOf(db, userId));
    const now = toUtcString(clock.now());
    let notified: Notified = [];
    const commentId = await db.transaction().execute(async (trx) => {
      const commentId = await commentRepository.insertComment(trx, {
        feed_id: feedId,
        user_id: userId,
        parent_comment_id: parentCommentId,
        comment_text: text,
        detected_language_code: detected,
        created_at: now,
        updated_at: now,
      });
      await commentRepository.recountComments(trx, feedId);
      if (parentCommentId !== null) {
        await commentRepository.recountReplies(trx, parentCommentId);
      }
      notified = await this.#notifications.commentWritten(trx, commentId);
      return commentId;
    });
    await this.#notifications.announce(notified);
    await translations.enqueueComment(commentId);
    // Every open page hears of it (ids only); the one showing this post fetches it.
    await this.#deps.live.publish({
      type: 'comment',
      feedId,
      commentId,
      parentCommentId,
      authorId: userId,
    });
    return commentId;
  }

  /**
   * Change the text of the member's own comment (on the post `feedId`, when given); it is
   * translated again.
   */
  async edit(
    viewer: Viewer | null,
    userId: number,
    feedId: number | undefined,
    commentId: number,
    commentText: string,
  ): Promise<void> {
    const { db, clock, translations } = this.#deps;
    const comment = await this.#ownComment(viewer, userId, commentId, feedId);
    const text = validCommentText(commentText);
    const detected = await detectLanguage(text, await authorLanguagesOf(db, userId));
    await commentRepository.updateCommentText(
      db,
      comment.comment_id,
      text,
      detected,
      toUtcString(clock.now()),
      // Saving the same words again is no edit.
      text !== comment.comment_text,
    );
    await translations.enqueueComment(comment.comment_id);
  }

  /**
   * Delete the member's own comment with its replies, or their reply; answers its id and
   * how many comments went.
   */
  async delete(viewer: Viewer | null, userId: number, commentId: number) {
    const { db, clock } = this.#deps;
    const comment = await this.#ownComment(viewer, userId, commentId);
    const now = toUtcString(clock.now());
    let notified: Notified = [];
    const deletedCount = await db.transaction().execute(async (trx) => {
      const replies =
        comment.parent_comment_id === null
          ? await commentRepository.deleteReplies(trx, comment.comment_id, now)
          : 0;
      await commentRepository.markCommentDeleted(trx, comment.comment_id, now);
      const removed = 1 + replies;
      await commentRepository.recountComments(trx, comment.feed_id);
      if (comment.parent_comment_id !== null) {
        await commentRepository.recountReplies(trx, comment.parent_comment_id);
      }
      notified = await this.#notifications.commentDeleted(trx, comment.comment_id);
      return removed;
    });
    await this.#notifications.announce(notified);
    return { commentId: comment.comment_id, deletedCount };
  }

  /**
   * Like a comment the viewer may see, or take the like back (each at most once); answers
   * its like count.
   */
  async setLike(
    viewer: Viewer | null,
    userId: number,
    feedId: number,
    commentId: number,
    like: boolean,
  ): Promise<number> {
    const { db, clock } = this.#deps;
    if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
    if (!(await findVisibleComment(db, viewer, feedId, commentId))) {
      throw commentErrors.notFound();
    }
    const now = toUtcString(clock.now());
    let notified: Notified = [];
    const likeCount = await db.transaction().execute(async (trx) => {
      const changed = like
        ? await commentRepository.addLike(trx, commentId, userId, now)
        : await commentRepository.removeLike(trx, commentId, userId);
      if (changed) {
        await commentRepository.addToLikeCount(trx, commentId, like ? 1 : -1);
        notified = await this.#notifications.commentLiked(trx, commentId, userId, like);
      }
      return commentRepository.likeCountOf(trx, commentId);
    });
    await this.#notifications.announce(notified);
    return likeCount;
  }

  /**
   * Report another member's comment the viewer may see, once, with a reason (OTHER when
   * none is given); enough established reporters hide it (moderation/reportIntake.ts).
   */
  async report(
    viewer: Viewer | null,
    userId: number,
    commentId: number,
    reason: ReportReason = {},
  ): Promise<void> {
    const { db } = this.#deps;
    const comment = await commentRepository.findUndeletedComment(db, commentId);
    if (!comment) throw commentErrors.notFound();
    if (comment.user_id === userId) throw commentErrors.ownCommentReport();
    if (await commentRepository.hasReported(db, commentId, userId)) {
      throw commentErrors.alreadyReported();
    }
    if (!(await findVisibleComment(db, viewer, comment.feed_id, commentId))) {
      throw commentErrors.notFound();
    }
    if (!(await isVisible(db, viewer, comment.feed_id))) throw commentErrors.notFound();
    const taken = await this.#reports.comment(commentId, userId, reason);
    // Two reports racing: the second one lost to the first.
    if (!taken.inserted) throw commentErrors.alreadyReported();
    // Notifications about a comment one reported are hidden from one: the count may drop
    // (and so may the counts of those whose notifications were about a comment it hid).
    await this.#notifications.announce([userId, ...taken.notified]);
  }
}
