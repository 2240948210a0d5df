import type { TFunction } from 'i18next';
import type { NotificationItem } from '@kfeed/contracts/notification';
import { feedContentUrl } from '@kfeed/kit/postNavigation';
import { noticePath, replyPath } from '@kfeed/kit/routes';
import { formatDateTime } from '../../lib/dateTime.ts';

/**
 * The post's title in the reader's language: its translation when one is finished, else as
 * written.
 */
export function notificationTitle(item: NotificationItem, language: string): string | null {
  const map = item.translatedFeedTitleMap ?? {};
  const wanted = language.toLowerCase();
  const translated =
    map[language] ?? Object.entries(map).find(([code]) => code.toLowerCase() === wanted)?.[1];
  return translated?.trim() || item.feedTitle?.trim() || null;
}

/** The keys of the types whose text names others besides the newest actor. */
const GROUPED = {
  REPLY: 'reply',
  FEED_LIKE: 'feed_like',
  COMMENT_LIKE: 'comment_like',
} as const;

type Target = 'FEED' | 'COMMENT' | 'USER';

/** What a MODERATION or REPORT_RESULT row is about: as the server says, else from its ids. */
function targetOf(item: NotificationItem): Target | null {
  if (item.targetType) return item.targetType;
  if (item.commentId !== null) return 'COMMENT';
  return item.feedId !== null ? 'FEED' : null;
}

const TARGET_KEY = { FEED: 'feed', COMMENT: 'comment', USER: 'user' } as const;

/**
 * What a moderator did about the reader's post, comment or account (never who): "A moderator
 * warned you about your post “…”", "Your account is suspended until <date, time>".
 */
function moderationText(item: NotificationItem, t: TFunction<'mypage'>, language: string): string {
  const target = targetOf(item);
  const key = (name: string) => `notifications.text.moderated.${name}`;
  // A post's title comes only while the member may still see the post (not once removed).
  const title = notificationTitle(item, language);
  const aboutPost = (name: 'warn_feed' | 'remove_feed') =>
    title ? t(key(name), { title }) : t(key(`${name}_untitled`));
  switch (item.moderationAction) {
    case 'WARN':
      if (target === 'FEED') return aboutPost('warn_feed');
      return t(key(target === 'COMMENT' ? 'warn_comment' : 'warn_account'));
    case 'REMOVE':
      if (target === 'FEED') return aboutPost('remove_feed');
      return t(key(target ? `remove_${TARGET_KEY[target]}` : 'remove_other'));
    case 'SUSPEND': {
      // null: for good.
      if (!item.suspendedUntil) return t(key('suspend_forever'));
      const until = formatDateTime(item.suspendedUntil, language);
      return until ? t(key('suspend_until'), { until }) : t('notifications.text.moderation');
    }
    case 'UNSUSPEND':
      return t(key('unsuspend'));
    default:
      return t('notifications.text.moderation');
  }
}

/** What came of the reader's report, on a post, a comment or a member (never who acted). */
function reportResultText(item: NotificationItem, t: TFunction<'mypage'>): string {
  const outcome =
    item.reportOutcome === 'ACTION_TAKEN'
      ? 'taken'
      : item.reportOutcome === 'NO_VIOLATION'
        ? 'clear'
        : null;
  if (!outcome) return t('notifications.text.report_result');
  const target = targetOf(item);
  return t(`notifications.text.report_outcome.${outcome}${target ? `_${TARGET_KEY[target]}` : ''}`);
}

/**
 * One notification in the reader's language, from its ids and actors: "Minh commented on
 * your post “…”", "Minh and 3 others liked your post “…”".
 */
export function notificationText(
  item: NotificationItem,
  t: TFunction<'mypage'>,
  language: string,
): string {
  const name = item.actorList[0]?.userNickname || t('notifications.someone');
  const title = notificationTitle(item, language) ?? t('notifications.untitled');
  const others = Math.max(0, item.actorCount - 1);
  switch (item.notificationType) {
    case 'COMMENT':
      return t('notifications.text.comment', { name, title });
    case 'REPLY':
    case 'FEED_LIKE':
    case 'COMMENT_LIKE': {
      const key = GROUPED[item.notificationType];
      return others > 0
        ? t(`notifications.text.${key}_others`, { name, title, count: others })
        : t(`notifications.text.${key}`, { name, title });
    }
    case 'NOTICE':
      return t('notifications.text.notice');
    case 'MODERATION':
      return moderationText(item, t, language);
    case 'REPORT_RESULT':
      return reportResultText(item, t);
    default:
      return t('notifications.text.other');
  }
}

/** Whether the post a told row is about is still the member's to see: it has a title then. */
const isStillShown = (item: NotificationItem) =>
  !!item.feedTitle?.trim() || Object.keys(item.translatedFeedTitleMap ?? {}).length > 0;

/**
 * Where a notification leads: a comment or a like of a post to the post, a reply to the
 * reply screen of its thread (a like of a reply too), a notice to the notice, a moderator's
 * warning to the post (or thread) it is about while that still exists. Null: nowhere to go
 * (it is only marked read): what a moderator removed, a post gone since, a suspension, the
 * outcome of a report (the reported content is no longer shown to its reporter).
 */
export function notificationTarget(item: NotificationItem): string | null {
  const { feedId, parentCommentId, noticeId } = item;
  const post = feedId === null ? null : feedContentUrl(feedId, { from: 'notifications' });
  const thread =
    feedId === null || parentCommentId === null
      ? null
      : `${replyPath(feedId, parentCommentId)}?originalFrom=notifications`;
  switch (item.notificationType) {
    case 'REPLY':
    case 'COMMENT_LIKE':
      return thread ?? post;
    case 'NOTICE':
      return noticeId === null ? null : noticePath(noticeId);
    case 'MODERATION':
      // A warning leaves the post in place: opened while the member may still see it (the
      // server gives its title only then). What was removed, and a suspension, lead nowhere.
      return item.moderationAction === 'WARN' && isStillShown(item) ? (thread ?? post) : null;
    case 'REPORT_RESULT':
      return null;
    default:
      return post;
  }
}
