import { Fragment, type ReactNode } from 'react';

/** The server uses at most this many words of a search (api searchFeeds.ts). */
export const SEARCH_WORDS_MAX = 8;

/** The words of a search as the server splits them: on white space, no repeats, at most 8. */
export function searchWords(searchText: string): string[] {
  const words = searchText.trim().split(/\s+/u).filter(Boolean);
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const word of words) {
    const folded = fold(word).text;
    if (seen.has(folded)) continue;
    seen.add(folded);
    unique.push(word);
  }
  return unique.slice(0, SEARCH_WORDS_MAX);
}

/**
 * Text folded the way the search index compares it (NFKC, lower case in every script),
 * one code point at a time so every folded unit knows which original characters it came
 * from: a match in the folded text maps back to a range of the text as shown.
 */
function fold(text: string): { text: string; from: number[]; to: number[] } {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = char.normalize('NFKC').toLowerCase();
    for (let i = 0; i < piece.length; i += 1) {
      from.push(index);
      to.push(index + char.length);
    }
    folded += piece;
    index += char.length;
  }
  return { text: folded, from, to };
}

/** Where the words occur in the text: sorted, overlapping and touching ranges merged. */
export function matchRanges(text: string, words: readonly string[]): [number, number][] {
  const haystack = fold(text);
  const ranges: [number, number][] = [];
  for (const word of words) {
    const needle = fold(word).text;
    if (!needle) continue;
    let at = haystack.text.indexOf(needle);
    while (at !== -1) {
      const start = haystack.from[at];
      const end = haystack.to[at + needle.length - 1];
      if (start !== undefined && end !== undefined) ranges.push([start, end]);
      at = haystack.text.indexOf(needle, at + 1);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** The text with every occurrence of the words in `<mark>`. */
export function highlightText(text: string, words: readonly string[]): ReactNode {
  const ranges = matchRanges(text, words);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start > cursor) parts.push(text.slice(cursor, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    cursor = end;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return <Fragment>{parts}</Fragment>;
}

/** How much text a card keeps before the first match when it has to skip ahead. */
export const LEAD_CHARS = 24;

/**
 * A card shows two lines of text: when the first match sits further in, start shortly
 * before it (at a word break where there is one) so the reader sees why the post matched.
 */
export function textNearFirstMatch(text: string, words: readonly string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = matchRanges(flat, words)[0];
  if (!first || first[0] <= LEAD_CHARS * 2) return flat;
  let start = first[0] - LEAD_CHARS;
  const space = flat.indexOf(' ', start);
  if (space !== -1 && space < first[0]) start = space + 1;
  // Never split a surrogate pair.
  const code = flat.charCodeAt(start);
  if (code >= 0xdc00 && code <= 0xdfff) start += 1;
  return `…${flat.slice(start)}`;
}
