import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@kfeed/platform/events';
import { errorCode } from '@kfeed/platform/httpClient';
import { applyLanguage } from '@kfeed/platform/i18n/applyLanguage';
import { startSession } from '@kfeed/platform/sessionEnd';
import { updateUserInfo } from '@kfeed/platform/calls/updateUserInfo';
import { isLanguageCode } from '@kfeed/contracts/languages';
import { NationLanguageSelects } from '@kfeed/kit/ui/NationLanguageSelects';
import { introProblem, nicknameProblem } from '@kfeed/contracts/validation';
import { IntroField } from './IntroField.tsx';
import { NicknameField } from './NicknameField.tsx';
import { ProfilePhoto } from './ProfilePhoto.tsx';
import { changedFields, isDirty, valuesOf, type ProfileValues } from './profileValues.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { useNicknameAvailability } from './useNicknameAvailability.ts';
import type { ProfileData } from './profileValues.ts';
import styles from './UpdateMyInfo.module.css';

/**
 * The profile form: read-only e-mail, nickname, nation, language, intro, photo. Save
 * sends what changed and takes the answered session (its language too, when it changed).
 */
export function ProfileForm({ data, onSaved }: { data: ProfileData; onSaved: () => void }) {
  const { t, i18n } = useTranslation('mypage');
  const { info, nations, languages } = data;
  const emailId = useId();
  const [loaded, setLoaded] = useState<ProfileValues>(() => valuesOf(info));
  const [values, setValues] = useState<ProfileValues>(loaded);
  const [photo, setPhoto] = useState(info.userProfileImageUrl);
  const [saving, setSaving] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);

  const dirty = isDirty(loaded, values);
  const release = useLeaveGuard(dirty);
  // Official accounts may carry a reserved name (the server decides; this only mirrors it).
  const rule = { official: info.userIsOfficial === 'Y' };
  const checked = useNicknameAvailability(values.nickname, loaded.nickname, rule);
  // The server's refusal counts too, for as long as the nickname is the refused one.
  const availability = taken === values.nickname.trim() ? 'taken' : checked;
  const nation = nations.find((n) => n.nationId === values.nationId) ?? null;
  const language = languages.find((l) => l.languageId === values.languageId) ?? null;
  const canSave =
    dirty &&
    !saving &&
    nicknameProblem(values.nickname, rule) === null &&
    introProblem(values.intro.trim()) === null &&
    availability !== 'taken' &&
    availability !== 'checking' &&
    nation !== null &&
    language !== null;

  const save = async () => {
    if (!canSave) return;
    setSaving(true);
    setSaveFailed(false);
    try {
      const session = await updateUserInfo(changedFields(loaded, values));
      startSession(session, 'renewed');
      if (values.languageId !== loaded.languageId && isLanguageCode(session.isoCode))
        await applyLanguage(session.isoCode);
      setLoaded(values);
      release();
      // A toast: it needs no tap and stays on through the navigation onSaved makes. Said in
      // the language just chosen (this render's `t` still speaks the one before).
      showToast(i18n.t('edit.saved', { ns: 'mypage' }));
      onSaved();
    } catch (error) {
      console.error('[mf-mypage] profile save failed', error);
      if (errorCode(error) === 'USER-002') setTaken(values.nickname.trim());
      else setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ProfilePhoto imageUrl={photo} onChange={setPhoto} />
      <div className={styles.field}>
        <label htmlFor={emailId} className={styles.label}>
          {t('edit.email')}
        </label>
        <input id={emailId} className={styles.readonly} value={info.userEmail ?? ''} readOnly />
      </div>
      <NicknameField
        value={values.nickname}
        availability={availability}
        official={rule.official}
        onChange={(nickname) => setValues((v) => ({ ...v, nickname }))}
      />
      <NationLanguageSelects
        nations={nations}
        languages={languages}
        nation={nation}
        language={language}
        onNation={(n) => setValues((v) => ({ ...v, nationId: n?.nationId ?? null }))}
        onLanguage={(l) => setValues((v) => ({ ...v, languageId: l?.languageId ?? null }))}
        texts={{
          nation: t('edit.nation'),
          language: t('edit.language'),
          searchPlaceholder: t('edit.search_placeholder'),
          notFound: t('edit.search_not_found'),
          showNations: t('edit.show_nations'),
          showLanguages: t('edit.show_languages'),
        }}
      />
      <IntroField value={values.intro} onChange={(intro) => setValues((v) => ({ ...v, intro }))} />
      {saveFailed ? (
        <p className={`${styles.message} ${styles.error}`} role="alert">
          {t('edit.save_failed')}
        </p>
      ) : null}
      <button type="submit" className="kf-button kf-button--primary" disabled={!canSave}>
        {saving ? t('edit.saving') : t('edit.save')}
      </button>
    </form>
  );
}
