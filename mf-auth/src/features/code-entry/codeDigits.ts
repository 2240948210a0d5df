import { VERIFICATION_CODE_LENGTH } from '@kfeed/contracts/validation';

/** The six boxes' contents, '' for an empty box. */
export type CodeDigits = readonly string[];

export const emptyCode = (): CodeDigits => Array<string>(VERIFICATION_CODE_LENGTH).fill('');

export const codeOf = (digits: CodeDigits): string => digits.join('');

export const isComplete = (digits: CodeDigits): boolean =>
  digits.length === VERIFICATION_CODE_LENGTH && digits.every((d) => /^\d$/.test(d));

/**
 * Spread pasted (or autofilled) text over the boxes: its last six digits fill every
 * box; fewer digits fill from the box they were put into. Returns the new digits and
 * the box to focus next.
 */
export function spreadDigits(
  digits: CodeDigits,
  text: string,
  from: number,
): { digits: CodeDigits; focus: number } {
  const found = text.replace(/\D/g, '');
  if (!found) return { digits, focus: from };
  if (found.length >= VERIFICATION_CODE_LENGTH) {
    const last = found.slice(-VERIFICATION_CODE_LENGTH).split('');
    return { digits: last, focus: VERIFICATION_CODE_LENGTH - 1 };
  }
  const next = [...digits];
  const start = Math.min(from, VERIFICATION_CODE_LENGTH - found.length);
  found.split('').forEach((digit, i) => (next[start + i] = digit));
  return {
    digits: next,
    focus: Math.min(start + found.length, VERIFICATION_CODE_LENGTH - 1),
  };
}
