import { useTranslation } from 'react-i18next';
import { Dialog } from '@kfeed/kit/ui/Dialog';
import { CloseButton } from '../../components/DialogHeader.tsx';
import form from '../../components/Form.module.css';

interface LoginChoiceDialogProps {
  onClose: () => void;
  onLogin: () => void;
  onSignUp: () => void;
}

/** Log in or sign up (spec 1, section 2 "Modals"). */
export function LoginChoiceDialog({ onClose, onLogin, onSignUp }: LoginChoiceDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open title={t('choice.title')} onClose={onClose}>
      <CloseButton onClose={onClose} />
      <div className={form.form}>
        <p className={form.lead}>{t('choice.lead')}</p>
        <div className={form.stack}>
          <button type="button" className="kf-button kf-button--primary" onClick={onLogin}>
            {t('choice.login')}
          </button>
          <button type="button" className="kf-button" onClick={onSignUp}>
            {t('choice.signup')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
