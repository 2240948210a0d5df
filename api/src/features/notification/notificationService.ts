import type { ModerationAction, ReportTargetType } from '@kfeed/contracts/moderation';
import type {
  NotificationItem,
  NotificationListData,
  NotificationSettings,
  NotificationSettingsUpdate,
  NotificationType,
} from '@kfeed/contracts/notification';
import { NOTIFICATION_LIMITS, NOTIFICATION_TYPES } from '@kfeed/contracts/notification';
import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import { pagination } from '../../http/pagination.ts';
import { findVisibleComment } from '../comment/commentQuery.ts';
import { isVisible, visibleFeeds } from '../feeds/feedQuery.ts';
import type { Viewer } from '../feeds/viewer.ts';
import { fileUrl } from '../files/fileUrl.ts';
import { shownAsWritten } from '../user/readLanguages.ts';
import * as repo from './notificationRepository.ts';
import { parseToldDetails, type ToldDetails } from './toldDetails.ts';

/**
 * Members whose unread count may have changed in a transaction: hand them to `announce`
 * once it has committed.
 */
export type Notified = readonly number[];

/** An unread notification as web push tells it (features/push). */
export interface UnreadNotification {
  /** The item the member's list shows for it. */
  item: NotificationItem;
  /** Its group (one row per member and group): what a newer push of it replaces. */
  groupKey: string;
  /** When the row last rose (a new act brings it back, unread): each rise is pushed once. */
  raisedAt: string;
}

/** What a notification is about: its row, grouped by `groupKey` per member. */
interface Target {
  recipientId: number;
  type: NotificationType;
  groupKey: string;
  feedId: number;
  commentId: number | null;
  parentCommentId: number | null;
}

/**
 * What a moderator's action tells (moderationService.ts): the author of the content (or
 * the member) what was done, and the members whose open reports it closed what came of
 * them. Never who acted, nor who else reported.
 */
export interface ModerationTold {
  /** The audit entry of the action: each action is a notification of its own. */
  auditId: number;
  action: ModerationAction;
  target: {
    type: ReportTargetType;
    feedId: number | null;
    commentId: number | null;
    parentCommentId: number | null;
  };
  /** The author, or the member acted on. */
  authorId: number;
  /** SUSPEND: until when (null: for good). */
  suspendedUntil: string | null;
  /** The members whose open reports the action closed. */
  reporters: readonly number[];
}

/** The group of each kind of notification (unique per member). */
const groupKeys = {
  moderation: (auditId: number) => `MODERATION:${auditId}`,
  reportResult: (auditId: number) => `REPORT_RESULT:${auditId}`,
  comment: (commentId: number) => `COMMENT:${commentId}`,
  reply: (replyId: number) => `REPLY:${replyId}`,
  thread: (parentCommentId: number) => `REPLY_THREAD:${parentCommentId}`,
  feedLike: (feedId: number) => `FEED_LIKE:${feedId}`,
  commentLike: (commentId: number) => `COMMENT_LIKE:${commentId}`,
};

const allOn = (): NotificationSettings =>
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, 'Y'])) as NotificationSettings;

/**
 * Notifications: who is told what, and when (issue "notifications", item 1).
 *
 * - COMMENT: a comment on my post, one row per comment. REPLY: a reply to my comment, one
 *   row per reply; and, for every other member with a live reply in the thread, one row
 *   per thread (`REPLY_THREAD:<top comment>`) that rises, unread again, with each new
 *   reply, its actors the repliers.
 * - FEED_LIKE, COMMENT_LIKE: one row per liked post or comment, its actors the likers
 *   (newest first); a new like brings it to the top, unread; an unlike takes the actor
 *   away, and the row when none is left.
 * - NOTICE: a pinned notice, once, for members who joined at or before its time (a member
 *   joining later finds it among the pinned notices anyway). Added when the member next
 *   reads their list or count; notices posted while NOTICE was off are never added.
 * - MODERATION: a moderator warned the member, removed their post or comment, suspended
 *   them or lifted it (one row per action; `moderationAction`, `suspendedUntil`).
 *   REPORT_RESULT: a moderator closed reports the member made, with ACTION_TAKEN (remove,
 *   warn, suspend) or NO_VIOLATION (dismiss, lift). Both carry the target's ids and type
 *   in `details` (never its text, never who acted or who else reported) and stay listed
 *   when the post or comment was removed since; a post's title only while the member may
 *   still see the post.
 *
 * Never for one's own act, never between members where either blocked the other, never
 * about a post or comment the member cannot see, never of a type the member turned off.
 * The same rules apply when reading (notificationRepository.ts), so a block, a report or
 * a deletion after the fact hides the notification too. Writes run inside the source's
 * transaction (the comment, like or deletion), and `announce` tells the members whose
 * unread count changed over the live channel once it has committed, and web push their
 * devices.
 */
export class NotificationService {
  readonly #deps: Pick<AppContext, 'db' | 'clock' | 'live' | 'push'>;

  constructor(deps: Pick<AppContext, 'db' | 'clock' | 'live' | 'push'>) {
    this.#deps = deps;
  }

  // ---- Made by members' writes (inside their transactions) ----

  /** A comment or reply was written (`trx`: its transaction). */
  async commentWritten(trx: Db, commentId: number): Promise<Notified> {
    const comment = await repo.findCommentFacts(trx, commentId);
    if (!comment) return [];
    const actorId = comment.user_id;
    const notified: number[] = [];
    const at = this.#now();
    const on = (target: Target) => this.#add(trx, target, actorId, commentId, at, notified);
    if (comment.parent_comment_id === null) {
      await on({
        recipientId: comment.feed_author_id,
        type: 'COMMENT',
        groupKey: groupKeys.comment(commentId),
        feedId: comment.feed_id,
        commentId,
        parentCommentId: null,
      });
      return notified;
    }
    const parentId = comment.parent_comment_id;
    const parentAuthor = comment.parent_author_id;
    if (parentAuthor !== null) {
      await on({
        recipientId: parentAuthor,
        type: 'REPLY',
        groupKey: groupKeys.reply(commentId),
        feedId: comment.feed_id,
        commentId,
        parentCommentId: parentId,
      });
    }
    for (const participant of await repo.threadRepliers(trx, parentId)) {
      if (participant === parentAuthor) continue;
      await on({
        recipientId: participant,
        type: 'REPLY',
        groupKey: groupKeys.thread(parentId),
        feedId: comment.feed_id,
        // The newest visible reply is answered as its comment (notificationRepository).
        commentId: null,
        parentCommentId: parentId,
      });
    }
    return notified;
  }

  /**
   * A comment was deleted (with its replies, for a top-level one): its rows, its replies'
   * and its thread's go, and so do the acts made with them (a thread row with no reply left
   * goes too).
   */
  async commentDeleted(trx: Db, commentId: number): Promise<Notified> {
    const ids = [commentId, ...(await repo.replyIds(trx, commentId))];
    const removed = await repo.removeRowsAbout(trx, { commentIds: ids, threadOf: commentId });
    const touched = await repo.removeActsOfComments(trx, ids);
    removed.push(...(await repo.removeRowsWithoutActs(trx, touched)));
    return unreadOwners(removed);
  }

  /** A post was deleted: every notification about it goes. */
  async feedDeleted(trx: Db, feedId: number): Promise<Notified> {
    return unreadOwners(await repo.removeRowsAbout(trx, { feedId }));
  }

  /** A member liked a post (`liked`), or took the like back. */
  async feedLiked(trx: Db, feedId: number, actorId: number, liked: boolean): Promise<Notified> {
    const authorId = await repo.findFeedAuthor(trx, feedId);
    if (authorId === undefined) return [];
    return this.#like(
      trx,
      {
        recipientId: authorId,
        type: 'FEED_LIKE',
        groupKey: groupKeys.feedLike(feedId),
        feedId,
        commentId: null,
        parentCommentId: null,
      },
      actorId,
      liked,
    );
  }

  /** A member liked a comment (`liked`), or took the like back. */
  async commentLiked(
    trx: Db,
    commentId: number,
    actorId: number,
    liked: boolean,
  ): Promise<Notified> {
    const comment = await repo.findCommentFacts(trx, commentId);
    if (!comment) return [];
    return this.#like(
      trx,
      {
        recipientId: comment.user_id,
        type: 'COMMENT_LIKE',
        groupKey: groupKeys.commentLike(commentId),
        feedId: comment.feed_id,
        commentId,
        parentCommentId: comment.parent_comment_id,
      },
      actorId,
      liked,
    );
  }

  /**
   * Tell these members their unread count over the live channel; after the commit. Never
   * throws: a lost event only delays the badge until the next read.
   */
  async announce(userIds: Notified): Promise<void> {
    for (const userId of new Set(userIds)) {
      try {
        const viewer = await repo.findRecipient(this.#deps.db, userId);
        if (!viewer) continue;
        await this.#publish(userId, await this.#unread(viewer));
      } catch {
        // The count is read again with the member's next call.
      }
    }
    // Their devices with push turned on hear of it too, in the background: never a delay or a
    // failure of the write (features/push).
    this.#deps.push.notified(userIds);
  }

  /**
   * A moderator acted (`trx`: the action's transaction): the author is told unless it was a
   * dismissal, the reporters whose reports it closed are told the outcome; each only with
   * the type on and the account active.
   */
  async moderationTold(trx: Db, told: ModerationTold): Promise<Notified> {
    const at = this.#now();
    const notified: number[] = [];
    const about = {
      targetType: told.target.type,
      feedId: told.target.feedId,
      commentId: told.target.commentId,
      parentCommentId: told.target.parentCommentId,
    };
    if (told.action !== 'DISMISS') {
      const details: ToldDetails = {
        ...about,
        moderationAction: told.action,
        ...(told.action === 'SUSPEND' ? { suspendedUntil: told.suspendedUntil } : {}),
      };
      const row = {
        userId: told.authorId,
        type: 'MODERATION' as const,
        groupKey: groupKeys.moderation(told.auditId),
        details: JSON.stringify(details),
      };
      if (await this.#tell(trx, row, at)) notified.push(told.authorId);
    }
    const outcome =
      told.action === 'DISMISS' || told.action === 'UNSUSPEND' ? 'NO_VIOLATION' : 'ACTION_TAKEN';
    for (const reporterId of new Set(told.reporters)) {
      const details: ToldDetails = { ...about, reportOutcome: outcome };
      const row = {
        userId: reporterId,
        type: 'REPORT_RESULT' as const,
        groupKey: groupKeys.reportResult(told.auditId),
        details: JSON.stringify(details),
      };
      if (await this.#tell(trx, row, at)) notified.push(reporterId);
    }
    return notified;
  }

  // ---- The member's own calls ----

  /** A page of the member's notifications, with their unread count. */
  async list(
    viewer: Viewer,
    page: number,
    size: number,
    isoCode: string,
    readLanguages: readonly string[],
  ): Promise<NotificationListData> {
    const { db } = this.#deps;
    const added = await this.#addNotices(viewer.userId);
    const enabled = await this.#enabled(viewer.userId);
    const rows = await repo.pageOfRows(db, viewer, enabled, page, size);
    const total = await repo.countShown(db, viewer, enabled, false);
    const unreadCount = await repo.countShown(db, viewer, enabled, true);
    const notificationList = await this.#items(viewer, rows, isoCode, readLanguages);
    if (added) await this.#publish(viewer.userId, unreadCount);
    return {
      notificationList,
      unreadCount,
      pagination: pagination(page, size, total, notificationList.length),
    };
  }

  /**
   * The member's newest unread notifications (at most `size`), worded from the same items as
   * their list, with each one's group and the time it last rose. Nothing is added or
   * announced: web push reads them after `announce` (features/push).
   */
  async newestUnread(viewer: Viewer, size: number, isoCode: string): Promise<UnreadNotification[]> {
    const enabled = await this.#enabled(viewer.userId);
    const rows = await repo.pageOfRows(this.#deps.db, viewer, enabled, 1, size, {
      unreadOnly: true,
    });
    const items = await this.#items(viewer, rows, isoCode, viewer.readLanguages ?? []);
    return rows.map((row, index) => ({
      item: items[index]!,
      groupKey: row.group_key,
      raisedAt: row.updated_at,
    }));
  }

  /** How many of the member's notifications are unread. */
  async unreadCount(viewer: Viewer): Promise<number> {
    const added = await this.#addNotices(viewer.userId);
    const count = await this.#unread(viewer);
    if (added) await this.#publish(viewer.userId, count);
    return count;
  }

  /** Mark some of the member's notifications read (others' ids are ignored), or all. */
  async markRead(viewer: Viewer, ids: readonly number[] | 'all'): Promise<number> {
    const changed = await repo.markRead(this.#deps.db, viewer.userId, ids);
    const count = await this.#unread(viewer);
    if (changed > 0) await this.#publish(viewer.userId, count);
    return count;
  }

  /** The member's settings (`db`: a transaction, inside one). */
  async settings(userId: number, db: Db = this.#deps.db): Promise<NotificationSettings> {
    const settings = allOn();
    for (const row of await repo.settingsOf(db, userId)) {
      if (isType(row.notification_type)) settings[row.notification_type] = row.enabled;
    }
    return settings;
  }

  /** Turn types on or off; the others stay as they are. */
  async updateSettings(
    viewer: Viewer,
    update: NotificationSettingsUpdate,
  ): Promise<NotificationSettings> {
    const { db } = this.#deps;
    const before = await this.settings(viewer.userId);
    const changes = NOTIFICATION_TYPES.flatMap((type) => {
      const wanted = update[type];
      return wanted !== undefined && wanted !== before[type] ? [[type, wanted] as const] : [];
    });
    if (changes.length === 0) return before;
    // The notices posted while NOTICE was on are added before it goes off, so that those
    // posted while it is off can be told apart (never added) when it comes back on.
    if (changes.some(([type, wanted]) => type === 'NOTICE' && wanted === 'N')) {
      await this.#addNotices(viewer.userId);
    }
    const at = this.#now();
    await db.transaction().execute(async (trx) => {
      for (const [type, wanted] of changes)
        await repo.saveSetting(trx, viewer.userId, type, wanted, at);
    });
    await this.#publish(viewer.userId, await this.#unread(viewer));
    return this.settings(viewer.userId);
  }

  // ---- Inside ----

  #now(): string {
    return toUtcString(this.#deps.clock.now());
  }

  async #enabled(userId: number, db: Db = this.#deps.db): Promise<NotificationType[]> {
    const settings = await this.settings(userId, db);
    return NOTIFICATION_TYPES.filter((type) => settings[type] === 'Y');
  }

  /** The list's items for these rows, in the reader's language (titles), ids and actors only. */
  async #items(
    viewer: Viewer,
    rows: readonly repo.ShownRow[],
    isoCode: string,
    readLanguages: readonly string[],
  ): Promise<NotificationItem[]> {
    const { db } = this.#deps;
    const ids = rows.map((row) => row.notification_id);
    const actors = await repo.actorsOf(db, viewer, ids, NOTIFICATION_LIMITS.actorsShown);
    const told = new Map(rows.map((row) => [row.notification_id, parseToldDetails(row.details)]));
    const feedIds = [
      ...new Set(rows.flatMap((row) => (row.feed_id === null ? [] : [row.feed_id]))),
    ];
    const titled = [...feedIds, ...(await this.#toldFeedsShown(viewer, [...told.values()]))];
    const titles = await repo.feedTitles(db, titled, isoCode);
    const feedById = new Map(titles.feeds.map((feed) => [feed.feed_id, feed]));
    const translatedTitle = new Map(titles.translations.map((t) => [t.feed_id, t.title]));

    return rows.map((row): NotificationItem => {
      const own = actors.filter((actor) => actor.notificationId === row.notification_id);
      const details = told.get(row.notification_id) ?? null;
      const feedId = details ? details.feedId : row.feed_id;
      const feed = feedId === null ? undefined : feedById.get(feedId);
      const translation = feedId === null ? undefined : translatedTitle.get(feedId);
      const newestComment = own[0]?.commentId || null;
      return {
        notificationId: row.notification_id,
        notificationType: row.notification_type as NotificationType,
        feedId,
        commentId: details ? details.commentId : (row.comment_id ?? newestComment),
        parentCommentId: details ? details.parentCommentId : row.parent_comment_id,
        noticeId: row.notice_id,
        actorList: own.map((actor) => ({
          userId: actor.actorId,
          userNickname: actor.nickname,
          userProfileImageUrl: fileUrl(actor.profileImagePath),
        })),
        actorCount: own[0]?.actorCount ?? 0,
        isRead: row.is_read,
        notificationCreateDatetime: row.latest_at,
        feedTitle: feed?.feed_title ?? null,
        translatedFeedTitleMap:
          feed &&
          translation &&
          !shownAsWritten(feed.detected_language_code, isoCode, readLanguages)
            ? { [isoCode]: translation }
            : {},
        ...(details ? toldFields(details) : {}),
      };
    });
  }

  #unread(viewer: Viewer): Promise<number> {
    return this.#enabled(viewer.userId).then((enabled) =>
      repo.countShown(this.#deps.db, viewer, enabled, true),
    );
  }

  /**
   * Of the posts told rows are about, those the member may still see: only their titles
   * are given (a removed or hidden post's title is not the member's to read any more).
   */
  async #toldFeedsShown(viewer: Viewer, told: readonly (ToldDetails | null)[]) {
    const feedIds = [...new Set(told.flatMap((details) => details?.feedId ?? []))];
    if (feedIds.length === 0) return [];
    const rows = await visibleFeeds(this.#deps.db, viewer)
      .select('f.feed_id')
      .where('f.feed_id', 'in', feedIds)
      .execute();
    return rows.map((row) => row.feed_id);
  }

  /** Add a told row when the member is active and has the type on; answers whether it was. */
  async #tell(trx: Db, row: repo.ToldRow, at: string): Promise<boolean> {
    if (!(await repo.findRecipient(trx, row.userId))) return false;
    if (!(await this.#enabled(row.userId, trx)).includes(row.type)) return false;
    return repo.addToldRow(trx, row, at);
  }

  async #publish(userId: number, unreadCount: number): Promise<void> {
    try {
      await this.#deps.live.publish({ type: 'unread', unreadCount }, userId);
    } catch {
      // Publishing never fails a call.
    }
  }

  /**
   * Add the member's NOTICE rows for the pinned notices posted since they joined (or since
   * they last turned NOTICE back on); answers whether any was added.
   */
  async #addNotices(userId: number): Promise<boolean> {
    const { db } = this.#deps;
    const rows = await repo.settingsOf(db, userId);
    const notice = rows.find((row) => row.notification_type === 'NOTICE');
    if (notice?.enabled === 'N') return false;
    const joined = await repo.memberSince(db, userId);
    if (joined === undefined) return false;
    const since = notice && notice.changed_at > joined ? notice.changed_at : joined;
    return (await repo.addNoticeRows(db, userId, since)) > 0;
  }

  /**
   * Add an act to the recipient's row of the target, when the rules allow: not their own
   * act, the type on, no block either way, the post and comments visible to them.
   */
  async #add(
    trx: Db,
    target: Target,
    actorId: number,
    actCommentId: number,
    at: string,
    notified: number[],
  ): Promise<void> {
    if (!(await this.#allowed(trx, target, actorId))) return;
    const existing = await repo.findRow(trx, target.recipientId, target.groupKey);
    const notificationId = await repo.raiseRow(
      trx,
      { ...target, userId: target.recipientId, noticeId: null },
      at,
    );
    await repo.addAct(trx, notificationId, actorId, actCommentId, at);
    if (!existing || existing.is_read === 'Y') notified.push(target.recipientId);
  }

  async #allowed(trx: Db, target: Target, actorId: number): Promise<boolean> {
    const { recipientId } = target;
    if (recipientId === actorId) return false;
    if (!(await this.#enabled(recipientId, trx)).includes(target.type)) return false;
    if (await repo.isBlockedEitherWay(trx, recipientId, actorId)) return false;
    const viewer = await repo.findRecipient(trx, recipientId);
    if (!viewer) return false;
    if (!(await isVisible(trx, viewer, target.feedId))) return false;
    for (const commentId of [target.commentId, target.parentCommentId]) {
      if (commentId !== null && !(await findVisibleComment(trx, viewer, target.feedId, commentId)))
        return false;
    }
    return true;
  }

  async #like(trx: Db, target: Target, actorId: number, liked: boolean): Promise<Notified> {
    const existing = await repo.findRow(trx, target.recipientId, target.groupKey);
    if (liked) {
      // Liking again what one likes already is no new like.
      if (existing && (await repo.hasAct(trx, existing.notification_id, actorId, repo.LIKE_ACT)))
        return [];
      const notified: number[] = [];
      await this.#add(trx, target, actorId, repo.LIKE_ACT, this.#now(), notified);
      return notified;
    }
    if (!existing) return [];
    await repo.removeAct(trx, existing.notification_id, actorId, repo.LIKE_ACT);
    return unreadOwners(await repo.removeRowsWithoutActs(trx, [existing.notification_id]));
  }
}

/** The told fields of a MODERATION or REPORT_RESULT item. */
function toldFields(details: ToldDetails): Partial<NotificationItem> {
  return {
    targetType: details.targetType,
    moderationAction: details.moderationAction ?? null,
    suspendedUntil: details.suspendedUntil ?? null,
    reportOutcome: details.reportOutcome ?? null,
  };
}

const isType = (value: string): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value);

/** The members of removed rows that were unread: their count went down. */
const unreadOwners = (removed: readonly repo.RemovedRow[]): Notified => [
  ...new Set(removed.filter((row) => row.is_read === 'N').map((row) => row.user_id)),
];
