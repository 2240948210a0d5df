import { NOTIFICATION_LIMITS } from '@kfeed/contracts/limits';
import type { NotificationSettingsUpdate } from '@kfeed/contracts/notification';
import { notificationRoutes } from '@kfeed/contracts/routes/notification';
import { call } from '@kfeed/platform/calls/apiCall';

/** A page of my notifications (20), worded from ids; titles translated into `isoCode`. */
export const getNotificationList = (page: number, isoCode: string) =>
  call(
    notificationRoutes.getNotificationList,
    { page, size: NOTIFICATION_LIMITS.pageSize, isoCode },
    { silent: true },
  );

/** Mark these notifications read; answers the unread count. */
export const readNotifications = (notificationIdList: number[]) =>
  call(notificationRoutes.readNotification, { notificationIdList }, { silent: true });

/** Mark every notification read; answers the unread count. */
export const readAllNotifications = () =>
  call(notificationRoutes.readNotification, { all: true }, { silent: true });

/** Which types I hear about. */
export const getNotificationSettings = () =>
  call(notificationRoutes.getSettings, {}, { silent: true });

/** Turn some types on or off; answers every type's setting. */
export const updateNotificationSettings = (update: NotificationSettingsUpdate) =>
  call(notificationRoutes.updateSettings, update, { silent: true });
