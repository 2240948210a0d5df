import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionPayload } from '@kfeed/contracts/auth';
import type { TermsType } from '@kfeed/contracts/common';
import { Dialog } from '@kfeed/kit/ui/Dialog';
import { errorCode } from '@kfeed/platform/httpClient';
import { VERIFICATION_CODE_TTL_SECONDS } from '@kfeed/contracts/validation';
import { CodeStep } from '../features/code-entry/CodeStep.tsx';
import { CloseButton } from '../components/DialogHeader.tsx';
import { serverMessage } from '../lib/serverMessage.ts';
import { TermsPopup } from '../features/terms/TermsPopup.tsx';
import { NO_AGREEMENTS, type Agreements } from '../features/signup/agreements.ts';
import { ProfileStep, type Profile } from '../features/signup/ProfileStep.tsx';
import { SignUpEmailStep } from '../features/signup/SignUpEmailStep.tsx';
import { TermsStep } from '../features/signup/TermsStep.tsx';
import { getSignUpVerificationNumber } from '../features/signup/getSignUpVerificationNumber.ts';
import { signUp } from '../features/signup/signUp.ts';
import { currentTermsVersions, type TermsVersions } from '../features/signup/currentTerms.ts';
import form from '../components/Form.module.css';

interface SignUpDialogProps {
  onClose: () => void;
  onSignedIn: (session: SessionPayload) => void;
}

type Step =
  | { n: 1; notice: string | null }
  | { n: 2 }
  | { n: 3; notice: string | null }
  | { n: 4; deadline: number; resent: boolean };

/**
 * Sign-up in four steps (spec 1, section 4 "Sign-up"): terms; nickname, nation and
 * language; e-mail; code. Back goes one step back and keeps what was entered;
 * closing forgets everything (the dialog unmounts).
 */
export function SignUpDialog({ onClose, onSignedIn }: SignUpDialogProps) {
  const { t, i18n } = useTranslation('auth');
  const [step, setStep] = useState<Step>({ n: 1, notice: null });
  const [agreements, setAgreements] = useState<Agreements>(NO_AGREEMENTS);
  const [profile, setProfile] = useState<Profile>({ nickname: '', nation: null, language: null });
  const [email, setEmail] = useState('');
  const [termsShown, setTermsShown] = useState<TermsType | null>(null);
  // The versions on show when the person agrees: sent with the consents, refused once outdated.
  const [versions, setVersions] = useState<TermsVersions | null>(null);
  const [versionsAsked, setVersionsAsked] = useState(0);

  useEffect(() => {
    let live = true;
    currentTermsVersions(i18n.language)
      .then((found) => live && setVersions(found))
      .catch((error: unknown) => console.warn('[mf-auth] terms versions unknown', error));
    return () => {
      live = false;
    };
  }, [i18n.language, versionsAsked]);

  const sendCode = async (address: string, resent = false): Promise<string | null> => {
    if (!profile.language) return t('error.verification_code_send_error');
    try {
      await getSignUpVerificationNumber({
        email: address,
        userLanguageId: profile.language.languageId,
      });
      setStep({ n: 4, deadline: Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000, resent });
      return null;
    } catch (error) {
      return serverMessage(error) ?? t('error.verification_code_send_error');
    }
  };

  const complete = async (verificationNumber: string): Promise<string | null> => {
    if (!profile.nation || !profile.language) return t('error.signup_error');
    try {
      const session = await signUp({
        email: email.trim(),
        nickname: profile.nickname.trim(),
        userNationId: profile.nation.nationId,
        userLanguageId: profile.language.languageId,
        verificationNumber,
        autoLogin: true,
        agreeAge: agreements.age,
        agreeTerms: agreements.service,
        agreePrivacy: agreements.privacy,
        agreeUniqueId: agreements.uniqueId,
        ...versions,
      });
      // autoLogin: true always answers a session; null would mean the server ignored it.
      if (!session) return t('error.signup_error');
      onSignedIn(session);
      return null;
    } catch (error) {
      const message = serverMessage(error) ?? t('error.signup_error');
      if (errorCode(error) === 'AUTH-022') {
        // The terms changed since they were shown: agree to the new ones first.
        setAgreements(NO_AGREEMENTS);
        setVersions(null);
        setVersionsAsked((n) => n + 1);
        setStep({ n: 1, notice: message });
        return null;
      }
      return message;
    }
  };

  return (
    <>
      <Dialog open title={t('signup.title')} onClose={onClose} dismissible={false}>
        <CloseButton onClose={onClose} />
        <p className={form.step}>{t('signup.step', { current: step.n, total: 4 })}</p>
        {step.n === 1 ? (
          <TermsStep
            notice={step.notice}
            agreements={agreements}
            onChange={setAgreements}
            onShowTerms={setTermsShown}
            onNext={() => setStep({ n: 2 })}
          />
        ) : step.n === 2 ? (
          <ProfileStep
            profile={profile}
            onChange={setProfile}
            onBack={() => setStep({ n: 1, notice: null })}
            onNext={() => setStep({ n: 3, notice: null })}
          />
        ) : step.n === 3 ? (
          <SignUpEmailStep
            email={email}
            onEmailChange={setEmail}
            onSend={sendCode}
            onBack={() => setStep({ n: 2 })}
            notice={step.notice}
          />
        ) : (
          <CodeStep
            email={email.trim()}
            deadline={step.deadline}
            resent={step.resent}
            onResend={() => sendCode(email.trim(), true)}
            onSubmit={complete}
            onBack={() => setStep({ n: 3, notice: null })}
            onExpire={() => setStep({ n: 3, notice: t('code.expired') })}
          />
        )}
      </Dialog>
      {termsShown ? (
        <TermsPopup termsType={termsShown} onClose={() => setTermsShown(null)} />
      ) : null}
    </>
  );
}
