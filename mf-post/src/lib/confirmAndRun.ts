import { showAlert, showConfirm, showToast } from '@kfeed/platform/events';
import { announcedByClient, errorCode } from '@kfeed/platform/httpClient';

export type ActionOutcome = 'done' | 'cancelled' | 'already' | 'failed';

export interface ConfirmAndRunOptions {
  /** The question; without it the action runs at once. */
  confirm?: { message: string; confirmLabel?: string; destructive?: boolean };
  /** The call; its answer is not needed. */
  run: () => Promise<unknown>;
  /** The notice after success: a toast (it needs no tap, and outlives a navigation). */
  success?: string;
  /** A refusal that has its own notice (already reported, already blocked). */
  already?: { code: string; message: string };
  /** The notice for any other failure. */
  failure: string;
}

/**
 * Ask, act, then tell the outcome: a refusal or failure through the shell's modal host
 * (resolved once it is closed), a success as a toast (resolved at once).
 */
export async function confirmAndRun(options: ConfirmAndRunOptions): Promise<ActionOutcome> {
  if (options.confirm && !(await showConfirm(options.confirm))) return 'cancelled';
  try {
    await options.run();
  } catch (error) {
    if (options.already && errorCode(error) === options.already.code) {
      await showAlert({ message: options.already.message });
      return 'already';
    }
    console.error('[mf-post] action failed', error);
    if (!announcedByClient(error)) await showAlert({ message: options.failure });
    return 'failed';
  }
  if (options.success) showToast(options.success);
  return 'done';
}
