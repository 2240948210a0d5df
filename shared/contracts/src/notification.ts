import type { Static } from 'typebox';
import type * as S from '@kfeed/contracts/schemas/notification';

export { NOTIFICATION_LIMITS, NOTIFICATION_TYPES } from '@kfeed/contracts/limits';

export type NotificationType = Static<typeof S.NotificationType>;
export type NotificationActor = Static<typeof S.NotificationActor>;
export type NotificationItem = Static<typeof S.NotificationItem>;
export type NotificationListQuery = Static<typeof S.NotificationListQuery>;
export type NotificationListData = Static<typeof S.NotificationListData>;
export type UnreadCountData = Static<typeof S.UnreadCountData>;
export type ReadNotificationRequest = Static<typeof S.ReadNotificationRequest>;
export type NotificationSettings = Static<typeof S.NotificationSettings>;
export type NotificationSettingsUpdate = Static<typeof S.NotificationSettingsUpdate>;
export type LiveTicketData = Static<typeof S.LiveTicketData>;
export type LiveEventBody = Static<typeof S.LiveEventBody>;
export type LiveEvent = Static<typeof S.LiveEvent>;
export type LiveEventsData = Static<typeof S.LiveEventsData>;
