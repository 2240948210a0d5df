import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emit, on, type AlertRequest, type ConfirmRequest } from '@kfeed/platform/events';
import { Dialog } from '@kfeed/kit/ui/Dialog';

type Request = ({ kind: 'alert' } & AlertRequest) | ({ kind: 'confirm' } & ConfirmRequest);

/** Shows alerts (one button) and confirms (two buttons) asked for on the event bus, one at a time. */
export function ModalHost() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Request[]>([]);

  // Layout effect: subscribed before any screen's effect can ask for a dialog.
  useLayoutEffect(() => {
    const offAlert = on('ui:alert', (request) =>
      setQueue((q) => [...q, { kind: 'alert', ...request }]),
    );
    const offConfirm = on('ui:confirm', (request) =>
      setQueue((q) => [...q, { kind: 'confirm', ...request }]),
    );
    return () => {
      offAlert();
      offConfirm();
    };
  }, []);

  const current = queue[0];
  if (!current) return null;
  const close = (confirmed: boolean) => {
    setQueue((q) => q.slice(1));
    emit('ui:dialog-closed', { id: current.id, confirmed });
  };

  return (
    <Dialog
      key={current.id}
      open
      role="alertdialog"
      title={current.title}
      onClose={() => close(current.kind === 'alert')}
      dismissible={false}
      actions={
        current.kind === 'alert' ? (
          <button
            type="button"
            className="kf-button kf-button--primary"
            autoFocus
            onClick={() => close(true)}
          >
            {current.confirmLabel ?? t('confirm')}
          </button>
        ) : (
          <>
            {/* A destructive question starts on Cancel, so Enter never deletes by habit. */}
            <button
              type="button"
              className="kf-button"
              autoFocus={current.destructive}
              onClick={() => close(false)}
            >
              {current.cancelLabel ?? t('cancel')}
            </button>
            <button
              type="button"
              className={`kf-button ${current.destructive ? 'kf-button--danger' : 'kf-button--primary'}`}
              autoFocus={!current.destructive}
              onClick={() => close(true)}
            >
              {current.confirmLabel ?? t('confirm')}
            </button>
          </>
        )
      }
    >
      {current.message}
    </Dialog>
  );
}
