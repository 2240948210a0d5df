import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@kfeed/contracts/validation';
import { CodeBoxes } from './CodeBoxes.tsx';
import { codeOf, emptyCode, isComplete, type CodeDigits } from './codeDigits.ts';
import { formatCountdown } from './countdown.ts';
import { useCountdown } from './useCountdown.ts';
import styles from '../../components/Form.module.css';

/** Submission fires by itself this long after the sixth digit (spec 1, section 9). */
export const AUTO_SUBMIT_DELAY_MS = 500;

interface CodeStepProps {
  email: string;
  /** When the code stops being valid (a Date.now() time). */
  deadline: number;
  /** Resolves to an error message to show, or null when the code was accepted. */
  onSubmit: (code: string) => Promise<string | null>;
  onExpire: () => void;
  onBack: () => void;
  /**
   * Ask for a new code (the step is then shown again with its deadline, `resent` set).
   * Resolves to an error message to show, or null. Offered once the cooldown has passed.
   */
  onResend?: () => Promise<string | null>;
  /** This code is a resent one: say so. */
  resent?: boolean;
}

const noop = () => {};
const RESEND_AFTER_MS = (VERIFICATION_CODE_TTL_SECONDS - VERIFICATION_CODE_RESEND_SECONDS) * 1000;

/**
 * Enter the e-mailed code: six boxes, the m:ss countdown, back and confirm; a new code
 * can be asked for once a minute has passed since the last one (its own countdown).
 */
export function CodeStep({
  email,
  deadline,
  onSubmit,
  onExpire,
  onBack,
  onResend,
  resent = false,
}: CodeStepProps) {
  const { t } = useTranslation('auth');
  const leadId = useId();
  const errorId = useId();
  const [digits, setDigits] = useState<CodeDigits>(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const left = useCountdown(deadline, onExpire);
  // The deadline tells when the code was sent; a new one may be asked for a minute later.
  const cooldown = useCountdown(deadline - RESEND_AFTER_MS, noop);
  // A resent code starts the entry afresh.
  const [codeDeadline, setCodeDeadline] = useState(deadline);
  if (codeDeadline !== deadline) {
    setCodeDeadline(deadline);
    setDigits(emptyCode);
  }

  const resend = async () => {
    if (!onResend || resending) return;
    setResending(true);
    setError(null);
    try {
      const problem = await onResend();
      if (problem) setError(problem);
    } finally {
      setResending(false);
    }
  };

  // A ref, not only state: the auto-submit and a click in the same moment send once.
  const inFlight = useRef(false);
  const submit = async () => {
    if (inFlight.current || !isComplete(digits)) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const problem = await onSubmit(codeOf(digits));
      if (problem) setError(problem);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  const autoSubmit = useEffectEvent(() => void submit());

  useEffect(() => {
    if (!isComplete(digits)) return;
    const timer = setTimeout(autoSubmit, AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [digits]);

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className={styles.form} onSubmit={onFormSubmit} noValidate>
      <p id={leadId} className={styles.lead}>
        {t('code.sent_to', { email })}
      </p>
      <CodeBoxes
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setError(null);
        }}
        labelledBy={leadId}
        invalid={error !== null}
        disabled={submitting}
      />
      <p className={styles.timer}>
        {t('code.time_left')}{' '}
        <time className={styles.timerValue} dateTime={`PT${left}S`}>
          {formatCountdown(left)}
        </time>
      </p>
      {onResend ? (
        <ResendButton cooldown={cooldown} busy={resending} onResend={() => void resend()} />
      ) : null}
      <p className={styles.info} role="status">
        {resent && !resending && !error ? t('code.resent', { email }) : null}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="kf-button" onClick={onBack}>
          {t('back')}
        </button>
        <button
          type="submit"
          className="kf-button kf-button--primary"
          disabled={!isComplete(digits) || submitting}
        >
          {t('code.confirm')}
        </button>
      </div>
    </form>
  );
}

/** Ask for a new code; until the cooldown has passed, disabled with the time left beside it. */
function ResendButton({
  cooldown,
  busy,
  onResend,
}: {
  /** Seconds until a new code may be asked for. */
  cooldown: number;
  busy: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation('auth');
  const hintId = useId();
  const waiting = cooldown > 0;
  return (
    <div className={styles.resend}>
      <button
        type="button"
        className={styles.link}
        disabled={waiting || busy}
        aria-describedby={waiting ? hintId : undefined}
        onClick={onResend}
      >
        {t('code.resend')}
      </button>
      {waiting ? (
        <span id={hintId} className={styles.info}>
          {t('code.resend_in')} <time dateTime={`PT${cooldown}S`}>{formatCountdown(cooldown)}</time>
        </span>
      ) : null}
    </div>
  );
}
