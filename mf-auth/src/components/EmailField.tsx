import { useTranslation } from 'react-i18next';
import { FormField } from '@kfeed/kit/ui/FormField';
import styles from './Form.module.css';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message under the field; announced at once when `urgent` (a server refusal). */
  error: string | null;
  urgent?: boolean;
}

/** An e-mail keyboard, filled from the browser's saved address, nothing corrected. */
const EMAIL_KEYBOARD = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/** The e-mail field of login step 1 and sign-up step 3. */
export function EmailField({ value, onChange, onBlur, error, urgent = true }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      classes={styles}
      label={t('email.label')}
      message={error}
      messageClassName={styles.error}
      urgent={urgent}
    >
      {({ id, describedBy }) => (
        <input
          id={id}
          className={styles.input}
          {...EMAIL_KEYBOARD}
          placeholder={t('email.placeholder')}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          {...(onBlur ? { onBlur } : {})}
        />
      )}
    </FormField>
  );
}
