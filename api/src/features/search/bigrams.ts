/**
 * Character bigrams for the search index. Every pair of neighbouring characters of the
 * (already normalised) text, whitespace excepted, becomes one token of plain ASCII: the two
 * code points in hexadecimal with an `x` between them (`맛집` is `b9dbxc9d1`), so SQLite's
 * `ascii` tokenizer keeps it whole whatever the script. A post holding a term holds every
 * bigram of the term, so looking the bigrams up narrows a search to a few candidates
 * which the exact `LIKE` comparison then confirms.
 *
 * Migrations 0020 and 0080 filled the indexes with a frozen copy of this function
 * (db/migrations/frozen/bigrams0020.ts): a change here needs a migration that rebuilds them.
 */
export function bigrams(text: string): string[] {
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
