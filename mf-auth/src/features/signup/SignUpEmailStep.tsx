import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '@kfeed/contracts/validation';
import form from '../../components/Form.module.css';
import { EmailField } from '../../components/EmailField.tsx';

interface SignUpEmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Resolves to an error message to show, or null when the code was sent. */
  onSend: (email: string) => Promise<string | null>;
  onBack: () => void;
  notice: string | null;
}

/** Sign-up step 3: the e-mail ('enter e-mail', 'invalid e-mail format'), then send the code. */
export function SignUpEmailStep({
  email,
  onEmailChange,
  onSend,
  onBack,
  notice,
}: SignUpEmailStepProps) {
  const { t } = useTranslation('auth');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problem = touched ? emailProblem(email) : null;
  const error = problem ? t(`error.${problem}`) : serverError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailProblem(email) || sending) return;
    setSending(true);
    setServerError(null);
    try {
      setServerError(await onSend(email.trim()));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      {notice ? (
        <p className={form.info} role="status">
          {notice}
        </p>
      ) : null}
      <EmailField
        value={email}
        error={error}
        urgent={serverError !== null}
        onChange={(value) => {
          onEmailChange(value);
          setServerError(null);
        }}
        onBlur={() => setTouched(true)}
      />
      <div className={form.actions}>
        <button type="button" className="kf-button" onClick={onBack}>
          {t('back')}
        </button>
        <button type="submit" className="kf-button kf-button--primary" disabled={sending}>
          {sending ? t('email.sending') : t('email.send_code')}
        </button>
      </div>
    </form>
  );
}
