import { useTranslation } from 'react-i18next';
import { characters } from './writeModel.ts';
import styles from './WriteForm.module.css';

/** "12/30" as it is typed; a screen reader hears it with the field and once at the limit. */
export function TextCounter({ id, text, max }: { id: string; text: string; max: number }) {
  const { t } = useTranslation('post');
  const count = characters(text);
  return (
    <>
      <span id={id} className={`${styles.counter} ${count >= max ? styles.full : ''}`}>
        <span aria-hidden="true">{t('write.counter', { current: count, max })}</span>
        <span className="kf-visually-hidden">
          {t('write.counter_spoken', { current: count, max })}
        </span>
      </span>
      <span className="kf-visually-hidden" aria-live="polite">
        {count >= max ? t('write.limit_reached', { max }) : ''}
      </span>
    </>
  );
}
