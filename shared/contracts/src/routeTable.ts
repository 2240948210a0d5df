import type { ApiRoute } from '@kfeed/contracts/routes/route';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { authRoutes } from '@kfeed/contracts/routes/auth';
import { categoriesRoutes } from '@kfeed/contracts/routes/categories';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { commonRoutes } from '@kfeed/contracts/routes/common';
import { contentLanguageRoutes } from '@kfeed/contracts/routes/contentLanguage';
import { downloadRoutes } from '@kfeed/contracts/routes/download';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { filesRoutes } from '@kfeed/contracts/routes/files';
import { linkPreviewRoutes } from '@kfeed/contracts/routes/linkPreview';
import { liveRoutes } from '@kfeed/contracts/routes/live';
import { noticeRoutes } from '@kfeed/contracts/routes/notice';
import { notificationRoutes } from '@kfeed/contracts/routes/notification';
import { pushRoutes } from '@kfeed/contracts/routes/push';
import { searchRoutes } from '@kfeed/contracts/routes/search';
import { systemRoutes } from '@kfeed/contracts/routes/system';
import { termsRoutes } from '@kfeed/contracts/routes/terms';
import { translationRoutes } from '@kfeed/contracts/routes/translation';
import { userRoutes } from '@kfeed/contracts/routes/user';

/**
 * The route table: every call of the API, one group per feature of the API. The apps
 * import one group (`@kfeed/contracts/routes/feed`), which is plain data: the schemas are
 * named, not imported, so no schema builder reaches a bundle. The API registers every
 * group and fails to start when an entry has no handler or a handler no entry.
 */
export const ROUTE_GROUPS = {
  admin: adminRoutes,
  auth: authRoutes,
  categories: categoriesRoutes,
  comment: commentRoutes,
  common: commonRoutes,
  contentLanguage: contentLanguageRoutes,
  download: downloadRoutes,
  feed: feedRoutes,
  files: filesRoutes,
  linkPreview: linkPreviewRoutes,
  live: liveRoutes,
  notice: noticeRoutes,
  notification: notificationRoutes,
  push: pushRoutes,
  search: searchRoutes,
  system: systemRoutes,
  terms: termsRoutes,
  translation: translationRoutes,
  user: userRoutes,
} as const;

export const ALL_ROUTES: readonly ApiRoute[] = Object.values(ROUTE_GROUPS).flatMap(
  (group: Record<string, ApiRoute>) => Object.values(group),
);
