import type { Language, Nation } from '@kfeed/contracts/common';
import type { UpdateUserInfoRequest, UserInfo } from '@kfeed/contracts/user';
import { USER_LIMITS } from '@kfeed/contracts/user';
import { characterCount } from '@kfeed/contracts/validation';

/** What the profile screen loads before its form: the member, nations and languages. */
export interface ProfileData {
  info: UserInfo;
  nations: Nation[];
  languages: Language[];
}

/** What the profile form edits (the photo changes on its own, at once). */
export interface ProfileValues {
  nickname: string;
  nationId: number | null;
  languageId: number | null;
  intro: string;
}

export function valuesOf(info: UserInfo): ProfileValues {
  return {
    nickname: info.userNickname,
    nationId: info.userNationId,
    languageId: info.userLanguageId,
    intro: info.userSelfIntroduce ?? '',
  };
}

/**
 * Unsaved changes (spec 2, section 4): nickname, nation, language or intro differ from
 * the loaded values, texts compared trimmed.
 */
export function isDirty(loaded: ProfileValues, current: ProfileValues): boolean {
  return (
    loaded.nickname.trim() !== current.nickname.trim() ||
    loaded.nationId !== current.nationId ||
    loaded.languageId !== current.languageId ||
    loaded.intro.trim() !== current.intro.trim()
  );
}

/** Only what changed goes to updateUserInfo. */
export function changedFields(
  loaded: ProfileValues,
  current: ProfileValues,
): UpdateUserInfoRequest {
  const request: UpdateUserInfoRequest = {};
  if (loaded.nickname.trim() !== current.nickname.trim())
    request.userNickname = current.nickname.trim();
  if (current.nationId !== null && loaded.nationId !== current.nationId)
    request.userNationId = current.nationId;
  if (current.languageId !== null && loaded.languageId !== current.languageId)
    request.userLanguageId = current.languageId;
  if (loaded.intro.trim() !== current.intro.trim())
    request.userSelfIntroduce = current.intro.trim();
  return request;
}

const LINE_BREAK = /\r\n|\r|\n/;

export const lineCount = (text: string) => text.split(LINE_BREAK).length;

/**
 * The intro as the field keeps it (spec 2, section 5: 50 characters, 4 lines): pasted
 * text past the fourth line joins the fourth, and the whole stops at 50 characters.
 */
export function limitIntro(text: string): string {
  const lines = text.split(LINE_BREAK);
  let limited =
    lines.length > USER_LIMITS.introLinesMax
      ? [
          ...lines.slice(0, USER_LIMITS.introLinesMax - 1),
          lines.slice(USER_LIMITS.introLinesMax - 1).join(' '),
        ].join('\n')
      : text;
  if (characterCount(limited) > USER_LIMITS.introMax)
    limited = [...limited].slice(0, USER_LIMITS.introMax).join('');
  return limited;
}

/** Enter is blocked when the text (the selection replaced) already has the last line. */
export function blocksEnter(text: string, selectionStart: number, selectionEnd: number): boolean {
  const after = text.slice(0, selectionStart) + text.slice(selectionEnd);
  return (
    lineCount(after) >= USER_LIMITS.introLinesMax || characterCount(after) >= USER_LIMITS.introMax
  );
}
