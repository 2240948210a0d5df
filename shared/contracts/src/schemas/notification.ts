import { Type } from 'typebox';
import {
  Id,
  IsoCode,
  Nullable,
  NullableInteger,
  NullableString,
  Page,
  Pagination,
  YesNo,
} from '@kfeed/contracts/schemas/primitives';
import { NOTIFICATION_LIMITS, NOTIFICATION_TYPES } from '@kfeed/contracts/limits';

export const NotificationType = Type.Enum([...NOTIFICATION_TYPES]);

export const NotificationActor = Type.Object({
  userId: Type.Integer(),
  userNickname: Type.String(),
  userProfileImageUrl: NullableString,
});

/**
 * One notification: ids and actors, never text; the app words it in the reader's language.
 * Likes are grouped per target (one row that rises when a new like comes).
 */
export const NotificationItem = Type.Object({
  notificationId: Type.Integer(),
  notificationType: NotificationType,
  feedId: NullableInteger,
  commentId: NullableInteger,
  parentCommentId: NullableInteger,
  noticeId: NullableInteger,
  /** The newest actors first (at most NOTIFICATION_LIMITS.actorsShown). */
  actorList: Type.Array(NotificationActor),
  /** Every actor of the group, the ones not listed included. */
  actorCount: Type.Integer(),
  isRead: YesNo,
  notificationCreateDatetime: Type.String({
    description: 'UTC, YYYY-MM-DDTHH:mm:ssZ; the latest activity',
  }),
  /** The post's title as written, when the notification is about a post. */
  feedTitle: NullableString,
  /** The post's title by language, where a finished translation exists. */
  translatedFeedTitleMap: Type.Record(Type.String(), Type.String()),
  /**
   * MODERATION: what a moderator did about the member's content or account (never who);
   * the post, comment or member it was about is in feedId / commentId / targetType.
   */
  moderationAction: Type.Optional(Nullable(Type.Enum(['WARN', 'REMOVE', 'SUSPEND', 'UNSUSPEND']))),
  /** MODERATION SUSPEND: until when (null: for good). */
  suspendedUntil: Type.Optional(NullableString),
  /** REPORT_RESULT: what came of the member's report (never who acted or who else reported). */
  reportOutcome: Type.Optional(Nullable(Type.Enum(['ACTION_TAKEN', 'NO_VIOLATION']))),
  /** MODERATION and REPORT_RESULT: what the report or action was about. */
  targetType: Type.Optional(Nullable(Type.Enum(['FEED', 'COMMENT', 'USER']))),
});

export const NotificationListQuery = Type.Object({
  page: Page,
  size: Type.Integer({
    minimum: 1,
    maximum: NOTIFICATION_LIMITS.pageSizeMax,
    default: NOTIFICATION_LIMITS.pageSize,
  }),
  isoCode: Type.Optional(IsoCode),
});

export const NotificationListData = Type.Object({
  notificationList: Type.Array(NotificationItem),
  unreadCount: Type.Integer(),
  pagination: Pagination,
});

export const UnreadCountData = Type.Object({ unreadCount: Type.Integer() });

/** Mark some notifications read, or all of them. */
export const ReadNotificationRequest = Type.Union([
  Type.Object(
    {
      notificationIdList: Type.Array(Id, {
        minItems: 1,
        maxItems: NOTIFICATION_LIMITS.readIdsMax,
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);

/** Per type: 'Y' on (the default), 'N' off. */
export const NotificationSettings = Type.Object({
  COMMENT: YesNo,
  REPLY: YesNo,
  FEED_LIKE: YesNo,
  COMMENT_LIKE: YesNo,
  NOTICE: YesNo,
  MODERATION: YesNo,
  REPORT_RESULT: YesNo,
});

/** Some types to change; the others stay as they are (an unknown type is refused). */
export const NotificationSettingsUpdate = Type.Partial(NotificationSettings, {
  minProperties: 1,
  additionalProperties: false,
});

/** A single-use ticket that opens the live stream (the access token never goes in a URL). */
export const LiveTicketData = Type.Object({
  ticket: Type.String(),
  expiresInSeconds: Type.Integer(),
});

export const LiveStreamQuery = Type.Object({
  ticket: Type.String({ minLength: 16, maxLength: 128 }),
  /**
   * The last event id the page saw, for a stream opened anew (a new ticket is a new URL, so
   * the browser sends no Last-Event-ID): what came after it is replayed first. The
   * Last-Event-ID header, when sent, wins.
   */
  lastEventId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
});

/** What the live channel carries; each event has an id for Last-Event-ID and polling. */
export const LiveEventBody = Type.Union([
  Type.Object({ type: Type.Literal('unread'), unreadCount: Type.Integer() }),
  Type.Object({
    type: Type.Literal('comment'),
    feedId: Type.Integer(),
    commentId: Type.Integer(),
    parentCommentId: NullableInteger,
    authorId: Type.Integer(),
  }),
  Type.Object({
    type: Type.Literal('translation'),
    targetType: Type.Enum(['FEED', 'COMMENT']),
    targetId: Type.Integer(),
    feedId: Type.Integer(),
    isoCode: Type.String(),
  }),
  /** A member's introduction in `isoCode` is ready (targetId: the member). */
  Type.Object({
    type: Type.Literal('translation'),
    targetType: Type.Literal('PROFILE'),
    targetId: Type.Integer(),
    isoCode: Type.String(),
  }),
  Type.Object({
    type: Type.Literal('new-post'),
    feedId: Type.Integer(),
    categoryId: Type.Integer(),
    feedType: Type.String(),
    authorId: Type.Integer(),
  }),
]);

export const LiveEvent = Type.Object({ eventId: Type.Integer(), event: LiveEventBody });

/** The polling fallback: events after the last one seen. */
export const LiveEventsQuery = Type.Object({
  afterEventId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
});

export const LiveEventsData = Type.Object({
  eventList: Type.Array(LiveEvent),
  /** The newest event id; poll after it next time. */
  lastEventId: Type.Integer(),
});
