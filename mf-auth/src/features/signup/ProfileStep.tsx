import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Nation } from '@kfeed/kit/contracts/common';
import { USER_LIMITS } from '@kfeed/kit/contracts/user';
import { showAlert } from '@kfeed/platform/events';
import { getSupportedLanguageList } from '@kfeed/kit/calls/getSupportedLanguageList';
import { capNickname, nicknameProblem } from '@kfeed/kit/utils/validation';
import { getNationList } from '@kfeed/kit/calls/getNationList';
import { interfaceLanguages, NationLanguageSelects } from '@kfeed/kit/ui/NationLanguageSelects';
import form from '../form/Form.module.css';

export interface Profile {
  nickname: string;
  nation: Nation | null;
  language: Language | null;
}

interface ProfileStepProps {
  profile: Profile;
  onChange: (profile: Profile) => void;
  onBack: () => void;
  onNext: () => void;
}

interface Lists {
  nations: Nation[];
  languages: Language[];
}

/**
 * Sign-up step 2: nickname (2 to 10 characters, capped as typed), nation and
 * language, both chosen from searchable lists before continuing.
 */
export function ProfileStep({ profile, onChange, onBack, onNext }: ProfileStepProps) {
  const { t, i18n } = useTranslation('auth');
  const nicknameId = useId();
  const nicknameErrorId = useId();
  const [lists, setLists] = useState<Lists | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [touched, setTouched] = useState(profile.nickname !== '');
  const composing = useRef(false);

  useEffect(() => {
    let live = true;
    Promise.all([getNationList(), getSupportedLanguageList()])
      .then(([nations, languages]) => {
        if (live) setLists({ nations, languages: interfaceLanguages(languages) });
      })
      .catch((error: unknown) => {
        console.error('[mf-auth] nations or languages could not be loaded', error);
        if (live) setLoadFailed(true);
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  // The interface language is the likely choice: offer it until the person picks.
  const { language } = profile;
  useEffect(() => {
    if (!lists || language) return;
    const current = lists.languages.find(
      (l) => l.isoCode.toLowerCase() === i18n.language.toLowerCase(),
    );
    if (current) onChange({ ...profile, language: current });
  }, [lists]); // eslint-disable-line react-hooks/exhaustive-deps

  const problem = nicknameProblem(profile.nickname);
  const shownProblem = touched ? problem : null;

  const setNickname = (value: string, composing: boolean) => {
    if (composing) return onChange({ ...profile, nickname: value });
    const capped = capNickname(value);
    onChange({ ...profile, nickname: capped.value });
    if (capped.wasCut) {
      void showAlert({ message: t('error.nickname_cap', { max: USER_LIMITS.nicknameMax }) });
    }
  };

  const canContinue = problem === null && profile.nation !== null && profile.language !== null;

  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (canContinue) onNext();
      }}
    >
      <div className={form.field}>
        <label htmlFor={nicknameId} className={form.label}>
          {t('profile.nickname')}
        </label>
        <input
          id={nicknameId}
          className={form.input}
          autoComplete="nickname"
          placeholder={t('profile.nickname_placeholder', {
            min: USER_LIMITS.nicknameMin,
            max: USER_LIMITS.nicknameMax,
          })}
          value={profile.nickname}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? nicknameErrorId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setNickname(event.target.value, composing.current)
          }
          // An IME builds a character over several inputs: cap only the finished text.
          onCompositionStart={() => (composing.current = true)}
          onCompositionEnd={(event) => {
            composing.current = false;
            setNickname(event.currentTarget.value, false);
          }}
          onBlur={() => setTouched(true)}
        />
        {shownProblem ? (
          <p id={nicknameErrorId} className={form.error}>
            {t(`error.${shownProblem}`, {
              min: USER_LIMITS.nicknameMin,
              max: USER_LIMITS.nicknameMax,
            })}
          </p>
        ) : null}
      </div>
      {lists ? (
        <NationLanguageSelects
          nations={lists.nations}
          languages={lists.languages}
          nation={profile.nation}
          language={profile.language}
          onNation={(nation) => onChange({ ...profile, nation })}
          onLanguage={(chosen) => onChange({ ...profile, language: chosen })}
          texts={{
            nation: t('profile.nation'),
            language: t('profile.language'),
            searchPlaceholder: t('profile.search_placeholder'),
            notFound: t('error.search_result_not_found'),
            showNations: t('profile.show_nations'),
            showLanguages: t('profile.show_languages'),
          }}
        />
      ) : loadFailed ? (
        <div className={form.stack} role="alert">
          <p className={form.error}>{t('error.lists_failed')}</p>
          <button
            type="button"
            className="kf-button"
            onClick={() => {
              setLoadFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </button>
        </div>
      ) : (
        <p className={form.info}>{t('loading')}</p>
      )}
      <div className={form.actions}>
        <button type="button" className="kf-button" onClick={onBack}>
          {t('back')}
        </button>
        <button type="submit" className="kf-button kf-button--primary" disabled={!canContinue}>
          {t('next')}
        </button>
      </div>
    </form>
  );
}
