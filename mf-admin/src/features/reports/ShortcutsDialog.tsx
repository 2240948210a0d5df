import { useTranslation } from 'react-i18next';
import { Dialog } from '@kfeed/kit/ui/Dialog';
import styles from './ReportQueue.module.css';

const KEYS = [
  { keys: ['j', '↓'], what: 'shortcuts.next' },
  { keys: ['k', '↑'], what: 'shortcuts.previous' },
  { keys: ['d'], what: 'shortcuts.dismiss' },
  { keys: ['r'], what: 'shortcuts.remove' },
  { keys: ['?'], what: 'shortcuts.help' },
] as const;

/** The queue's keyboard shortcuts, listed. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open
      title={t('shortcuts.title')}
      onClose={onClose}
      actions={
        <button type="button" className="kf-button kf-button--primary" autoFocus onClick={onClose}>
          {t('close', { ns: 'common' })}
        </button>
      }
    >
      <dl className={styles.keys}>
        {KEYS.map(({ keys, what }) => (
          <div key={what} className={styles.keyRow}>
            <dt>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ' / ' : null}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{t(what)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{t('shortcuts.note')}</p>
    </Dialog>
  );
}
