import type { LanguageCode } from '@kfeed/contracts/languages';
import type { NotificationItem } from '@kfeed/contracts/notification';
import type { PushPayload } from '@kfeed/contracts/push';
import { suspendedUntilText } from '../../http/accessMessages.ts';
import { pushText, type PushTextKey } from '../../i18n/pushTexts.ts';
import type { UnreadNotification } from '../notification/notificationService.ts';

/**
 * What a push says and where it leads, from the item the member's notifications screen
 * shows (so it carries nothing that screen would not: no text of a post or comment, a post's
 * title only while the member may see the post, never who moderated). The wording and the
 * links follow mf-mypage's notificationText.ts.
 */
export function pushPayload(unread: UnreadNotification, language: LanguageCode): PushPayload {
  const { item } = unread;
  return {
    title: pushText(language, TITLES[item.notificationType]),
    body: pushBody(item, language),
    url: pushUrl(item),
    tag: unread.groupKey,
    notificationId: item.notificationId,
  };
}

const TITLES: Record<NotificationItem['notificationType'], PushTextKey> = {
  COMMENT: 'title_comment',
  REPLY: 'title_reply',
  FEED_LIKE: 'title_like',
  COMMENT_LIKE: 'title_like',
  NOTICE: 'title_notice',
  MODERATION: 'title_moderation',
  REPORT_RESULT: 'title_report',
};

/** The post's title in the member's language: its finished translation, else as written. */
function titleOf(item: NotificationItem): string | null {
  const translated = Object.values(item.translatedFeedTitleMap)[0];
  return translated?.trim() || item.feedTitle?.trim() || null;
}

type Target = 'FEED' | 'COMMENT' | 'USER';

function targetOf(item: NotificationItem): Target | null {
  if (item.targetType) return item.targetType;
  if (item.commentId !== null) return 'COMMENT';
  return item.feedId !== null ? 'FEED' : null;
}

const TARGET_KEY = { FEED: 'feed', COMMENT: 'comment', USER: 'user' } as const;

function moderationBody(item: NotificationItem, language: LanguageCode): string {
  const target = targetOf(item);
  const title = titleOf(item);
  const aboutPost = (key: 'warn_feed' | 'remove_feed') =>
    title
      ? pushText(language, `moderated_${key}`, { title })
      : pushText(language, `moderated_${key}_untitled`);
  switch (item.moderationAction) {
    case 'WARN':
      if (target === 'FEED') return aboutPost('warn_feed');
      return pushText(
        language,
        target === 'COMMENT' ? 'moderated_warn_comment' : 'moderated_warn_account',
      );
    case 'REMOVE':
      if (target === 'FEED') return aboutPost('remove_feed');
      return pushText(
        language,
        target ? `moderated_remove_${TARGET_KEY[target]}` : 'moderated_remove_other',
      );
    case 'SUSPEND':
      return item.suspendedUntil
        ? pushText(language, 'moderated_suspend_until', {
            until: suspendedUntilText(item.suspendedUntil),
          })
        : pushText(language, 'moderated_suspend_forever');
    case 'UNSUSPEND':
      return pushText(language, 'moderated_unsuspend');
    default:
      return pushText(language, 'moderation');
  }
}

function reportResultBody(item: NotificationItem, language: LanguageCode): string {
  const outcome =
    item.reportOutcome === 'ACTION_TAKEN'
      ? 'taken'
      : item.reportOutcome === 'NO_VIOLATION'
        ? 'clear'
        : null;
  if (!outcome) return pushText(language, 'report_result');
  const target = targetOf(item);
  return pushText(
    language,
    target ? `report_${outcome}_${TARGET_KEY[target]}` : `report_${outcome}`,
  );
}

/** "Minh replied to your comment", "Minh and 3 others liked your post “…”". */
function pushBody(item: NotificationItem, language: LanguageCode): string {
  const name = item.actorList[0]?.userNickname || pushText(language, 'someone');
  const title = titleOf(item) ?? pushText(language, 'untitled');
  const count = Math.max(0, item.actorCount - 1);
  switch (item.notificationType) {
    case 'COMMENT':
      return pushText(language, 'comment', { name, title });
    case 'REPLY':
      return count > 0
        ? pushText(language, 'reply_others', { name, count })
        : pushText(language, 'reply', { name });
    case 'FEED_LIKE':
      return count > 0
        ? pushText(language, 'feed_like_others', { name, title, count })
        : pushText(language, 'feed_like', { name, title });
    case 'COMMENT_LIKE':
      return count > 0
        ? pushText(language, 'comment_like_others', { name, count })
        : pushText(language, 'comment_like', { name });
    case 'NOTICE':
      return pushText(language, 'notice');
    case 'MODERATION':
      return moderationBody(item, language);
    case 'REPORT_RESULT':
      return reportResultBody(item, language);
    default:
      return pushText(language, 'other');
  }
}

/** The notifications screen: where a push with nothing else to open leads. */
const NOTIFICATIONS_PATH = '/notifications';

/**
 * The path a tap opens, as the notifications screen links: a comment or a like of a post to
 * the post, a reply (or a like of a reply) to its thread, a notice to the notice, a warning to
 * what it is about while the member may still see it; anything else to the notifications.
 */
export function pushUrl(item: NotificationItem): string {
  const { feedId, parentCommentId, noticeId } = item;
  const post = feedId === null ? null : `/feed/${feedId}?from=notifications`;
  const thread =
    feedId === null || parentCommentId === null
      ? null
      : `/feed/${feedId}/reply/${parentCommentId}?originalFrom=notifications`;
  switch (item.notificationType) {
    case 'REPLY':
    case 'COMMENT_LIKE':
      return thread ?? post ?? NOTIFICATIONS_PATH;
    case 'NOTICE':
      return noticeId === null ? NOTIFICATIONS_PATH : `/notice/${noticeId}`;
    case 'MODERATION':
      return item.moderationAction === 'WARN' && titleOf(item) !== null
        ? (thread ?? post ?? NOTIFICATIONS_PATH)
        : NOTIFICATIONS_PATH;
    case 'REPORT_RESULT':
      return NOTIFICATIONS_PATH;
    default:
      return post ?? NOTIFICATIONS_PATH;
  }
}
