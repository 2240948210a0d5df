import { emit, on } from '@kfeed/platform/events';

export interface DialogLog {
  alerts: string[];
  confirms: string[];
  /** Titles of the alerts and confirms that had one, in order. */
  titles: string[];
  /** The toasts asked for (`ui:toast`, small successes that need no tap), in order. */
  toasts: string[];
  stop: () => void;
}

/**
 * Stand in for the shell's modal host and toast host: record each alert and confirm and
 * answer it (confirms with `confirm`), as a person pressing the button would, and record
 * each toast (they need no answer).
 */
export function answerDialogs(confirm = true): DialogLog {
  const log: DialogLog = {
    alerts: [],
    confirms: [],
    titles: [],
    toasts: [],
    stop: () => undefined,
  };
  const offAlert = on('ui:alert', (request) => {
    log.alerts.push(request.message);
    if (request.title) log.titles.push(request.title);
    queueMicrotask(() => emit('ui:dialog-closed', { id: request.id, confirmed: true }));
  });
  const offConfirm = on('ui:confirm', (request) => {
    log.confirms.push(request.message);
    if (request.title) log.titles.push(request.title);
    queueMicrotask(() => emit('ui:dialog-closed', { id: request.id, confirmed: confirm }));
  });
  const offToast = on('ui:toast', ({ message }) => {
    log.toasts.push(message);
  });
  log.stop = () => {
    offAlert();
    offConfirm();
    offToast();
  };
  return log;
}
