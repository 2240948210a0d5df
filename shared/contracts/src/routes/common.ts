import { defineRoutes } from '@kfeed/contracts/routes/route';

/** Languages, nations and share logs. */
export const commonRoutes = defineRoutes({
  getLanguageList: {
    method: 'GET',
    path: '/api/common/getLanguageList',
    tag: 'common',
    summary: 'Every language a member may pick (translateSupport Y: an interface language)',
    access: 'anyone',
    answer: 'LanguageList',
    offlineReadable: true,
  },
  getSupportedLanguageList: {
    method: 'GET',
    path: '/api/common/getSupportedLanguageList',
    tag: 'common',
    summary: 'The 16 interface languages (translateSupport Y)',
    access: 'anyone',
    answer: 'LanguageList',
    offlineReadable: true,
  },
  getNationList: {
    method: 'GET',
    path: '/api/common/getNationList',
    tag: 'common',
    summary: 'Every nation, by English name; nationCode is ISO 3166-1 alpha-2',
    access: 'anyone',
    answer: 'NationList',
    offlineReadable: true,
  },
  insertShareLog: {
    method: 'POST',
    path: '/api/common/insertShareLog',
    tag: 'common',
    summary: 'Log a visit of a shared post link (the app redirect page)',
    access: 'anyone',
    writeLimit: 'share',
    body: 'ShareLogRequest',
    answer: 'NoData',
  },
});
