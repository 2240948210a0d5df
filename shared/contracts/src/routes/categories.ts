import { defineRoutes } from '@kfeed/contracts/routes/route';

/** The post categories and their icons. */
export const categoriesRoutes = defineRoutes({
  getFeedCategoryList: {
    method: 'POST',
    path: '/api/feed/getFeedCategoryList',
    tag: 'feed',
    summary: 'Categories, named in the requested language with all translations',
    description:
      'Reading (no getType): the "home" (all) entry first, the locked "nation" entry when ' +
      'logged in, then every category. With getType write or update: only the categories ' +
      'the caller may post in.',
    access: 'anyone',
    body: 'CategoryListRequest',
    answer: 'CategoryList',
    offlineReadable: true,
  },
  /** `<name>.svg`, or `<name>_w.svg` for the white variant. */
  categoryIcon: {
    method: 'GET',
    path: '/api/static/category/:file',
    tag: 'feed',
    summary: 'A category icon (SVG); <name>_w.svg is the white variant for the active state',
    access: 'anyone',
    params: 'CategoryIconParams',
    raw: 'binary',
  },
});
