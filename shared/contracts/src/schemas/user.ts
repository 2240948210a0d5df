import { Type } from 'typebox';
import {
  Id,
  NullableInteger,
  NullableString,
  PageQuery,
  Pagination,
  YesNo,
} from '@kfeed/contracts/schemas/primitives';

export const UserInfo = Type.Object({
  userId: Type.Integer(),
  /** Only present for the member's own info. */
  userEmail: Type.Optional(Type.String()),
  userNickname: Type.String(),
  userNationId: NullableInteger,
  userLanguageId: NullableInteger,
  userSelfIntroduce: NullableString,
  userProfileImageUrl: NullableString,
  userNationCode: NullableString,
  userIsOfficial: YesNo,
  /** Only for the member's own info: the languages read as written (see ReadLanguagesData). */
  userReadLanguages: Type.Optional(Type.Array(Type.String())),
});

/** Without userId: the signed-in member. */
export const UserInfoRequest = Type.Object({ userId: Type.Optional(Id) });

export const UpdateUserInfoRequest = Type.Object({
  userNickname: Type.Optional(Type.String({ maxLength: 100 })),
  userNationId: Type.Optional(Id),
  userLanguageId: Type.Optional(Id),
  userSelfIntroduce: Type.Optional(Type.String({ maxLength: 1000 })),
});

/** POST /api/user/checkNickname: the nickname the member is typing. */
export const NicknameCheckRequest = Type.Object({ nickname: Type.String({ maxLength: 100 }) });

/** The trimmed nickname and whether it is free for the member. */
export const NicknameAvailability = Type.Object({
  nickname: Type.String(),
  available: Type.Boolean(),
});

export const DeleteUserRequest = Type.Object({ userId: Id });

export const BlockedUser = Type.Object({
  userId: Type.Integer(),
  userNickname: Type.String(),
  userProfileImageUrl: NullableString,
});

/** GET /api/user/getBlockedUserList: one page (newest block first) and where it sits. */
export const BlockedUserListData = Type.Object({
  blockedUserList: Type.Array(BlockedUser),
  pagination: Pagination,
});
export const BlockedUserListQuery = PageQuery;

export const BlockUserRequest = Type.Object({ blockedUserId: Id });
export const UserIdParams = Type.Object({ userId: Id });

/** updateUserProfileImage answers the new image's address. */
export const ProfileImageData = Type.Object({ userProfileImageUrl: Type.String() });
