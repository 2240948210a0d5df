import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Nation } from '@kfeed/contracts/common';
import { USER_LIMITS } from '@kfeed/contracts/user';
import { showAlert } from '@kfeed/platform/events';
import { errorCode } from '@kfeed/platform/httpClient';
import { getSupportedLanguageList } from '@kfeed/platform/calls/getSupportedLanguageList';
import { capNickname, nicknameProblem } from '@kfeed/contracts/validation';
import { getNationList } from '@kfeed/kit/calls/getNationList';
import { useCappedTyping } from '@kfeed/kit/hooks/useCappedTyping';
import { FormField } from '@kfeed/kit/ui/FormField';
import { interfaceLanguages, NationLanguageSelects } from '@kfeed/kit/ui/NationLanguageSelects';
import { serverMessage } from '../../lib/serverMessage.ts';
import { checkNickname } from './checkNickname.ts';
import form from '../../components/Form.module.css';

export interface Profile {
  nickname: string;
  nation: Nation | null;
  language: Language | null;
}

interface ProfileStepProps {
  profile: Profile;
  /** A state setter: updates are functions of the newest profile, so none overwrites another. */
  onChange: Dispatch<SetStateAction<Profile>>;
  onBack: () => void;
  onNext: () => void;
}

const LIMITS = { min: USER_LIMITS.nicknameMin, max: USER_LIMITS.nicknameMax };

interface Lists {
  nations: Nation[];
  languages: Language[];
}

/**
 * Sign-up step 2: nickname (the kit's rule, capped as typed), nation and language,
 * both chosen from searchable lists before continuing. Next asks the server whether
 * the nickname is free; a refusal stays shown until the nickname changes.
 */
export function ProfileStep({ profile, onChange, onBack, onNext }: ProfileStepProps) {
  const { t, i18n } = useTranslation('auth');
  const [lists, setLists] = useState<Lists | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [touched, setTouched] = useState(profile.nickname !== '');
  /** The server's refusal of a nickname, shown while the field still holds that nickname. */
  const [refused, setRefused] = useState<{ nickname: string; message: string } | null>(null);
  const [checking, setChecking] = useState(false);

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

  // The interface language is the likely choice: offer it until the person picks. The
  // update is a function of the newest profile: a nation picked while the lists arrived
  // must not wipe it (nor it the nation).
  const interfaceLanguage = i18n.language.toLowerCase();
  useEffect(() => {
    if (!lists) return;
    const current = lists.languages.find((l) => l.isoCode.toLowerCase() === interfaceLanguage);
    if (current) onChange((now) => (now.language ? now : { ...now, language: current }));
  }, [lists, interfaceLanguage, onChange]);

  const problem = nicknameProblem(profile.nickname);
  const refusal = refused?.nickname === profile.nickname ? refused.message : null;
  const shownProblem = touched && problem ? t(`error.${problem}`, LIMITS) : refusal;

  const nicknameTyping = useCappedTyping(
    capNickname,
    (nickname) => onChange((now) => ({ ...now, nickname })),
    () => void showAlert({ message: t('error.nickname_cap', { max: USER_LIMITS.nicknameMax }) }),
  );

  const canContinue =
    problem === null &&
    refusal === null &&
    !checking &&
    profile.nation !== null &&
    profile.language !== null;

  const next = async () => {
    const asked = profile.nickname;
    setChecking(true);
    try {
      const answer = await checkNickname(asked.trim());
      if (answer.available) onNext();
      else setRefused({ nickname: asked, message: t('error.nickname_taken') });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'USER-003' || code === 'RATE-001') {
        setRefused({ nickname: asked, message: serverMessage(error) ?? t('error.signup_error') });
      } else {
        // Unknown (offline, server trouble): the sign-up itself checks again.
        console.warn('[mf-auth] nickname check failed', error);
        onNext();
      }
    } finally {
      setChecking(false);
    }
  };

  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (canContinue) void next();
      }}
    >
      <FormField
        classes={form}
        label={t('profile.nickname')}
        message={shownProblem}
        messageClassName={form.error}
        live
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            className={form.input}
            autoComplete="nickname"
            placeholder={t('profile.nickname_placeholder', LIMITS)}
            value={profile.nickname}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={describedBy}
            {...nicknameTyping}
            onBlur={() => setTouched(true)}
          />
        )}
      </FormField>
      {lists ? (
        <NationLanguageSelects
          nations={lists.nations}
          languages={lists.languages}
          nation={profile.nation}
          language={profile.language}
          onNation={(nation) => onChange((now) => ({ ...now, nation }))}
          onLanguage={(chosen) => onChange((now) => ({ ...now, language: chosen }))}
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
