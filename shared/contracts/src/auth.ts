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
