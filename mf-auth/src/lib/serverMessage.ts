import { errorEnvelope } from '@kfeed/platform/httpClient';

/** The server's own message for a failed call, when it sent one (spec 1, section 8). */
export function serverMessage(error: unknown): string | null {
  const message = errorEnvelope(error)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}
