import type {
  AuditEntry,
  AuditLogData,
  AuditLogQuery,
  ModerationAction,
  ReportListData,
  ResolveReportData,
  ResolveReportRequest,
  ReportTargetType,
} from '@kfeed/contracts/moderation';
import { MODERATION_LIMITS } from '@kfeed/contracts/moderation';
import type { AppContext } from '../../context.ts';
import { activeSuspension, storedSuspension } from '../../auth/suspension.ts';
import { toUtcString } from '../../clock.ts';
import { LOCK_SCOPES, lockWithinTransaction } from '../../db/dialect.ts';
import type { ModerationState } from '../../db/schema.ts';
import { pagination } from '../../http/pagination.ts';
import { NotificationService, type Notified } from '../notification/notificationService.ts';
import { moderationErrors } from './moderationErrors.ts';
import * as repo from './moderationRepository.ts';
import { reportQueue } from './reportQueue.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The lock a target's reports and reviews take turns on (reportIntake.ts takes it too). */
const LOCK_OF: Record<ReportTargetType, (typeof LOCK_SCOPES)[keyof typeof LOCK_SCOPES]> = {
  FEED: LOCK_SCOPES.feedReports,
  COMMENT: LOCK_SCOPES.commentReports,
  USER: LOCK_SCOPES.userReports,
};

/**
 * A post's or comment's state after an action: REMOVE removes it; any other action is a
 * review, which ends the provisional hiding (HIDDEN until reviewed) and leaves a removed
 * one removed. Null for a member, who has no such state.
 */
function stateAfter(state: ModerationState | null, action: ModerationAction) {
  if (state === null) return null;
  if (action === 'REMOVE') return 'REMOVED';
  return state === 'HIDDEN' ? 'VISIBLE' : state;
}

/** The input checks that need no database: what each action may and must be given. */
function checkRequest(request: ResolveReportRequest): void {
  if (request.action === 'REMOVE' && request.targetType === 'USER') {
    throw moderationErrors.userNotRemovable();
  }
  if ((request.action === 'SUSPEND') !== (request.suspendDays !== undefined)) {
    throw moderationErrors.suspendDays();
  }
}

/**
 * The moderators' work (docs/moderation.md): the queue, resolving a target's reports and
 * the audit log. One action is one transaction: its audit entry, the closing of the
 * target's open reports, the content's state (with the counts everyone sees), the author's
 * suspension and the notifications to the author and the reporters; the unread counts go
 * out over the live channel once it has committed.
 */
export class ModerationService {
  readonly #deps: Pick<AppContext, 'db' | 'clock' | 'live'>;
  readonly #notifications: NotificationService;

  constructor(deps: Pick<AppContext, 'db' | 'clock' | 'live' | 'push'>) {
    this.#deps = deps;
    this.#notifications = new NotificationService(deps);
  }

  /** A page of the queue, open or closed groups, the content also in `isoCode`. */
  queue(status: 'open' | 'closed', page: number, isoCode: string): Promise<ReportListData> {
    return reportQueue(this.#deps.db, status, page, isoCode, this.#deps.clock.now());
  }

  /**
   * Act on a target: DISMISS (needs open reports), REMOVE (posts and comments), WARN,
   * SUSPEND, UNSUSPEND (these with or without open reports). Closes the target's open
   * group, if any, with the action's audit entry.
   */
  async resolve(moderatorId: number, request: ResolveReportRequest): Promise<ResolveReportData> {
    checkRequest(request);
    const { db, clock } = this.#deps;
    const { targetType, targetId, action } = request;
    const now = clock.now();
    const at = toUtcString(now);
    const suspendedUntil =
      action === 'SUSPEND' && typeof request.suspendDays === 'number'
        ? toUtcString(new Date(now.getTime() + request.suspendDays * DAY_MS))
        : null;
    let notified: Notified = [];
    const { auditId, authorId } = await db.transaction().execute(async (trx) => {
      // In turn with the reports arriving on the same target (reportIntake.ts).
      await lockWithinTransaction(trx, LOCK_OF[targetType], targetId);
      const target = await repo.findTarget(trx, targetType, targetId);
      if (!target) throw moderationErrors.unknownTarget();
      const reporters = await repo.openReporters(trx, targetType, targetId);
      if (action === 'DISMISS' && reporters.length === 0) throw moderationErrors.nothingToDismiss();
      const auditId = await repo.appendAudit(trx, {
        action,
        target_type: targetType,
        target_id: targetId,
        subject_user_id: target.authorId,
        moderator_id: moderatorId,
        note: request.note,
        suspended_until: suspendedUntil,
        created_at: at,
      });
      await repo.closeOpenReports(trx, targetType, targetId, auditId);
      const state = stateAfter(target.state, action);
      const moved: number[] = [];
      if (state !== null && state !== target.state) {
        await repo.setContentState(trx, target, state);
        moved.push(...(await repo.unreadAbout(trx, target)));
      }
      if (action === 'SUSPEND') await repo.setSuspension(trx, target.authorId, at, suspendedUntil);
      if (action === 'UNSUSPEND') await repo.setSuspension(trx, target.authorId, null, null);
      const told = await this.#notifications.moderationTold(trx, {
        auditId,
        action,
        target: {
          type: targetType,
          feedId: target.feedId,
          commentId: target.commentId,
          parentCommentId: target.parentCommentId,
        },
        authorId: target.authorId,
        suspendedUntil,
        reporters,
      });
      notified = [...moved, ...told];
      return { auditId, authorId: target.authorId };
    });
    await this.#notifications.announce(notified);
    const stored = await repo.suspensionOf(db, authorId);
    return {
      auditId,
      targetType,
      targetId,
      action,
      suspension: stored ? activeSuspension(storedSuspension(stored), clock.now()) : null,
    };
  }

  /** A page of the audit log, newest first, filtered. */
  async auditLog(query: AuditLogQuery): Promise<AuditLogData> {
    const size = MODERATION_LIMITS.auditPageSize;
    const { total, rows } = await repo.auditPage(this.#deps.db, query, query.page, size);
    const auditList = rows.map((row): AuditEntry => ({
      auditId: row.audit_id,
      action: row.action as AuditEntry['action'],
      targetType: row.target_type as AuditEntry['targetType'],
      targetId: row.target_id,
      subjectUserId: row.subject_user_id,
      subjectNickname: row.subject_nickname,
      moderatorId: row.moderator_id,
      moderatorNickname: row.moderator_nickname,
      note: row.note,
      suspendedUntil: row.suspended_until,
      createdAt: row.created_at,
    }));
    return { auditList, pagination: pagination(query.page, size, total, auditList.length) };
  }
}
