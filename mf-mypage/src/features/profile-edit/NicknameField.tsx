import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@kfeed/platform/events';
import { USER_LIMITS } from '@kfeed/contracts/user';
import { capNickname, nicknameProblem } from '@kfeed/contracts/validation';
import { useCappedTyping } from '@kfeed/kit/hooks/useCappedTyping';
import { FormField } from '@kfeed/kit/ui/FormField';
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
  const [touched, setTouched] = useState(false);
  const typing = useCappedTyping(
    capNickname,
    onChange,
    () => void showAlert({ message: t('nickname.cap', LIMITS) }),
  );

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
    <FormField
      classes={styles}
      label={t('nickname.label')}
      message={message?.text}
      messageClassName={`${styles.message} ${message?.tone ?? ''}`}
      live
    >
      {({ id, describedBy }) => (
        <input
          id={id}
          className={styles.input}
          autoComplete="nickname"
          value={value}
          placeholder={t('nickname.placeholder', LIMITS)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...typing}
          onBlur={() => setTouched(true)}
        />
      )}
    </FormField>
  );
}
