import { PAGE_SIZE } from '@kfeed/contracts/limits';
import type { Notice, NoticeListData, NoticeListQuery, NoticeQuery } from '@kfeed/contracts/common';
import { apiGet } from '@kfeed/platform/calls/apiCall';

/** GET /api/notice/getNoticeList: the pinned notices and one page of the others. */
export const getNoticeList = (page: number, isoCode: string) =>
  apiGet<NoticeListData>('/api/notice/getNoticeList', {
    page,
    size: PAGE_SIZE,
    isoCode,
  } satisfies NoticeListQuery);

/** GET /api/notice/getNoticeData: one notice (NOTICE-001 when there is none). */
export const getNoticeData = (noticeId: number, isoCode: string) =>
  apiGet<Notice>('/api/notice/getNoticeData', { noticeId, isoCode } satisfies NoticeQuery, {
    silent: true,
  });
