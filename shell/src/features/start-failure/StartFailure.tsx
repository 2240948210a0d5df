import { Dialog } from '@kfeed/kit/ui/Dialog';
import { i18n } from '@kfeed/platform/i18n/i18n';

/** Texts used when even the translations may have failed to load. */
const FALLBACK = {
  title: 'Error',
  message: 'The app could not start. Please refresh the page.',
  refresh: 'Refresh',
};

const text = (key: keyof typeof FALLBACK) =>
  i18n.isInitialized && i18n.exists(`start_failure.${key}`)
    ? i18n.t(`start_failure.${key}`)
    : FALLBACK[key];

/** The app-start failure dialog (spec 1, section 8). */
export function StartFailure() {
  return (
    <Dialog
      open
      role="alertdialog"
      title={text('title')}
      dismissible={false}
      onClose={() => undefined}
      actions={
        <button
          type="button"
          className="kf-button kf-button--primary"
          onClick={() => window.location.reload()}
        >
          {text('refresh')}
        </button>
      }
    >
      {text('message')}
    </Dialog>
  );
}
