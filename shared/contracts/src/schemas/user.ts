import { Type } from 'typebox';
import {
  Id,
  IsoCode,
  Nullable,
  NullableInteger,
  NullableString,
  PageQuery,
  Pagination,
  YesNo,
} from '@kfeed/contracts/schemas/primitives';
import {
  TextTranslationStatus,
  TranslationUnavailableReason,
} from '@kfeed/contracts/schemas/translation';

export const UserInfo = Type.Object({
  userId: Type.Integer(),
  /** Only present for the member's own info. */
  userEmail: Type.Optional(Type.String()),
  userNickname: Type.String(),
  userNationId: NullableInteger,
  userLanguageId: NullableInteger,
  /**
   * The introduction in the reader's language (getUserInfo's isoCode) where a translation
   * is stored, else as written; always as written for the member themself.
   */
  userSelfIntroduce: NullableString,
  userProfileImageUrl: NullableString,
  userNationCode: NullableString,
  userIsOfficial: YesNo,
  /** Only for the member's own info: the languages read as written (see ReadLanguagesData). */
  userReadLanguages: Type.Optional(Type.Array(Type.String())),
  /** The introduction's detected language (null: none, or unknown). */
  userSelfIntroduceLanguageCode: Type.Optional(NullableString),
  /**
   * Where the introduction stands in the reader's language, as on posts and comments
   * (TextTranslationFields): ORIGINAL for no introduction and for the member's own.
   */
  translationStatus: Type.Optional(TextTranslationStatus),
  translationProvider: Type.Optional(NullableString),
  translationUnavailableReason: Type.Optional(Nullable(TranslationUnavailableReason)),
  /**
   * Only present for the member's own info: until when they are suspended (UTC; null: for
   * good), or null. A suspended member reads but cannot write.
   */
  suspension: Type.Optional(Nullable(Type.Object({ until: NullableString }))),
});

/**
 * Without userId: the signed-in member. isoCode: the reader's language for the
 * introduction (default: Accept-Language, else the member's language, else English).
 */
export const UserInfoRequest = Type.Object({
  userId: Type.Optional(Id),
  isoCode: Type.Optional(IsoCode),
  getOriginal: Type.Optional(
    Type.Boolean({ description: 'The introduction as written: no translation.' }),
  ),
});

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
