import type { NotificationItem } from '@kfeed/contracts/notification';

/**
 * What a MODERATION or REPORT_RESULT row tells (notifications.details, JSON): the action or
 * the outcome, and the ids of what it was about. Never who acted, who else reported, nor
 * any text: the app words it, and a removed post's words stay with the moderators.
 */
export interface ToldDetails {
  targetType: NonNullable<NotificationItem['targetType']>;
  feedId: number | null;
  commentId: number | null;
  parentCommentId: number | null;
  moderationAction?: NonNullable<NotificationItem['moderationAction']>;
  /** MODERATION SUSPEND: until when (null: for good). */
  suspendedUntil?: string | null;
  reportOutcome?: NonNullable<NotificationItem['reportOutcome']>;
}

const TARGET_TYPES = new Set(['FEED', 'COMMENT', 'USER']);
const ACTIONS = new Set(['WARN', 'REMOVE', 'SUSPEND', 'UNSUSPEND']);
const OUTCOMES = new Set(['ACTION_TAKEN', 'NO_VIOLATION']);

const idOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** The details of a row as stored; null when there are none or they cannot be read. */
export function parseToldDetails(text: string | null): ToldDetails | null {
  if (!text) return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value.targetType !== 'string' || !TARGET_TYPES.has(value.targetType)) return null;
  const details: ToldDetails = {
    targetType: value.targetType as ToldDetails['targetType'],
    feedId: idOrNull(value.feedId),
    commentId: idOrNull(value.commentId),
    parentCommentId: idOrNull(value.parentCommentId),
  };
  if (typeof value.moderationAction === 'string' && ACTIONS.has(value.moderationAction)) {
    details.moderationAction = value.moderationAction as NonNullable<
      ToldDetails['moderationAction']
    >;
  }
  if ('suspendedUntil' in value) {
    details.suspendedUntil = typeof value.suspendedUntil === 'string' ? value.suspendedUntil : null;
  }
  if (typeof value.reportOutcome === 'string' && OUTCOMES.has(value.reportOutcome)) {
    details.reportOutcome = value.reportOutcome as NonNullable<ToldDetails['reportOutcome']>;
  }
  return details;
}
