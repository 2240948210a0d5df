import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import {
  MODERATION_LIMITS,
  REPORT_REASON_CODES,
  type ReportReasonCode,
  type ReportTargetType,
} from '@kfeed/contracts/moderation';
import { showAlert, showToast } from '@kfeed/platform/events';
import { announcedByClient, errorCode } from '@kfeed/platform/httpClient';
import { Dialog } from './Dialog.tsx';
import styles from './ReportReasonDialog.module.css';

/** The reason a member gives: reasonText is left out when nothing was typed. */
export interface ReportReason {
  reasonCode: ReportReasonCode;
  reasonText?: string;
}

/**
 * How a report ended: sent ('done'), refused as a repeat ('already', REPORT-001), or the
 * member closed the dialog ('cancelled', also after a failure they did not retry).
 */
export type ReportOutcome = 'done' | 'already' | 'cancelled';

export interface ReportRequest {
  /** What is reported: names the dialog ("Report this post"). */
  target: ReportTargetType;
  /** Send the report with the reason chosen; a rejection keeps the dialog open. */
  send: (reason: ReportReason) => Promise<unknown>;
  /** The toast after success ("Thank you. Your report has been received."). */
  success: string;
  /** The notice when it was reported before (REPORT-001): post, comment or member. */
  already: string;
}

const REASON_TEXT_MAX = MODERATION_LIMITS.reasonTextMax;

/**
 * Ask why a post, comment or member is reported, then send it: one of the eight reasons
 * (required), more words for the moderators (optional, at most 500 characters), Cancel and
 * Report. A failure is said inside the dialog and keeps what was chosen and typed (unless
 * the HTTP client already showed its own notice: a suspension, too many reports, an ended
 * session; send the call `silent` so that server errors are said here); a repeat
 * (REPORT-001) closes it with the already-reported notice, success with the thank-you
 * toast. Both come once this dialog is gone and focus is back on its opener: the refusal
 * through the shell's modal host (showAlert), `onFinished` after it is closed; the thanks
 * as a toast (showToast) that needs no tap, `onFinished` at once.
 */
export function ReportReasonDialog({
  request,
  onFinished,
}: {
  request: ReportRequest;
  onFinished: (outcome: ReportOutcome) => void;
}) {
  const { t } = useTranslation('kit');
  const id = useId();
  const [reasonCode, setReasonCode] = useState<ReportReasonCode | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<{
    message: string;
    outcome: Exclude<ReportOutcome, 'cancelled'>;
  } | null>(null);

  // After the dialog has gone (its cleanup gave focus back to the opener), the notice: a
  // toast for the thanks, a dialog to close for the refusal.
  useEffect(() => {
    if (!notice) return;
    if (notice.outcome === 'done') {
      showToast(notice.message);
      onFinished('done');
      return;
    }
    void showAlert({ message: notice.message }).then(() => onFinished(notice.outcome));
  }, [notice, onFinished]);

  const submit = async () => {
    if (!reasonCode || sending) return;
    setSending(true);
    setFailed(false);
    const reasonText = text.trim();
    try {
      await request.send(reasonText ? { reasonCode, reasonText } : { reasonCode });
    } catch (error) {
      setSending(false);
      if (errorCode(error) === API_ERROR_CODES.alreadyReported) {
        setNotice({ message: request.already, outcome: 'already' });
        return;
      }
      console.error('[kit] the report could not be sent', error);
      // The client has shown its own notice (a suspension, too many reports): no second one.
      if (!announcedByClient(error)) setFailed(true);
      return;
    }
    setNotice({ message: request.success, outcome: 'done' });
  };

  if (notice) return null;
  const cancel = () => {
    if (!sending) onFinished('cancelled');
  };
  const counterId = `${id}-counter`;
  return (
    <Dialog
      open
      title={t(`report.title.${request.target}`)}
      onClose={cancel}
      dismissible={false}
      actions={
        <>
          <button type="button" className="kf-button" onClick={cancel} disabled={sending}>
            {t('report.cancel')}
          </button>
          <button
            type="submit"
            form={id}
            className="kf-button kf-button--primary"
            disabled={!reasonCode || sending}
            aria-busy={sending}
          >
            {sending ? t('report.sending') : t('report.submit')}
          </button>
        </>
      }
    >
      <form
        id={id}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className={styles.reasons}>
          <legend className={styles.legend}>{t('report.legend')}</legend>
          {REPORT_REASON_CODES.map((code) => (
            <label key={code} className={styles.reason}>
              <input
                type="radio"
                name={`${id}-reason`}
                value={code}
                checked={reasonCode === code}
                aria-labelledby={`${id}-${code}-name`}
                aria-describedby={`${id}-${code}-help`}
                onChange={() => setReasonCode(code)}
              />
              <span className={styles.reasonWords}>
                <span id={`${id}-${code}-name`} className={styles.reasonName}>
                  {t(`report.reason.${code}.name`)}
                </span>
                <span id={`${id}-${code}-help`} className={styles.reasonHelp}>
                  {t(`report.reason.${code}.help`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-details`} className={styles.detailsLabel}>
          {t('report.details')}
        </label>
        <textarea
          id={`${id}-details`}
          className={styles.details}
          rows={3}
          value={text}
          maxLength={REASON_TEXT_MAX}
          aria-describedby={counterId}
          onChange={(event) => setText(event.target.value.slice(0, REASON_TEXT_MAX))}
        />
        <p id={counterId} className={styles.counter}>
          {t('report.counter', { used: text.length, max: REASON_TEXT_MAX })}
        </p>
        {failed ? (
          <p role="alert" className={styles.failed}>
            {t('report.failed')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

/**
 * The report dialog as a call, the way confirmAndRun uses the modal host: `report(request)`
 * opens it and resolves with the outcome once it is over (once its refusal notice is
 * closed, or as its thanks toast is shown); render `dialog` somewhere in the screen.
 */
export function useReportDialog(): {
  report: (request: ReportRequest) => Promise<ReportOutcome>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<{
    key: number;
    request: ReportRequest;
    finish: (outcome: ReportOutcome) => void;
  } | null>(null);
  const opened = useRef(0);

  const report = useCallback(
    (request: ReportRequest) =>
      new Promise<ReportOutcome>((resolve) => {
        opened.current += 1;
        setOpen({
          key: opened.current,
          request,
          finish: (outcome) => {
            setOpen(null);
            resolve(outcome);
          },
        });
      }),
    [],
  );

  const dialog = open ? (
    <ReportReasonDialog key={open.key} request={open.request} onFinished={open.finish} />
  ) : null;
  return { report, dialog };
}
