import type { TFunction } from 'i18next';
import type { NotificationItem } from '@kfeed/contracts/notification';
import { feedContentUrl } from '@kfeed/kit/postNavigation';
import { noticePath, replyPath } from '@kfeed/kit/routes';

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
      return t('notifications.text.moderation');
    case 'REPORT_RESULT':
      return t('notifications.text.report_result');
    default:
      return t('notifications.text.other');
  }
}

/**
 * Where a notification leads: a comment or a like of a post to the post, a reply to the
 * reply screen of its thread (a like of a reply too), a notice to the notice. Null: nowhere
 * to go (it is only marked read).
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
    default:
      return post;
  }
}
