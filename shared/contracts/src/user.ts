import type { Static } from 'typebox';
import type * as S from '@kfeed/contracts/schemas/user';

export { USER_LIMITS } from '@kfeed/contracts/limits';

/** userEmail is only present for the member's own info. */
export type UserInfo = Static<typeof S.UserInfo>;
export type UserInfoRequest = Static<typeof S.UserInfoRequest>;
export type UpdateUserInfoRequest = Static<typeof S.UpdateUserInfoRequest>;
export type NicknameCheckRequest = Static<typeof S.NicknameCheckRequest>;
/** POST /api/user/checkNickname: the trimmed nickname and whether it is free for the member. */
export type NicknameAvailability = Static<typeof S.NicknameAvailability>;
export type DeleteUserRequest = Static<typeof S.DeleteUserRequest>;
export type BlockedUser = Static<typeof S.BlockedUser>;
/** One page of blocked members (newest block first) and where it sits. */
export type BlockedUserListData = Static<typeof S.BlockedUserListData>;
export type BlockUserRequest = Static<typeof S.BlockUserRequest>;
/** updateUserProfileImage answers the new image's address. */
export type ProfileImageData = Static<typeof S.ProfileImageData>;
