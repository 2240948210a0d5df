import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextSize } from '@kfeed/kit/hooks/useTextSize';
import { TEXT_SIZES, chooseTextSize, isTextSize } from '@kfeed/kit/textSize';
import styles from './TextSizeControl.module.css';

/** One percentage format per language: making one costs more than a render of the menu. */
const percentFormats = new Map<string, Intl.NumberFormat | null>();

/** "150 %" as the reader's language writes a percentage (its digits and spacing). */
function percent(size: number, language: string): string {
  let format = percentFormats.get(language);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(language, { style: 'percent' });
    } catch {
      format = null;
    }
    percentFormats.set(language, format);
  }
  return format ? format.format(size / 100) : `${size}%`;
}

const ICON =
  'M3 19l5-14h2l5 14h-2.2l-1.3-3.8H7.5L6.2 19zm5.2-5.8h3.6L10 7.9zM15.5 19l3-8.5h1.7L23 19h-1.8l-.7-2.1h-2.9l-.7 2.1zm2.5-3.6h2l-1-3.1z';

/** A compact text size menu beside the language menu (Home's header, for visitors). */
export function TextSizeSelect({ className }: { className?: string | undefined }) {
  const { t, i18n } = useTranslation('kit');
  const size = useTextSize();
  return (
    <label className={`${styles.compact} ${className ?? ''}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path fill="currentColor" d={ICON} />
      </svg>
      <span className="kf-visually-hidden">{t('text_size.label')}</span>
      <select
        className={styles.select}
        value={size}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isTextSize(value)) chooseTextSize(Number(value) as typeof size);
        }}
      >
        {TEXT_SIZES.map((option) => (
          <option key={option} value={option}>
            {percent(option, i18n.language)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The text size setting as a row of choices with its explanation (my page). */
export function TextSizeChoices() {
  const { t, i18n } = useTranslation('kit');
  const size = useTextSize();
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={`${id}-hint`}>
      <legend className={styles.legend}>{t('text_size.label')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('text_size.hint')}
      </p>
      <div className={styles.choices}>
        {TEXT_SIZES.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-size`}
              value={option}
              checked={option === size}
              onChange={() => chooseTextSize(option)}
            />
            <span>{percent(option, i18n.language)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
