import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getNationList } from '@kfeed/kit/calls/getNationList';
import { getSupportedLanguageList } from '@kfeed/platform/calls/getSupportedLanguageList';
import { routeByName } from '@kfeed/kit/routes';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { interfaceLanguages } from '@kfeed/kit/ui/NationLanguageSelects';
import { getUserInfo } from '../../lib/api/getUserInfo.ts';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { ProfileForm } from './ProfileForm.tsx';
import type { ProfileData } from './profileValues.ts';
import screen from '../../components/Screen.module.css';

/** Profile edit (spec 2, section 2): loads the member, nations and languages, then the form. */
export function UpdateMyInfo() {
  const { t } = useTranslation('mypage');
  const navigate = useNavigate();
  const location = useLocation();
  const [data, setData] = useState<ProfileData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([getUserInfo(), getNationList(), getSupportedLanguageList()])
      .then(([info, nations, languages]) => {
        if (live) setData({ info, nations, languages: interfaceLanguages(languages) });
      })
      .catch((error: unknown) => {
        console.error('[mf-mypage] profile edit could not load', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  // Back to where the member came from (my page); the leave guard asks first when needed.
  const back = () =>
    location.key !== 'default'
      ? void navigate(-1)
      : void navigate(routeByName('MyPage').path, { replace: true });

  return (
    <div className={screen.screen}>
      <ScreenHeader title={t('edit.title')} onBack={back} />
      {data ? (
        <ProfileForm data={data} onSaved={() => navigate(routeByName('MyPage').path)} />
      ) : failed ? (
        <div className={screen.state} role="alert">
          <p>{t('edit.load_failed')}</p>
          <button
            type="button"
            className="kf-button kf-button--primary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
