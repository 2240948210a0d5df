import type { ApiEnvelope } from '@kfeed/contracts/envelope';

export function ok<T>(data: T, message = ''): ApiEnvelope<T> {
  return { result: true, data, message };
}

/**
 * A refusal the client caused or must know about: answered with its status and
 * `{result: false, code, message}`. Anything else thrown is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Sent as Retry-After: when the same request may be sent again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const tooMany = (code: string, message: string) => new AppError(429, code, message);
