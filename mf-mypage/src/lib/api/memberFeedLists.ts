import { PAGE_SIZE } from '@kfeed/contracts/limits';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call } from '@kfeed/platform/calls/apiCall';
import { takeEmbedded } from './embedded.ts';

/** The member's own posts (getUserFeedList with isMyList). */
export const getMyFeedList = (page: number, isoCode: string) =>
  call(feedRoutes.getUserFeedList, { page, size: PAGE_SIZE, isMyList: true, isoCode });

/** The posts the member liked, most recent like first. */
export const getMyLikeFeedList = (page: number, isoCode: string) =>
  call(feedRoutes.getMyLikeFeedList, { page, size: PAGE_SIZE, isoCode });

const userFeedListQuery = (userId: number, page: number, isoCode: string) => ({
  userId,
  page,
  size: PAGE_SIZE,
  isoCode,
});

/** A member's posts (getUserFeedList with userId), as the reader may see them. */
export const getUserFeedList = (userId: number, page: number, isoCode: string) =>
  call(feedRoutes.getUserFeedList, userFeedListQuery(userId, page, isoCode));

/** That page as the page holds it for a visitor (drawn by the server), once; else undefined. */
export const takeEmbeddedUserFeedList = (userId: number, page: number, isoCode: string) =>
  takeEmbedded(feedRoutes.getUserFeedList, userFeedListQuery(userId, page, isoCode));
