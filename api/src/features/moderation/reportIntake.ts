import { MODERATION_LIMITS, type ReportReasonCode } from '@kfeed/contracts/moderation';
import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import { LOCK_SCOPES, lockWithinTransaction } from '../../db/dialect.ts';
import * as repo from './moderationRepository.ts';

/** Why a member reported something: a code (OTHER when they named none) and their words. */
export interface ReportReason {
  reasonCode?: ReportReasonCode | undefined;
  reasonText?: string | undefined;
}

/** What a report did: whether it was new, and whose unread count it may have moved. */
export interface ReportTaken {
  inserted: boolean;
  /** Members with unread notifications about content it hid (announce them). */
  notified: number[];
}

const HOUR_MS = 3600 * 1000;

const reasonCodeOf = (reason: ReportReason) => reason.reasonCode ?? 'OTHER';
const reasonTextOf = (reason: ReportReason) => (reason.reasonText ?? '').trim();

/**
 * Reports as they come in, and the automatic hiding (docs/moderation.md): a post or
 * comment with open reports from at least MODERATION_HIDE_THRESHOLD distinct established
 * members is HIDDEN until a moderator reviews it. Only open reports count, so what a
 * moderator dismissed does not hide the content again; reports that come after a review
 * open a new group and count from zero. Each report and its count are one transaction,
 * ordered per target on PostgreSQL, so two reports racing cannot both miss the threshold.
 * The checks of who may report what stay with the posts, comments and members.
 */
export class ReportIntake {
  readonly #deps: Pick<AppContext, 'db' | 'clock' | 'config'>;

  constructor(deps: Pick<AppContext, 'db' | 'clock' | 'config'>) {
    this.#deps = deps;
  }

  /** A post's report, once per member. */
  feed(feedId: number, reporterId: number, reason: ReportReason): Promise<ReportTaken> {
    return this.#content('FEED', feedId, reporterId, reason);
  }

  /** A comment's report, once per member. */
  comment(commentId: number, reporterId: number, reason: ReportReason): Promise<ReportTaken> {
    return this.#content('COMMENT', commentId, reporterId, reason);
  }

  /** A member's report, once per reporter (a member is never hidden). */
  async user(reportedId: number, reporterId: number, reason: ReportReason): Promise<boolean> {
    const { db, clock } = this.#deps;
    return db.transaction().execute(async (trx) => {
      await lockWithinTransaction(trx, LOCK_SCOPES.userReports, reportedId);
      const inserted = await trx
        .insertInto('user_reports')
        .values({
          reported_user_id: reportedId,
          reporter_id: reporterId,
          reason_code: reasonCodeOf(reason),
          reason_text: reasonTextOf(reason),
          created_at: toUtcString(clock.now()),
        })
        .onConflict((oc) => oc.columns(['reported_user_id', 'reporter_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    });
  }

  async #content(
    type: 'FEED' | 'COMMENT',
    targetId: number,
    reporterId: number,
    reason: ReportReason,
  ): Promise<ReportTaken> {
    const { db, clock, config } = this.#deps;
    const now = clock.now();
    const at = toUtcString(now);
    const cutoff = toUtcString(
      new Date(now.getTime() - MODERATION_LIMITS.establishedAfterHours * HOUR_MS),
    );
    return db.transaction().execute(async (trx) => {
      await lockWithinTransaction(
        trx,
        type === 'FEED' ? LOCK_SCOPES.feedReports : LOCK_SCOPES.commentReports,
        targetId,
      );
      const values = {
        user_id: reporterId,
        reason_code: reasonCodeOf(reason),
        reason_text: reasonTextOf(reason),
        created_at: at,
      };
      const result =
        type === 'FEED'
          ? await trx
              .insertInto('feed_reports')
              .values({ ...values, feed_id: targetId })
              .onConflict((oc) => oc.columns(['feed_id', 'user_id']).doNothing())
              .executeTakeFirst()
          : await trx
              .insertInto('comment_reports')
              .values({ ...values, comment_id: targetId })
              .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
              .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0)
        return { inserted: false, notified: [] };
      const target = await repo.findTarget(trx, type, targetId);
      if (!target || target.state !== 'VISIBLE') return { inserted: true, notified: [] };
      const established = await repo.establishedOpenReporters(trx, type, targetId, cutoff);
      if (established < config.moderationHideThreshold) return { inserted: true, notified: [] };
      await repo.setContentState(trx, target, 'HIDDEN');
      return { inserted: true, notified: await repo.unreadAbout(trx, target) };
    });
  }
}
