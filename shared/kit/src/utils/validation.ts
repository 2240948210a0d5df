import { USER_LIMITS } from '@kfeed/kit/contracts/user';

/** One place per rule: the forms and the API server both use these. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 300;
/** Wrong entries a code survives; the next wrong one ends it. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export type EmailProblem = 'enter_email' | 'invalid_email_format';

export function emailProblem(value: string): EmailProblem | null {
  if (!value.trim()) return 'enter_email';
  return isValidEmail(value) ? null : 'invalid_email_format';
}

export function isValidVerificationCode(value: string): boolean {
  return VERIFICATION_CODE_PATTERN.test(value);
}

export type NicknameProblem = 'enter_nickname' | 'nickname_min_length' | 'nickname_max_length';

/** Length counts user-perceived characters, so an emoji or a Hangul syllable counts once. */
export function characterCount(value: string): number {
  return [...value].length;
}

export function nicknameProblem(value: string): NicknameProblem | null {
  const length = characterCount(value.trim());
  if (length === 0) return 'enter_nickname';
  if (length < USER_LIMITS.nicknameMin) return 'nickname_min_length';
  if (length > USER_LIMITS.nicknameMax) return 'nickname_max_length';
  return null;
}

/** The nickname field stops at the maximum; the caller shows the cap dialog when this cut anything. */
export function capNickname(value: string): { value: string; wasCut: boolean } {
  const chars = [...value];
  if (chars.length <= USER_LIMITS.nicknameMax) return { value, wasCut: false };
  return { value: chars.slice(0, USER_LIMITS.nicknameMax).join(''), wasCut: true };
}

export type IntroProblem = 'intro_max_length' | 'intro_max_lines';

/** The profile introduction: at most 50 characters and 4 lines (spec 2, section 5). */
export function introProblem(value: string): IntroProblem | null {
  if (characterCount(value) > USER_LIMITS.introMax) return 'intro_max_length';
  if (value.split(/\r\n|\r|\n/).length > USER_LIMITS.introLinesMax) return 'intro_max_lines';
  return null;
}
