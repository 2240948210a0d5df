import { USER_LIMITS } from '@kfeed/contracts/user';

/** One place per rule: the forms and the API server both use these. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 300;
/** A new code may be asked for this long after the last one was sent. */
export const VERIFICATION_CODE_RESEND_SECONDS = 60;
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

export type NicknameProblem =
  | 'enter_nickname'
  | 'nickname_min_length'
  | 'nickname_max_length'
  | 'nickname_invisible'
  | 'nickname_reserved';

/** Length counts user-perceived characters, so an emoji or a Hangul syllable counts once. */
export function characterCount(value: string): number {
  return [...value].length;
}

/** Invisible, format and bidi-control characters (zero-width space, RLO, ...), and fillers. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\u115F\u1160\u3164\uFFA0\u2800]|\u034F/u;

/** Names only official accounts may carry, compared without case, spaces or punctuation. */
export const RESERVED_NICKNAMES = [
  'kfeed',
  'admin',
  'official',
  'moderator',
  'operator',
  'support',
  'staff',
  '관리자',
  '운영자',
  '공식',
] as const;

/** Whether the (normalised) nickname contains a reserved name. */
export function isReservedNickname(nickname: string): boolean {
  const folded = nickname.toLowerCase().replace(/[\p{P}\p{S}\p{Z}_]/gu, '');
  return RESERVED_NICKNAMES.some((name) => folded.includes(name));
}

/** The nickname as it is kept: NFKC-normalised (full-width and compatibility forms folded), trimmed. */
export function normalizeNickname(value: string): string {
  return value.normalize('NFKC').trim();
}

/**
 * The first rule the nickname breaks, judged on its NFKC form: no invisible or
 * bidi-control characters, no reserved name (unless `official`), 2 to 10 characters.
 * The server applies the same rule and has the last word.
 */
export function nicknameProblem(value: string, { official = false } = {}): NicknameProblem | null {
  if (INVISIBLE.test(value)) return 'nickname_invisible';
  const normalized = value.normalize('NFKC');
  if (INVISIBLE.test(normalized)) return 'nickname_invisible';
  const length = characterCount(normalized.trim());
  if (length === 0) return 'enter_nickname';
  if (!official && isReservedNickname(normalized)) return 'nickname_reserved';
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
