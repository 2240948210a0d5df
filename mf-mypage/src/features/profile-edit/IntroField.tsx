import { useTranslation } from 'react-i18next';
import { USER_LIMITS } from '@kfeed/contracts/user';
import { characterCount } from '@kfeed/contracts/validation';
import { FormField } from '@kfeed/kit/ui/FormField';
import { blocksEnter, limitIntro } from './profileValues.ts';
import styles from './UpdateMyInfo.module.css';

/** The introduction: at most 50 characters and 4 lines, an Enter past the fourth line ignored. */
export function IntroField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('mypage');
  const count = characterCount(value);
  return (
    <FormField
      classes={styles}
      label={t('intro.label')}
      message={
        <>
          <span className="kf-visually-hidden">
            {t('intro.counter', {
              used: count,
              max: USER_LIMITS.introMax,
              lines: USER_LIMITS.introLinesMax,
            })}
          </span>
          <span aria-hidden="true">
            {count}/{USER_LIMITS.introMax}
          </span>
        </>
      }
      messageClassName={`${styles.message} ${styles.counter}`}
    >
      {({ id, describedBy }) => (
        <textarea
          id={id}
          className={styles.textarea}
          rows={4}
          value={value}
          placeholder={t('intro.placeholder')}
          aria-describedby={describedBy}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            const { selectionStart, selectionEnd } = event.currentTarget;
            if (blocksEnter(value, selectionStart, selectionEnd)) event.preventDefault();
          }}
          onChange={(event) => onChange(limitIntro(event.target.value))}
        />
      )}
    </FormField>
  );
}
