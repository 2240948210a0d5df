import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@kfeed/platform/events';

/** The local page is not built yet: say so, and go home on confirm. */
export function DongnePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void showAlert({ title: t('dongne.title'), message: t('dongne.under_preparation') }).then(
      () => {
        if (active) navigate('/', { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [navigate, t]);
  // The screen's one h1, under the alert that says the rest.
  return <h1 className="kf-visually-hidden">{t('dongne.title')}</h1>;
}
