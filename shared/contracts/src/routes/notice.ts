import { defineRoutes } from '@kfeed/contracts/routes/route';

export const noticeRoutes = defineRoutes({
  getNoticeList: {
    method: 'GET',
    path: '/api/notice/getNoticeList',
    tag: 'notice',
    summary: 'Pinned notices, and one page of the others, newest first',
    access: 'anyone',
    query: 'NoticeListQuery',
    answer: 'NoticeListData',
    offlineReadable: true,
  },
  getNoticeData: {
    method: 'GET',
    path: '/api/notice/getNoticeData',
    tag: 'notice',
    summary: 'One notice',
    access: 'anyone',
    query: 'NoticeQuery',
    answer: 'Notice',
    offlineReadable: true,
  },
});
