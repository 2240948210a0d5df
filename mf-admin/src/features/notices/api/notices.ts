import { PAGE_SIZE } from '@kfeed/contracts/limits';
import type { SaveNoticeRequest } from '@kfeed/contracts/moderation';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { noticeRoutes } from '@kfeed/contracts/routes/notice';
import { call } from '@kfeed/platform/calls/apiCall';

/** The notices as members see them (the public list): pinned ones and one page of others. */
export const getNoticeList = (page: number, isoCode: string) =>
  call(noticeRoutes.getNoticeList, { page, size: PAGE_SIZE, isoCode }, { silent: true });

/** A notice in every language it is written in, for editing (admins). */
export const getNoticeVersions = (noticeId: number) =>
  call(adminRoutes.getNoticeVersions, { noticeId }, { silent: true });

/** Write a notice, or edit one (with its id), pinned or not, with a note (admins). */
export const saveNotice = (request: SaveNoticeRequest) =>
  call(adminRoutes.saveNotice, request, { silent: true });
