import { useTranslation } from 'react-i18next';
import styles from './DialogHeader.module.css';

/** The close button in a sign-in dialog's corner (Escape closes too). */
export function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
