import { defineRoutes } from '@kfeed/contracts/routes/route';

/** What happened to my posts and comments, and my choice of what to hear about. */
export const notificationRoutes = defineRoutes({
  getNotificationList: {
    method: 'GET',
    path: '/api/notification/getNotificationList',
    tag: 'notification',
    summary: 'My notifications, newest activity first, 20 a page, with the unread count',
    access: 'member',
    query: 'NotificationListQuery',
    answer: 'NotificationListData',
  },
  getUnreadCount: {
    method: 'GET',
    path: '/api/notification/getUnreadCount',
    tag: 'notification',
    summary: 'How many of my notifications are unread',
    access: 'member',
    answer: 'UnreadCountData',
  },
  readNotification: {
    method: 'POST',
    path: '/api/notification/readNotification',
    tag: 'notification',
    summary: 'Mark notifications read: {notificationIdList} or {all: true}',
    access: 'member',
    writeLimit: 'notification',
    body: 'ReadNotificationRequest',
    answer: 'UnreadCountData',
  },
  getSettings: {
    method: 'GET',
    path: '/api/notification/settings',
    tag: 'notification',
    summary: 'Which types of notification I receive (all on by default)',
    access: 'member',
    answer: 'NotificationSettings',
  },
  updateSettings: {
    method: 'PUT',
    path: '/api/notification/settings',
    tag: 'notification',
    summary: 'Turn types of notification on or off',
    access: 'member',
    writeLimit: 'notification',
    body: 'NotificationSettingsUpdate',
    answer: 'NotificationSettings',
  },
});
