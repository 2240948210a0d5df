/**
 * FROZEN ON PURPOSE: the bigram function as it was when migrations 0020 and 0080 were
 * written (features/search/bigrams.ts at commit 2b8f250; unchanged when 0080 came). A
 * migration must do what it did the day it ran, whatever the live code does later: a
 * change to the live function must not change what these old migrations build, so they
 * import this copy, never the live one. Never edit it; a new tokenisation of the index is
 * a new migration (with its own frozen copy if it needs one), beside the live code.
 *
 * Character bigrams for the search index. Every pair of neighbouring characters of the
 * (already normalised) text, whitespace excepted, becomes one token of plain ASCII: the two
 * code points in hexadecimal with an `x` between them (`맛집` is `b9dbxc9d1`), so SQLite's
 * `ascii` tokenizer keeps it whole whatever the script.
 */
function bigrams(text: string): string[] {
  const grams = new Set<string>();
  const chars = Array.from(text);
  for (let i = 0; i + 1 < chars.length; i++) {
    const first = chars[i] as string;
    const second = chars[i + 1] as string;
    if (/\s/u.test(first) || /\s/u.test(second)) continue;
    grams.add(`${hex(first)}x${hex(second)}`);
  }
  return [...grams];
}

function hex(char: string): string {
  return (char.codePointAt(0) ?? 0).toString(16);
}

/** The bigram column of a post: its bigrams separated by spaces. */
export function bigramDocument(...texts: string[]): string {
  return bigrams(texts.join('\n')).join(' ');
}
