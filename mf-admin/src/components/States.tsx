import { useTranslation } from 'react-i18next';
import styles from './States.module.css';

/** Nothing to show: a title and, when given, a line under it. */
export function EmptyState({ title, body }: { title: string; body?: string }) {
  return (
    <div className={styles.state}>
      <p className={styles.title}>{title}</p>
      {body ? <p>{body}</p> : null}
    </div>
  );
}

/** A load that failed: what failed, and a button to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state} role="alert">
      <p>{message}</p>
      <button type="button" className="kf-button kf-button--primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** A moderator on an admin's screen (or the API said ADMIN-001): what they cannot do here. */
export function AdminsOnly() {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.state} role="alert">
      <p className={styles.title}>{t('state.admins_only_title')}</p>
      <p>{t('state.admins_only_body')}</p>
    </div>
  );
}
