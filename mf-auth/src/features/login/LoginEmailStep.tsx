import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@kfeed/contracts/validation';
import styles from '../../components/Form.module.css';
import { EmailField } from '../../components/EmailField.tsx';

interface LoginEmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Resolves to an error message to show, or null when the code was sent. */
  onSend: (email: string) => Promise<string | null>;
  onSignUp: () => void;
  /** Shown above the field, e.g. after the previous code expired. */
  notice: string | null;
}

/** Login step 1: the e-mail; the send button stays disabled until it is valid. */
export function LoginEmailStep({
  email,
  onEmailChange,
  onSend,
  onSignUp,
  notice,
}: LoginEmailStepProps) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const valid = isValidEmail(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    setError(null);
    try {
      setError(await onSend(email.trim()));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {notice ? (
        <p className={styles.info} role="status">
          {notice}
        </p>
      ) : null}
      <EmailField
        value={email}
        error={error}
        onChange={(value) => {
          onEmailChange(value);
          setError(null);
        }}
      />
      <button type="submit" className="kf-button kf-button--primary" disabled={!valid || sending}>
        {sending ? t('email.sending') : t('email.send_code')}
      </button>
      <button type="button" className={styles.link} onClick={onSignUp}>
        {t('login.not_member')}
      </button>
    </form>
  );
}
