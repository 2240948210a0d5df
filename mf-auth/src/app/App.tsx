import { useTranslation } from 'react-i18next';
import { Dialog } from '@kfeed/shared/ui/Dialog';
import type { LoginDialogProps } from '@kfeed/shared/remote';

/** The sign-in overlay the shell mounts on `auth:open-login`. */
export function App({ loginRequest, onLoginClosed }: LoginDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={loginRequest !== null} title={t('route.Login')} onClose={onLoginClosed}>
      <button type="button" className="kf-button" onClick={onLoginClosed}>
        {t('close')}
      </button>
    </Dialog>
  );
}
