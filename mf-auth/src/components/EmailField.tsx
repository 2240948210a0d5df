import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Form.module.css';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message under the field; announced at once when `urgent` (a server refusal). */
  error: string | null;
  urgent?: boolean;
}

/** The e-mail field of login step 1 and sign-up step 3. */
export function EmailField({ value, onChange, onBlur, error, urgent = true }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  const inputId = useId();
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {t('email.label')}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('email.placeholder')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...(onBlur ? { onBlur } : {})}
      />
      {error ? (
        <p id={errorId} className={styles.error} role={urgent ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
