import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import { errorEnvelope } from '@kfeed/platform/httpClient';

/** What a failed call says: the server's code and message (in the interface language). */
export interface Problem {
  code: string | undefined;
  message: string | undefined;
}

export function problemOf(error: unknown): Problem {
  const envelope = errorEnvelope(error);
  const message = typeof envelope?.message === 'string' ? envelope.message.trim() : '';
  return { code: envelope?.code, message: message || undefined };
}

/** The API refused a member without the role (403 ADMIN-001): the screen says admins only. */
export const isRoleRefusal = (error: unknown) =>
  problemOf(error).code === API_ERROR_CODES.roleRequired;
