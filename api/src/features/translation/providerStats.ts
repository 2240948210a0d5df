/** Counts of one provider since the process started (the status endpoint and the logs). */
export interface ProviderCounts {
  /** Requests answered with translations. */
  successes: number;
  /** Requests that failed after their retries (each retry is counted in `retries`). */
  failures: number;
  retries: number;
  /** Characters sent in successful requests. */
  characters: number;
  /** Times the provider was passed over: circuit open, budget spent, language not offered. */
  skipped: number;
  lastFailure: { at: string; message: string } | null;
}

export interface TranslationCounts {
  providers: Record<string, ProviderCounts>;
  /** Texts answered from the translation memory instead of a provider. */
  memoryHits: number;
  /** Items no provider could translate, left for a later round. */
  deferred: number;
}

export class ProviderStats {
  readonly counts: TranslationCounts = { providers: {}, memoryHits: 0, deferred: 0 };

  of(provider: string): ProviderCounts {
    return (this.counts.providers[provider] ??= {
      successes: 0,
      failures: 0,
      retries: 0,
      characters: 0,
      skipped: 0,
      lastFailure: null,
    });
  }

  /** A one-line digest that changes whenever a count does (the periodic log line). */
  digest(): string {
    return JSON.stringify({
      ...this.counts,
      providers: Object.fromEntries(
        Object.entries(this.counts.providers).map(([name, c]) => [
          name,
          { ...c, lastFailure: undefined },
        ]),
      ),
    });
  }
}
