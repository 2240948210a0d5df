import { PAGE_SIZE } from '@kfeed/contracts/limits';
import { noticeRoutes } from '@kfeed/contracts/routes/notice';
import { call } from '@kfeed/platform/calls/apiCall';

/** The pinned notices and one page of the others. */
export const getNoticeList = (page: number, isoCode: string) =>
  call(noticeRoutes.getNoticeList, { page, size: PAGE_SIZE, isoCode });

/** One notice (NOTICE-001 when there is none). */
export const getNoticeData = (noticeId: number, isoCode: string) =>
  call(noticeRoutes.getNoticeData, { noticeId, isoCode }, { silent: true });
