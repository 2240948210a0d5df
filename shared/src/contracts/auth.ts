export interface SessionPayload {
  accessToken: string;
  userId: number;
  isoCode: string;
}

export interface EmailRequest {
  email: string;
}

export interface LoginRequest {
  email: string;
  verificationNumber: string;
}

export interface SignUpCodeRequest {
  email: string;
  userLanguageId: number;
}

export interface SignUpRequest {
  email: string;
  nickname: string;
  userNationId: number;
  userLanguageId: number;
  verificationNumber: string;
  autoLogin: boolean;
}

/** Claims carried by the access token. */
export interface AccessTokenClaims {
  sub: string;
  isoCode: string;
  roles: string[];
}

export const ROLE_ADMIN = 'ROLE_ADMIN';
