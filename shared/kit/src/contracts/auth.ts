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
  /**
   * The consents ticked on the terms step. Optional on the wire (the spec's payload has
   * none); when sent, the server refuses a sign-up whose required ones (age, terms,
   * privacy) are false, and records each with the account.
   */
  agreeAge?: boolean;
  agreeTerms?: boolean;
  agreePrivacy?: boolean;
  agreeUniqueId?: boolean;
  /**
   * The versions (YYYYMM) of the terms and the privacy policy the person agreed to: the
   * current ones when the terms step was shown. A version that is no longer current is
   * refused (409 AUTH-022) so nobody is signed up under terms they did not see; without
   * them, the current versions are recorded.
   */
  termsVersion?: number;
  privacyVersion?: number;
}

/** signUp answers a session with autoLogin, else null (the member then logs in). */
export type SignUpData = SessionPayload | null;

/** Claims carried by the access token. */
export interface AccessTokenClaims {
  sub: string;
  isoCode: string;
  roles: string[];
}

export const ROLE_ADMIN = 'ROLE_ADMIN';
