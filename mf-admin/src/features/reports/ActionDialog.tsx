import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MODERATION_LIMITS,
  type ModerationAction,
  type ReportGroup,
  type ResolveReportData,
  type ResolveReportRequest,
} from '@kfeed/contracts/moderation';
import { NoteDialog } from '../../components/NoteDialog.tsx';
import { isDestructive } from './queueActions.ts';
import { resolveReport } from './api/reports.ts';
import styles from './ReportQueue.module.css';

/** A suspension's length: days, or 'forever' (null in the request). */
type Length = (typeof MODERATION_LIMITS.suspendDays)[number] | 'forever';

const LENGTHS: readonly Length[] = [...MODERATION_LIMITS.suspendDays, 'forever'];

/** The request's suspendDays for a length: null is for good. */
const suspendDays = (length: Length): 1 | 7 | 30 | null => (length === 'forever' ? null : length);

/**
 * One action on one target's reports: what it does, a suspension's length where it is a
 * suspension, the note; confirmed, the request goes out and `onDone` gets the answer.
 */
export function ActionDialog({
  group,
  action,
  targetName,
  onDone,
  onClose,
}: {
  group: ReportGroup;
  action: ModerationAction;
  targetName: string;
  onDone: (answer: ResolveReportData) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const groupName = useId();
  const [length, setLength] = useState<Length>(7);
  const names = { target: targetName, nickname: group.author.userNickname };

  const confirm = async (note: string) => {
    const request: ResolveReportRequest = {
      targetType: group.targetType,
      targetId: group.targetId,
      action,
      note,
      ...(action === 'SUSPEND' ? { suspendDays: suspendDays(length) } : {}),
    };
    onDone(await resolveReport(request));
  };

  return (
    <NoteDialog
      title={t(`confirm.${action}_title`, names)}
      description={t(`confirm.${action}_body`, names)}
      confirmLabel={t(`act.${action}`)}
      destructive={isDestructive(action)}
      onConfirm={confirm}
      onClose={onClose}
    >
      {action === 'SUSPEND' ? (
        <fieldset className={styles.lengths}>
          <legend className={styles.sectionLabel}>{t('suspend.label')}</legend>
          {LENGTHS.map((option) => (
            <label key={option} className={styles.length}>
              <input
                type="radio"
                name={groupName}
                value={String(option)}
                checked={length === option}
                onChange={() => setLength(option)}
              />
              {option === 'forever' ? t('suspend.forever') : t(`suspend.days_${option}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </NoteDialog>
  );
}
