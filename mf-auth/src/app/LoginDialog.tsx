import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionPayload } from '@kfeed/contracts/auth';
import { Dialog } from '@kfeed/kit/ui/Dialog';
import { VERIFICATION_CODE_TTL_SECONDS } from '@kfeed/contracts/validation';
import { CodeStep } from '../features/code-entry/CodeStep.tsx';
import { CloseButton } from '../components/DialogHeader.tsx';
import { serverMessage } from '../lib/serverMessage.ts';
import { getLoginVerificationNumber } from '../features/login/getLoginVerificationNumber.ts';
import { login } from '../features/login/login.ts';
import { LoginEmailStep } from '../features/login/LoginEmailStep.tsx';
import styles from '../components/Form.module.css';

interface LoginDialogProps {
  onClose: () => void;
  onSignUp: () => void;
  onSignedIn: (session: SessionPayload) => void;
}

type Step =
  { name: 'email'; notice: string | null } | { name: 'code'; deadline: number; resent: boolean };

/**
 * E-mail login in two steps (spec 1, section 4 "Login dialog"): the e-mail, then
 * the six-digit code with its 300-second countdown. Back, or the countdown
 * reaching 0, returns to the e-mail and drops the code.
 */
export function LoginDialog({ onClose, onSignUp, onSignedIn }: LoginDialogProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({ name: 'email', notice: null });

  const send = async (address: string, resent = false): Promise<string | null> => {
    try {
      await getLoginVerificationNumber({ email: address });
      const deadline = Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000;
      setStep({ name: 'code', deadline, resent });
      return null;
    } catch (error) {
      return serverMessage(error) ?? t('error.login_error');
    }
  };

  const confirm = async (verificationNumber: string): Promise<string | null> => {
    try {
      onSignedIn(await login({ email: email.trim(), verificationNumber }));
      return null;
    } catch (error) {
      return serverMessage(error) ?? t('error.login_error');
    }
  };

  return (
    <Dialog open title={t('login.title')} onClose={onClose} dismissible={false}>
      <CloseButton onClose={onClose} />
      <p className={styles.step}>
        {t('login.step', { current: step.name === 'email' ? 1 : 2, total: 2 })}
      </p>
      {step.name === 'email' ? (
        <LoginEmailStep
          email={email}
          onEmailChange={setEmail}
          onSend={send}
          onSignUp={onSignUp}
          notice={step.notice}
        />
      ) : (
        <CodeStep
          email={email.trim()}
          deadline={step.deadline}
          resent={step.resent}
          onResend={() => send(email.trim(), true)}
          onSubmit={confirm}
          onBack={() => setStep({ name: 'email', notice: null })}
          onExpire={() => setStep({ name: 'email', notice: t('code.expired') })}
        />
      )}
    </Dialog>
  );
}
