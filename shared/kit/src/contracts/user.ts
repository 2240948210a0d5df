import type { Pagination, YesNo } from '@kfeed/kit/contracts/envelope';

export interface UserInfo {
  userId: number;
  /** Only present for the member's own info. */
  userEmail?: string;
  userNickname: string;
  userNationId: number | null;
  userLanguageId: number | null;
  userSelfIntroduce: string | null;
  userProfileImageUrl: string | null;
  userNationCode: string | null;
  userIsOfficial: YesNo;
}

export interface UpdateUserInfoRequest {
  userNickname?: string;
  userNationId?: number;
  userLanguageId?: number;
  userSelfIntroduce?: string;
}

export interface NicknameCheckRequest {
  nickname: string;
}

/** POST /api/user/checkNickname: the trimmed nickname and whether it is free for the member. */
export interface NicknameAvailability {
  nickname: string;
  available: boolean;
}

export interface BlockedUser {
  userId: number;
  userNickname: string;
  userProfileImageUrl: string | null;
}

/** GET /api/user/getBlockedUserList: one page (newest block first) and where it sits. */
export interface BlockedUserListData {
  blockedUserList: BlockedUser[];
  pagination: Pagination;
}

export interface BlockUserRequest {
  blockedUserId: number;
}

/** updateUserProfileImage answers the new image's address. */
export interface ProfileImageData {
  userProfileImageUrl: string;
}

export const USER_LIMITS = {
  nicknameMin: 2,
  nicknameMax: 10,
  introMax: 50,
  introLinesMax: 4,
  profileImageBytesMax: 10 * 1024 * 1024,
  minimumAge: 14,
} as const;
