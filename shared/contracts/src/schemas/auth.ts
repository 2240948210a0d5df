import { Type } from 'typebox';
import { Email, Id, Nullable } from '@kfeed/contracts/schemas/primitives';

export const SessionPayload = Type.Object({
  accessToken: Type.String(),
  userId: Type.Integer(),
  isoCode: Type.String(),
});

const VerificationNumber = Type.String({ maxLength: 20 });

export const EmailRequest = Type.Object({ email: Email });

export const LoginRequest = Type.Object({ email: Email, verificationNumber: VerificationNumber });

export const SignUpCodeRequest = Type.Object({ email: Email, userLanguageId: Id });

export const SignUpRequest = Type.Object({
  email: Email,
  nickname: Type.String({ maxLength: 100 }),
  userNationId: Id,
  userLanguageId: Id,
  verificationNumber: VerificationNumber,
  autoLogin: Type.Boolean(),
  /**
   * The consents ticked on the terms step. The required ones (age, terms, privacy) must be
   * sent and true, or the server refuses the sign-up (400 AUTH-013, in the person's
   * language); optional in the schema only so that refusal, not a schema error, answers a
   * client that leaves them out. They are recorded with the terms version agreed to.
   */
  agreeAge: Type.Optional(Type.Boolean()),
  agreeTerms: Type.Optional(Type.Boolean()),
  agreePrivacy: Type.Optional(Type.Boolean()),
  agreeUniqueId: Type.Optional(Type.Boolean()),
  /** The versions (YYYYMM) of the terms and privacy policy agreed to; an outdated one is refused (AUTH-022). */
  termsVersion: Type.Optional(Type.Integer({ minimum: 1, maximum: 999912 })),
  privacyVersion: Type.Optional(Type.Integer({ minimum: 1, maximum: 999912 })),
});

/** signUp answers a session with autoLogin, else null (the member then logs in). */
export const SignUpData = Nullable(SessionPayload);
