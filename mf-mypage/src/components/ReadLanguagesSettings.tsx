import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@kfeed/contracts/languages';
import { languageName } from '@kfeed/kit/i18n/languageNames';
import { getReadLanguages, updateReadLanguages } from '../lib/api/readLanguages.ts';
import styles from './ReadLanguagesSettings.module.css';

type Status = 'loading' | 'loadFailed' | 'ready' | 'saving' | 'saved' | 'saveFailed';

/**
 * "Languages I read" on my page (issue 15): posts and comments written in these are shown
 * as written, the rest translated. A list of checkboxes (Tab and Space work, and a screen
 * reader hears the group's name and hint), saved with the account.
 */
export function ReadLanguagesSettings() {
  const { t, i18n } = useTranslation('mypage');
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const interfaceLanguage = i18n.language;

  useEffect(() => {
    let live = true;
    getReadLanguages()
      .then((data) => {
        if (!live) return;
        setChosen(data.readLanguages);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('[mf-mypage] read languages could not be loaded', error);
        if (live) setStatus('loadFailed');
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  const toggle = (isoCode: string, on: boolean) => {
    setChosen((list) => (on ? [...list, isoCode] : list.filter((code) => code !== isoCode)));
    setStatus('ready');
  };

  const save = async () => {
    setStatus('saving');
    try {
      const data = await updateReadLanguages({ readLanguages: chosen });
      setChosen(data.readLanguages);
      setStatus('saved');
    } catch (error) {
      console.error('[mf-mypage] read languages could not be saved', error);
      setStatus('saveFailed');
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('read_languages.title')}
      </h2>
      {status === 'loadFailed' ? (
        <div role="alert" className={styles.row}>
          <p className={styles.hint}>{t('read_languages.load_failed')}</p>
          <button
            type="button"
            className="kf-button"
            onClick={() => {
              setStatus('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : (
        // While the member's choice loads, the same form is shown unticked and disabled: the
        // page does not move when it arrives (and the server's frame of my page draws it so).
        <form
          aria-busy={status === 'loading'}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset className={styles.fieldset} aria-describedby={`${id}-hint`}>
            <legend className="kf-visually-hidden">{t('read_languages.title')}</legend>
            <p id={`${id}-hint`} className={styles.hint}>
              {t('read_languages.hint')}
            </p>
            <div className={styles.choices}>
              {SUPPORTED_LANGUAGES.map((language) => {
                const isInterface = language.isoCode === interfaceLanguage;
                return (
                  <label key={language.isoCode} className={styles.choice}>
                    <input
                      type="checkbox"
                      value={language.isoCode}
                      checked={isInterface || chosen.includes(language.isoCode)}
                      disabled={isInterface || status === 'saving' || status === 'loading'}
                      onChange={(event) => toggle(language.isoCode, event.target.checked)}
                    />
                    <span>
                      {languageName(language.isoCode, interfaceLanguage)}
                      {isInterface ? (
                        <span className={styles.note}>
                          {' '}
                          {t('read_languages.interface_language')}
                        </span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className={styles.row}>
            <button
              type="submit"
              className="kf-button kf-button--primary"
              disabled={status === 'saving' || status === 'loading'}
              aria-busy={status === 'saving'}
            >
              {status === 'saving' ? t('read_languages.saving') : t('read_languages.save')}
            </button>
            <span role="status" className={styles.hint}>
              {status === 'saved'
                ? t('read_languages.saved')
                : status === 'loading'
                  ? t('loading', { ns: 'common' })
                  : ''}
            </span>
            {status === 'saveFailed' ? (
              <span role="alert" className={styles.failed}>
                {t('read_languages.save_failed')}
              </span>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
