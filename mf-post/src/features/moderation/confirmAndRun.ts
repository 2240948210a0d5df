import axios from 'axios';
import { showAlert, showConfirm } from '@kfeed/platform/events';
import { ApiError, errorCode } from '@kfeed/platform/httpClient';
import { API_ERROR_CODES, SESSION_REVOKED_STATUS } from '@kfeed/kit/contracts/envelope';

export type ActionOutcome = 'done' | 'cancelled' | 'already' | 'failed';

function statusOf(error: unknown): number | undefined {
  if (axios.isAxiosError(error)) return error.response?.status;
  if (error instanceof ApiError) return error.status;
  return undefined;
}

/**
 * Failures the shared HTTP client already shows a dialog for (server error, expired
 * login): repeating them here would show two dialogs.
 */
export function announcedByClient(error: unknown): boolean {
  const status = statusOf(error);
  return (
    status === 500 ||
    status === SESSION_REVOKED_STATUS ||
    status === 401 ||
    errorCode(error) === API_ERROR_CODES.sessionRevoked
  );
}

export interface ConfirmAndRunOptions {
  /** The question; without it the action runs at once. */
  confirm?: { message: string; confirmLabel?: string };
  /** The call; its answer is not needed. */
  run: () => Promise<unknown>;
  /** The notice after success. */
  success?: string;
  /** A refusal that has its own notice (already reported, already blocked). */
  already?: { code: string; message: string };
  /** The notice for any other failure. */
  failure: string;
}

/** Ask, act, then tell the outcome through the shell's modal host. */
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
  if (options.success) await showAlert({ message: options.success });
  return 'done';
}
