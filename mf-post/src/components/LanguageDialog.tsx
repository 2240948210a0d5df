import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@kfeed/kit/ui/Dialog';
import { SUPPORTED_LANGUAGES } from '@kfeed/contracts/languages';
import { languageName } from '@kfeed/kit/i18n/languageNames';
import styles from './SourceLanguage.module.css';

/**
 * Which language a text is written in: the 16 languages as radio buttons (arrow keys move
 * between them), named in the reader's language with their own name beside it.
 */
export function LanguageDialog({
  current,
  mode,
  onSubmit,
  onClose,
}: {
  current: string | null;
  mode: 'change' | 'suggest';
  /** Resolves true when done (the dialog then closes). */
  onSubmit: (isoCode: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('post');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [chosen, setChosen] = useState(current ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async () => {
    if (!chosen || submitting) return;
    setSubmitting(true);
    setFailed(false);
    try {
      if (await onSubmit(chosen)) onClose();
      else setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      title={t('source_language.dialog_title')}
      onClose={() => {
        if (!submitting) onClose();
      }}
      actions={
        <>
          <button type="button" className="kf-button" onClick={onClose} disabled={submitting}>
            {tc('cancel')}
          </button>
          <button
            type="submit"
            form={id}
            className="kf-button kf-button--primary"
            disabled={!chosen || chosen === current || submitting}
            aria-busy={submitting}
          >
            {submitting
              ? t('source_language.saving')
              : mode === 'change'
                ? t('source_language.save_change')
                : t('source_language.send_suggestion')}
          </button>
        </>
      }
    >
      <form
        id={id}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className={styles.hint}>
          {mode === 'change' ? t('source_language.change_hint') : t('source_language.suggest_hint')}
        </p>
        <fieldset className={styles.choices}>
          <legend className="kf-visually-hidden">{t('source_language.dialog_title')}</legend>
          {SUPPORTED_LANGUAGES.map((language) => {
            const name = languageName(language.isoCode, i18n.language);
            return (
              <label key={language.isoCode} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-language`}
                  value={language.isoCode}
                  checked={chosen === language.isoCode}
                  autoFocus={chosen === language.isoCode || (!chosen && language.isoCode === 'ko')}
                  onChange={() => setChosen(language.isoCode)}
                />
                <span>{name}</span>
                {name !== language.nativeName ? (
                  <span className={styles.native} lang={language.isoCode}>
                    {language.nativeName}
                  </span>
                ) : null}
              </label>
            );
          })}
        </fieldset>
        {failed ? (
          <p role="alert" className={styles.failed}>
            {t('source_language.failed')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
