import type { LanguageCode } from '@kfeed/contracts/languages';
import pTimeout from 'p-timeout';
import type { Clock } from '../../clock.ts';
import { toUtcString } from '../../clock.ts';
import {
  UnsupportedLanguageError,
  type AttributedTranslation,
  type Translator,
} from './translator.ts';
import {
  ProviderError,
  ProviderRejectedError,
  QuotaExceededError,
  TranslationDeferredError,
} from './providerErrors.ts';
import { CircuitBreaker, type CircuitBreakerOptions } from './circuitBreaker.ts';
import { nextUtcDay, type TranslationBudget } from './translationBudget.ts';
import type { RememberedTranslation, TranslationMemory } from './translationMemory.ts';
import { ProviderStats } from './providerStats.ts';
import { PROVIDER_TIMEOUT_MS } from './providerHttp.ts';

export interface RoutingOptions extends CircuitBreakerOptions {
  /** Tries of one provider for one item before falling back to the next provider. */
  attempts: number;
  /** First back-off; doubled per try, with jitter. */
  retryBaseMs: number;
  /** A Retry-After longer than this is not waited for here: the next provider is tried. */
  maxInlineWaitMs: number;
  /** When every provider failed without saying when to come back. */
  deferMs: number;
  /** A provider that has not answered one call in this long has failed it (it may hang). */
  callTimeoutMs: number;
}

export const DEFAULT_ROUTING: RoutingOptions = {
  attempts: 3,
  retryBaseMs: 1_000,
  maxInlineWaitMs: 20_000,
  deferMs: 5 * 60_000,
  failureThreshold: 5,
  cooldownMs: 60_000,
  callTimeoutMs: PROVIDER_TIMEOUT_MS,
};

interface Log {
  warn(object: object, message: string): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The provider that made most of the characters of an item: the memory may hold one of
 * its texts (a common title) from another provider than the rest.
 */
function mainProvider(texts: string[], made: RememberedTranslation[]): string {
  const characters = new Map<string, number>();
  texts.forEach((text, i) => {
    const provider = made[i]?.provider ?? '';
    characters.set(provider, (characters.get(provider) ?? 0) + [...text].length);
  });
  let main = '';
  let most = -1;
  for (const [provider, count] of characters) {
    if (count > most) [main, most] = [provider, count];
  }
  return main;
}

/**
 * The providers behind one Translator: per target language an order to try (fallback),
 * each provider behind its circuit breaker and daily budget, with retries and back-off
 * honouring Retry-After, and a translation memory in front so a repeated text is never
 * sent twice (concurrent identical requests share one call). When no provider can
 * translate now it throws TranslationDeferredError with the time to try again; when no
 * provider offers the language at all, UnsupportedLanguageError.
 */
export class RoutedTranslator implements Translator {
  readonly name = 'routed';
  readonly stats = new ProviderStats();
  private readonly breakers = new Map<string, CircuitBreaker>();
  /** Providers whose own quota answered "used up", until the next UTC day. */
  private readonly quotaUntil = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<RememberedTranslation[]>>();

  constructor(
    readonly providers: ReadonlyMap<string, Translator>,
    readonly routes: Readonly<Partial<Record<LanguageCode, readonly string[]>>>,
    private readonly memory: TranslationMemory,
    readonly budget: TranslationBudget,
    private readonly clock: Clock,
    private readonly log: Log,
    private readonly options: RoutingOptions = DEFAULT_ROUTING,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {
    for (const name of providers.keys()) {
      this.breakers.set(name, new CircuitBreaker(clock, options));
    }
  }

  breaker(provider: string): CircuitBreaker | undefined {
    return this.breakers.get(provider);
  }

  covers(target: LanguageCode): boolean {
    return (this.routes[target]?.length ?? 0) > 0;
  }

  async translate(texts: string[], source: string | null, target: LanguageCode): Promise<string[]> {
    return (await this.translateAttributed(texts, source, target)).texts;
  }

  async translateAttributed(
    texts: string[],
    source: string | null,
    target: LanguageCode,
  ): Promise<AttributedTranslation> {
    const made = await this.translateEach(texts, source, target);
    return { texts: made.map((one) => one.text), provider: mainProvider(texts, made) };
  }

  /** Each text's translation and its provider. */
  private translateEach(
    texts: string[],
    source: string | null,
    target: LanguageCode,
  ): Promise<RememberedTranslation[]> {
    if (!this.covers(target)) return Promise.reject(new UnsupportedLanguageError(target));
    // Identical requests at once share everything, the memory lookup included: a lookup
    // still on its way (a PostgreSQL round trip) when the first call has ended and left the
    // map would otherwise miss both the call and its stored answer.
    const key = JSON.stringify(['request', source, target, texts]);
    const joined = this.inFlight.get(key);
    if (joined) {
      this.stats.counts.memoryHits += texts.length;
      return joined;
    }
    const call = this.lookupAndTranslate(texts, source, target).finally(() =>
      this.inFlight.delete(key),
    );
    this.inFlight.set(key, call);
    return call;
  }

  private async lookupAndTranslate(
    texts: string[],
    source: string | null,
    target: LanguageCode,
  ): Promise<RememberedTranslation[]> {
    const known = await this.memory.lookup(texts, source, target);
    const missing = [...new Set(texts.filter((_, i) => known[i] === null))];
    this.stats.counts.memoryHits += known.filter((k) => k !== null).length;
    if (missing.length === 0) return known as RememberedTranslation[];

    const key = JSON.stringify([source, target, missing]);
    let call = this.inFlight.get(key);
    if (call) {
      this.stats.counts.memoryHits += missing.length;
    } else {
      call = this.translateMissing(missing, source, target)
        .then(({ texts: made, provider }) => made.map((text) => ({ text, provider })))
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, call);
    }
    const translated = await call;
    const byText = new Map(
      missing.map((text, i) => [text, translated[i] as RememberedTranslation]),
    );
    return texts.map((text, i) => known[i] ?? (byText.get(text) as RememberedTranslation));
  }

  private async translateMissing(
    texts: string[],
    source: string | null,
    target: LanguageCode,
  ): Promise<AttributedTranslation> {
    const order = this.routes[target] ?? [];
    const reasons: string[] = [];
    const retryTimes: number[] = [];
    let unsupported = 0;
    // Providers bill by character (code point), not by UTF-16 unit.
    const characters = texts.reduce((sum, text) => sum + [...text].length, 0);
    const now = () => this.clock.now().getTime();

    for (const name of order) {
      const provider = this.providers.get(name);
      const breaker = this.breakers.get(name);
      if (!provider || !breaker) continue;
      const counts = this.stats.of(name);
      if (provider.covers && !provider.covers(target)) {
        unsupported += 1;
        continue;
      }
      const quotaEnds = this.quotaUntil.get(name);
      if (quotaEnds !== undefined && quotaEnds > now()) {
        counts.skipped += 1;
        reasons.push(`${name}: its quota is used up`);
        retryTimes.push(quotaEnds);
        continue;
      }
      if (!breaker.tryAcquire()) {
        counts.skipped += 1;
        reasons.push(`${name}: circuit open`);
        retryTimes.push(breaker.reopensAt?.getTime() ?? now() + this.options.cooldownMs);
        continue;
      }
      if (!(await this.budget.reserve(name, characters))) {
        breaker.cancel();
        counts.skipped += 1;
        reasons.push(`${name}: daily budget spent`);
        retryTimes.push(nextUtcDay(this.clock.now()).getTime());
        continue;
      }
      try {
        const translated = await this.withRetries(name, () =>
          // A provider that hangs has failed the call once `callTimeoutMs` has passed.
          pTimeout(provider.translate(texts, source, target), {
            milliseconds: this.options.callTimeoutMs,
            message: new ProviderError(
              name,
              `${name} did not answer within ${this.options.callTimeoutMs} ms`,
            ),
          }),
        );
        breaker.succeed();
        counts.successes += 1;
        counts.characters += characters;
        await this.memory.store(
          texts.map((text, i) => ({ text, translated: translated[i] as string })),
          source,
          target,
          name,
        );
        return { texts: translated, provider: name };
      } catch (error) {
        await this.budget.release(name, characters);
        if (error instanceof UnsupportedLanguageError) {
          breaker.cancel();
          unsupported += 1;
          continue;
        }
        const message = error instanceof Error ? error.message : String(error);
        counts.failures += 1;
        counts.lastFailure = { at: toUtcString(this.clock.now()), message };
        reasons.push(`${name}: ${message}`);
        if (error instanceof QuotaExceededError) {
          // Not the provider's health: it answers, but not to us until tomorrow.
          breaker.cancel();
          const until = nextUtcDay(this.clock.now()).getTime();
          this.quotaUntil.set(name, until);
          retryTimes.push(until);
        } else {
          const opened = breaker.fail();
          if (opened) {
            this.log.warn(
              { provider: name, reopensAt: breaker.reopensAt?.toISOString() },
              'translation provider circuit opened',
            );
          }
          const after = error instanceof ProviderError ? error.retryAfterMs : null;
          retryTimes.push(now() + (after ?? this.options.deferMs));
        }
        this.log.warn(
          { provider: name, target, status: (error as ProviderError).status ?? null, err: message },
          'translation provider failed; trying the next one',
        );
      }
    }
    if (unsupported === order.length) throw new UnsupportedLanguageError(target);
    this.stats.counts.deferred += 1;
    const retryAt = retryTimes.length > 0 ? Math.min(...retryTimes) : now() + this.options.deferMs;
    throw new TranslationDeferredError(new Date(retryAt), reasons);
  }

  /** Retry what may pass on a second try: failures and rate limits, not refusals or quotas. */
  private async withRetries(name: string, call: () => Promise<string[]>): Promise<string[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call();
      } catch (error) {
        const final =
          attempt >= this.options.attempts ||
          !(error instanceof ProviderError) ||
          error instanceof ProviderRejectedError ||
          error instanceof QuotaExceededError;
        if (final) throw error;
        const backoff = this.options.retryBaseMs * 2 ** (attempt - 1);
        const delay = error.retryAfterMs ?? Math.round(backoff * (0.5 + Math.random() * 0.5));
        if (delay > this.options.maxInlineWaitMs) throw error;
        this.stats.of(name).retries += 1;
        await this.wait(delay);
      }
    }
  }
}
