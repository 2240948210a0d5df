import type { UserInfoRequest } from '@kfeed/contracts/user';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';
import { takeEmbedded } from './embedded.ts';

/**
 * A member's profile; without userId, the signed-in member (every field). `reading`: the
 * reader's language for the introduction, or its original.
 */
export const getUserInfo = (
  userId?: number,
  reading: Pick<UserInfoRequest, 'isoCode' | 'getOriginal'> = {},
) => call(userRoutes.getUserInfo, userId === undefined ? reading : { userId, ...reading });

/** A member's public profile as the page holds it for a visitor (drawn by the server), once. */
export const takeEmbeddedUserInfo = (userId: number, isoCode: string) =>
  takeEmbedded(userRoutes.getUserInfo, { userId, isoCode });
