import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import {
  MODERATION_LIMITS,
  type NoticeVersion,
  type NoticeVersionsData,
  type SaveNoticeRequest,
} from '@kfeed/contracts/moderation';

/** One language version as typed. */
export interface VersionDraft {
  /** Stable while the list changes (React key, field ids). */
  key: number;
  isoCode: string;
  title: string;
  text: string;
}

export interface NoticeDraft {
  noticeId: number | null;
  isFixed: boolean;
  versions: VersionDraft[];
  note: string;
}

/** What is wrong with a draft, per field; empty when it may be saved. */
export interface DraftProblems {
  versions: Record<number, { title?: 'required' | 'too_long'; text?: 'required' | 'too_long' }>;
  /** No English or Korean version: readers of a language without one would see nothing. */
  fallback?: true;
  note?: 'required' | 'too_long';
}

/** The languages every reader can be shown when theirs is missing. */
export const FALLBACK_LANGUAGES = ['en', 'ko'] as const;

let nextKey = 1;
export const versionDraft = (version: Partial<NoticeVersion> = {}): VersionDraft => ({
  key: nextKey++,
  isoCode: version.isoCode ?? 'en',
  title: version.title ?? '',
  text: version.text ?? '',
});

export function newDraft(language: string): NoticeDraft {
  // The writer's own language first, when it is one of the fallbacks; else English.
  const isoCode = (FALLBACK_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  return { noticeId: null, isFixed: false, versions: [versionDraft({ isoCode })], note: '' };
}

export function draftOf(data: NoticeVersionsData): NoticeDraft {
  return {
    noticeId: data.noticeId,
    isFixed: data.isFixed === 'Y',
    versions: data.versionList.map((version) => versionDraft(version)),
    note: '',
  };
}

/** The first interface language no version has yet. */
export function unusedLanguage(versions: readonly VersionDraft[]): string | null {
  return LANGUAGE_CODES.find((code) => !versions.some((v) => v.isoCode === code)) ?? null;
}

const lengthProblem = (value: string, max: number) =>
  value.trim() === '' ? 'required' : value.trim().length > max ? 'too_long' : undefined;

export function problemsOf(draft: NoticeDraft): DraftProblems {
  const problems: DraftProblems = { versions: {} };
  for (const version of draft.versions) {
    const title = lengthProblem(version.title, MODERATION_LIMITS.noticeTitleMax);
    const text = lengthProblem(version.text, MODERATION_LIMITS.noticeTextMax);
    if (title || text)
      problems.versions[version.key] = { ...(title ? { title } : {}), ...(text ? { text } : {}) };
  }
  if (!draft.versions.some((v) => (FALLBACK_LANGUAGES as readonly string[]).includes(v.isoCode)))
    problems.fallback = true;
  const note = lengthProblem(draft.note, MODERATION_LIMITS.noteMax);
  if (note) problems.note = note;
  return problems;
}

export const hasProblems = (problems: DraftProblems) =>
  Object.keys(problems.versions).length > 0 || !!problems.fallback || !!problems.note;

/** The request saveNotice takes for a draft (texts trimmed). */
export function saveRequest(draft: NoticeDraft): SaveNoticeRequest {
  return {
    ...(draft.noticeId !== null ? { noticeId: draft.noticeId } : {}),
    isFixed: draft.isFixed ? 'Y' : 'N',
    versionList: draft.versions.map((version) => ({
      isoCode: version.isoCode,
      title: version.title.trim(),
      text: version.text.trim(),
    })),
    note: draft.note.trim(),
  };
}
