import type { TermsDocument } from '@kfeed/contracts/common';

/** The version shown first (spec 1 and 2, section 9: default terms version 2025-06). */
export const DEFAULT_TERMS_VERSION = 202506;

/** Newest first; the first is the current version. */
export const newestFirst = (documents: readonly TermsDocument[]): TermsDocument[] =>
  [...documents].sort((a, b) => b.termsVersion - a.termsVersion);

/** The default version when there is one, else the newest. */
export function defaultVersion(sorted: readonly TermsDocument[]): number | null {
  if (sorted.some((d) => d.termsVersion === DEFAULT_TERMS_VERSION)) return DEFAULT_TERMS_VERSION;
  return sorted[0]?.termsVersion ?? null;
}

/** 202506 as '2025-06'. */
export function versionLabel(version: number): string {
  const text = String(version);
  return text.length === 6 ? `${text.slice(0, 4)}-${text.slice(4)}` : text;
}
