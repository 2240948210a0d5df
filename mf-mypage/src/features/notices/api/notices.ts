import { PAGE_SIZE } from '@kfeed/contracts/limits';
import { noticeRoutes } from '@kfeed/contracts/routes/notice';
import { call } from '@kfeed/platform/calls/apiCall';
import { takeEmbedded } from '../../../lib/api/embedded.ts';

const noticeListQuery = (page: number, isoCode: string) => ({ page, size: PAGE_SIZE, isoCode });

/** The pinned notices and one page of the others. */
export const getNoticeList = (page: number, isoCode: string) =>
  call(noticeRoutes.getNoticeList, noticeListQuery(page, isoCode));

/** That page as the page holds it for a visitor (drawn by the server), once; else undefined. */
export const takeEmbeddedNoticeList = (page: number, isoCode: string) =>
  takeEmbedded(noticeRoutes.getNoticeList, noticeListQuery(page, isoCode));

/** One notice (NOTICE-001 when there is none). */
export const getNoticeData = (noticeId: number, isoCode: string) =>
  call(noticeRoutes.getNoticeData, { noticeId, isoCode }, { silent: true });

/** That notice as the page holds it for a visitor (drawn by the server), once; else undefined. */
export const takeEmbeddedNotice = (noticeId: number, isoCode: string) =>
  takeEmbedded(noticeRoutes.getNoticeData, { noticeId, isoCode });
