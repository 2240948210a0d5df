import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { spreadDigits, type CodeDigits } from './codeDigits.ts';
import styles from './CodeBoxes.module.css';

interface CodeBoxesProps {
  digits: CodeDigits;
  onChange: (digits: CodeDigits) => void;
  /** The id of the text that names the group (e.g. the step's instruction). */
  labelledBy: string;
  /** Set when the entered code was refused, for screen readers. */
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * Six single-digit boxes (spec 1, section 4 "Code entry"): a digit moves focus
 * forward, Backspace on an empty box moves back, a paste spreads its last six digits,
 * and anything but digits is ignored.
 */
export function CodeBoxes({ digits, onChange, labelledBy, invalid, disabled }: CodeBoxesProps) {
  const { t } = useTranslation('auth');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };
  // The step opens on the boxes: focus the first once it can be typed in, so typed digits
  // are never lost and a phone opens its number pad (not again after, not over a choice).
  const focusedOnOpen = useRef(false);
  useEffect(() => {
    if (disabled || focusedOnOpen.current) return;
    focusedOnOpen.current = true;
    boxes.current[0]?.focus();
  }, [disabled]);

  const put = (index: number, typed: string) => {
    const found = typed.replace(/\D/g, '');
    if (!found) {
      if (typed === '') onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    if (found.length > 1) {
      // Autofill of the whole code, or a digit typed over a filled box.
      const previous = digits[index] ?? '';
      const fresh = found.length === 2 && found.startsWith(previous) ? found.slice(1) : found;
      const spread = spreadDigits(digits, fresh, index);
      onChange(spread.digits);
      focusBox(spread.focus);
      return;
    }
    onChange(digits.map((d, i) => (i === index ? found : d)));
    if (index < digits.length - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const spread = spreadDigits(digits, event.clipboardData.getData('text'), index);
    onChange(spread.digits);
    focusBox(spread.focus);
  };

  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.boxes}>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: the position is the identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.box}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('code.digit_label', { n: index + 1, total: digits.length })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onChange={(event) => put(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
