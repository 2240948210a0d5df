import { ProviderError } from './providerErrors.ts';

/** A provider that has not answered in this long is taken as failing. */
export const PROVIDER_TIMEOUT_MS = 30_000;

/** POST a JSON body; a network failure or timeout becomes a ProviderError (retried). */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<Response> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProviderError(provider, `${provider} could not be reached: ${reason}`);
  }
}

/** The answer's JSON body; a body that is not JSON is a provider failure. */
export async function readJson(provider: string, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ProviderError(
      provider,
      `${provider} answered with a body that is not JSON`,
      response.status,
    );
  }
}

/** Our (source) language codes as the provider spells them; null when it has none. */
export function mapCode(
  codes: Readonly<Record<string, string>>,
  code: string | null,
): string | null {
  return code ? (codes[code] ?? null) : null;
}
