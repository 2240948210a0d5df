import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@kfeed/platform/events';
import { USER_LIMITS } from '@kfeed/contracts/user';
import { capNickname, nicknameProblem } from '@kfeed/contracts/validation';
import type { Availability } from './useNicknameAvailability.ts';
import styles from './UpdateMyInfo.module.css';

const LIMITS = { min: USER_LIMITS.nicknameMin, max: USER_LIMITS.nicknameMax };

/**
 * The nickname (spec 2, section 5): 2 to 10 characters trimmed; typing past 10 is cut
 * with a dialog saying so; whether it is free shows as the member types.
 */
export function NicknameField({
  value,
  onChange,
  availability,
  official = false,
}: {
  value: string;
  onChange: (value: string) => void;
  availability: Availability;
  official?: boolean;
}) {
  const { t } = useTranslation('mypage');
  const id = useId();
  const messageId = useId();
  const composing = useRef(false);
  const [touched, setTouched] = useState(false);

  const set = (next: string, whileComposing: boolean) => {
    if (whileComposing) return onChange(next);
    const capped = capNickname(next);
    onChange(capped.value);
    if (capped.wasCut) void showAlert({ message: t('nickname.cap', LIMITS) });
  };

  const problem = nicknameProblem(value, { official });
  const shownProblem = touched || value !== '' ? problem : null;
  const message = shownProblem
    ? { text: t(`nickname.${shownProblem}`, LIMITS), tone: styles.error }
    : availability === 'checking'
      ? { text: t('nickname.checking'), tone: styles.hint }
      : availability === 'available'
        ? { text: t('nickname.available'), tone: styles.ok }
        : availability === 'taken'
          ? { text: t('nickname.taken'), tone: styles.error }
          : null;
  const invalid = shownProblem !== null || availability === 'taken';

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('nickname.label')}
      </label>
      <input
        id={id}
        className={styles.input}
        autoComplete="nickname"
        value={value}
        placeholder={t('nickname.placeholder', LIMITS)}
        aria-invalid={invalid || undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          set(event.target.value, composing.current)
        }
        // An IME builds a character over several inputs: cap only the finished text.
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={(event) => {
          composing.current = false;
          set(event.currentTarget.value, false);
        }}
        onBlur={() => setTouched(true)}
      />
      <p id={messageId} className={`${styles.message} ${message?.tone ?? ''}`} aria-live="polite">
        {message?.text}
      </p>
    </div>
  );
}
