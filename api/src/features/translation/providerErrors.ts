/**
 * What a provider's answer means for the work: try again (and when), try another
 * provider, or give up on this language. Every provider maps its own status codes and
 * error bodies onto these.
 */

/** The provider failed this time (5xx, network, timeout, malformed answer): retry later. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    /** The HTTP status, when there was an answer. */
    readonly status: number | null = null,
    /** How long the provider asked us to wait (Retry-After), in milliseconds. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Too many requests (HTTP 429, Google's rateLimitExceeded): wait, then retry. */
export class RateLimitedError extends ProviderError {
  override name = 'RateLimitedError';
}

/**
 * The provider's own quota is used up (DeepL 456, Google dailyLimitExceeded): no retry
 * helps today, but another provider may still translate.
 */
export class QuotaExceededError extends ProviderError {
  override name = 'QuotaExceededError';
}

/** The request itself was refused (bad key, bad request): retrying the same request cannot help. */
export class ProviderRejectedError extends ProviderError {
  override name = 'ProviderRejectedError';
}

/**
 * No provider could translate now (all failing, rate-limited, out of budget or with an
 * open circuit): the work waits until `retryAt`.
 */
export class TranslationDeferredError extends Error {
  constructor(
    readonly retryAt: Date,
    readonly reasons: string[],
  ) {
    super(`No translation provider is available now: ${reasons.join('; ')}`);
    this.name = 'TranslationDeferredError';
  }
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 10.2.3), in milliseconds from now. */
export function parseRetryAfter(value: string | null, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now.getTime());
}

/** A short, key-free excerpt of an error body for logs and error messages. */
export async function bodyExcerpt(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.replace(/\s+/g, ' ').slice(0, 200);
}
