import { LANGUAGE_CODES, type LanguageCode } from '@kfeed/contracts/languages';
import type { Db } from '../../db/db.ts';

/** A notice's human version in one language, as stored (text '': a title alone). */
export interface StoredNoticeVersion {
  iso_code: string;
  title: string;
  text: string;
}

/** Every human version of a notice (notice_translations), by language code. */
export function noticeVersionsOf(db: Db, noticeId: number): Promise<StoredNoticeVersion[]> {
  return db
    .selectFrom('notice_translations')
    .select(['iso_code', 'title', 'text'])
    .where('notice_id', '=', noticeId)
    .orderBy('iso_code')
    .execute();
}

/**
 * The version machine translations are made from: the English one, else the Korean one
 * (the fallbacks readers get, in the same order), else the first with a text.
 */
export function machineSourceOf(
  versions: readonly StoredNoticeVersion[],
): StoredNoticeVersion | undefined {
  const written = versions.filter((version) => version.text !== '');
  return (
    written.find((version) => version.iso_code === 'en') ??
    written.find((version) => version.iso_code === 'ko') ??
    written[0]
  );
}

/**
 * The interface languages a notice is machine-translated into: every one without a human
 * text (a language with a title alone gets its text translated, and keeps its title).
 */
export function machineTargetsOf(versions: readonly StoredNoticeVersion[]): LanguageCode[] {
  if (!machineSourceOf(versions)) return [];
  return LANGUAGE_CODES.filter(
    (code) => !versions.some((version) => version.iso_code === code && version.text !== ''),
  );
}

/** Whether two readings of a notice's versions are the same (a translation is still of it). */
export const sameVersions = (
  a: readonly StoredNoticeVersion[],
  b: readonly StoredNoticeVersion[],
): boolean => JSON.stringify(a) === JSON.stringify(b);
