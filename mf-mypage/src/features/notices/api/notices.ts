import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { PAGE_SIZE } from '@kfeed/kit/contracts/envelope';
import type { Notice, NoticeListData } from '@kfeed/kit/contracts/common';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** GET /api/notice/getNoticeList: the pinned notices and one page of the others. */
export async function getNoticeList(page: number, isoCode: string): Promise<NoticeListData> {
  const response = await httpClient.get<ApiEnvelope<NoticeListData>>('/api/notice/getNoticeList', {
    params: { page, size: PAGE_SIZE, isoCode },
  });
  return unwrap(response.data, response.status);
}

/** GET /api/notice/getNoticeData: one notice (NOTICE-001 when there is none). */
export async function getNoticeData(noticeId: number, isoCode: string): Promise<Notice> {
  const response = await httpClient.get<ApiEnvelope<Notice>>('/api/notice/getNoticeData', {
    params: { noticeId, isoCode },
    silent: true,
  });
  return unwrap(response.data, response.status);
}
