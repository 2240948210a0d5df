import type { Static } from 'typebox';
import type * as S from '@kfeed/contracts/schemas/auth';

export type SessionPayload = Static<typeof S.SessionPayload>;
export type EmailRequest = Static<typeof S.EmailRequest>;
export type LoginRequest = Static<typeof S.LoginRequest>;
export type SignUpCodeRequest = Static<typeof S.SignUpCodeRequest>;
export type SignUpRequest = Static<typeof S.SignUpRequest>;
/** signUp answers a session with autoLogin, else null (the member then logs in). */
export type SignUpData = Static<typeof S.SignUpData>;

/** Claims carried by the access token. */
export interface AccessTokenClaims {
  sub: string;
  isoCode: string;
  roles: string[];
}

export const ROLE_ADMIN = 'ROLE_ADMIN';
/** Works the moderation queue and its audit log; granted only by the operator's command. */
export const ROLE_MODERATOR = 'ROLE_MODERATOR';

/** The roles the operator's command grants (`npm run user:role`), by their command name. */
export const GRANTABLE_ROLES = { moderator: ROLE_MODERATOR, admin: ROLE_ADMIN } as const;

/** Whether a roles list may work the moderation queue (moderators and admins). */
export const canModerate = (roles: readonly string[]) =>
  roles.includes(ROLE_MODERATOR) || roles.includes(ROLE_ADMIN);

/** Whether a roles list may write notices and mark official accounts (admins). */
export const canAdminister = (roles: readonly string[]) => roles.includes(ROLE_ADMIN);
