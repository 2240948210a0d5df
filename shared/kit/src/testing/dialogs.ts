import { emit, on } from '@kfeed/platform/events';

export interface DialogLog {
  alerts: string[];
  confirms: string[];
  /** Titles of the alerts and confirms that had one, in order. */
  titles: string[];
  stop: () => void;
}

/**
 * Stand in for the shell's modal host: record each alert and confirm and answer it
 * (confirms with `confirm`), as a person pressing the button would.
 */
export function answerDialogs(confirm = true): DialogLog {
  const log: DialogLog = { alerts: [], confirms: [], titles: [], stop: () => undefined };
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
  log.stop = () => {
    offAlert();
    offConfirm();
  };
  return log;
}
