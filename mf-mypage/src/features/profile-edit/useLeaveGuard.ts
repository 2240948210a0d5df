import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirm } from '@kfeed/platform/events';
import { holdLeave } from '@kfeed/platform/leaveGuard';

/**
 * While `dirty`, leaving asks first (spec 1, section 2: title 'unsaved changes exist',
 * message 'leave page lose changes', continue and cancel), and the browser warns before
 * a reload or close. Returns a function that lets the next navigation through (after a save).
 */
export function useLeaveGuard(dirty: boolean): () => void {
  const { t } = useTranslation('mypage');
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    released.current = false;
    const remove = holdLeave(() =>
      released.current
        ? Promise.resolve(true)
        : showConfirm({
            title: t('leave.title'),
            message: t('leave.message'),
            confirmLabel: t('leave.continue'),
            cancelLabel: t('cancel', { ns: 'common' }),
            destructive: true,
          }),
    );
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      remove();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, t]);
  return () => {
    released.current = true;
  };
}
