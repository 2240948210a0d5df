/**
 * Whether an error says the database cannot be reached right now (a restart, a fail-over,
 * a network cut), not that the request or the code is wrong: such a request is answered
 * 503 with a code and Retry-After, and the pool connects again by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE class 08 (connection exception); 57P01-57P03: the server is shutting down,
    // crashed, or is still starting up.
    if (/^08/.test(code) || /^57P0[123]$/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code)) {
      return true;
    }
  }
  // node-postgres words these without a code.
  return /^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error/.test(
    error.message,
  );
}

/** How long a client is asked to wait before sending again (seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
