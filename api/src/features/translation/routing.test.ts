import type { LanguageCode } from '@kfeed/contracts/languages';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import {
  startDeepLServer,
  startGoogleServer,
  startOpenAiServer,
  type ProviderServer,
} from '../../testing/providerServers.ts';
import { createProviders } from './createTranslator.ts';
import { RoutedTranslator, type RoutingOptions } from './routedTranslator.ts';
import { TranslationMemory } from './translationMemory.ts';
import { TranslationBudget } from './translationBudget.ts';
import { TranslationDeferredError } from './providerErrors.ts';
import { UnsupportedLanguageError } from './translator.ts';

const OPTIONS: RoutingOptions = {
  attempts: 3,
  retryBaseMs: 100,
  maxInlineWaitMs: 5_000,
  deferMs: 60_000,
  failureThreshold: 3,
  cooldownMs: 30_000,
  callTimeoutMs: 5_000,
};

let server: TestServer;
let deepl: ProviderServer;
let google: ProviderServer;
let openai: ProviderServer;
beforeAll(async () => {
  server = await startTestServer();
  [deepl, google, openai] = await Promise.all([
    startDeepLServer('dk:fx'),
    startGoogleServer('gk'),
    startOpenAiServer('ok', 'm'),
  ]);
}, 30_000);
afterAll(async () => {
  await Promise.all([deepl.close(), google.close(), openai.close()]);
  await server.close();
});
afterEach(() => {
  for (const s of [deepl, google, openai]) s.failAlways(null);
});

let textCount = 0;
/** A text no earlier test translated (the translation memory is shared by the database). */
const fresh = (label = 'text') => `${label} ${(textCount += 1)} ${Date.now()}`;

function routed(
  routes: Partial<Record<LanguageCode, string[]>>,
  budgets: Record<string, number> = {},
  options: Partial<RoutingOptions> = {},
) {
  const waits: number[] = [];
  const warnings: { object: object; message: string }[] = [];
  const providers = createProviders({
    deepl: { apiKey: 'dk:fx', url: deepl.url },
    google: { apiKey: 'gk', url: google.url },
    openai: { url: openai.url, apiKey: 'ok', model: 'm', languages: null },
  });
  const translator = new RoutedTranslator(
    providers,
    routes,
    new TranslationMemory(server.db, server.clock),
    new TranslationBudget(server.db, server.clock, budgets),
    server.clock,
    { warn: (object, message) => void warnings.push({ object, message }) },
    { ...OPTIONS, ...options },
    async (ms) => void waits.push(ms),
  );
  return { translator, waits, warnings };
}

const calls = (s: ProviderServer, text: string) =>
  s.requests.filter((r) => JSON.stringify(r.body).includes(text)).length;

describe('routing and fallback', () => {
  it('sends each language to the first provider of its order that offers it', async () => {
    const { translator } = routed({ ko: ['deepl', 'google'], my: ['deepl', 'google'] });
    const text = fresh();
    expect(await translator.translate([text], 'en', 'ko')).toEqual([`[KO] ${text}`]);
    // DeepL has no Burmese: Google, without a request to DeepL and without a failure.
    expect(await translator.translate([text], 'en', 'my')).toEqual([`[my] ${text}`]);
    expect(calls(deepl, text)).toBe(1);
    expect(translator.stats.of('deepl').failures).toBe(0);
  });

  it('retries a failing provider with growing back-off, then falls back to the next', async () => {
    const { translator, waits, warnings } = routed({ ja: ['deepl', 'openai'] });
    deepl.failAlways({ status: 503, body: { message: 'Service unavailable' } });
    const text = fresh();
    expect(await translator.translate([text], 'ko', 'ja')).toEqual([`[Japanese] ${text}`]);
    expect(calls(deepl, text)).toBe(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(50);
    expect(waits[0]).toBeLessThanOrEqual(100);
    expect(waits[1]).toBeGreaterThanOrEqual(100);
    expect(waits[1]).toBeLessThanOrEqual(200);
    expect(translator.stats.of('deepl')).toMatchObject({ failures: 1, retries: 2 });
    expect(warnings.some((w) => w.message.includes('trying the next one'))).toBe(true);
  });

  it('waits as long as Retry-After says, and moves on when that is too long', async () => {
    const { translator, waits } = routed({ th: ['deepl', 'google'] });
    deepl.failNext({
      status: 429,
      body: { message: 'Too many requests' },
      headers: { 'retry-after': '2' },
    });
    const first = fresh();
    expect(await translator.translate([first], 'ko', 'th')).toEqual([`[TH] ${first}`]);
    expect(waits).toEqual([2000]);

    deepl.failNext({
      status: 429,
      body: { message: 'Too many requests' },
      headers: { 'retry-after': '60' },
    });
    const second = fresh();
    expect(await translator.translate([second], 'ko', 'th')).toEqual([`[th] ${second}`]);
    expect(waits).toEqual([2000]);
  });

  it('does not retry a refusal', async () => {
    const { translator, waits } = routed({ vi: ['google', 'deepl'] });
    google.failNext({
      status: 400,
      body: {
        error: {
          code: 400,
          message: 'Bad',
          errors: [{ reason: 'badRequest' }],
          status: 'INVALID_ARGUMENT',
        },
      },
    });
    const text = fresh();
    expect(await translator.translate([text], 'ko', 'vi')).toEqual([`[VI] ${text}`]);
    expect(calls(google, text)).toBe(1);
    expect(waits).toEqual([]);
  });

  it('defers until the earliest provider may answer again when every one fails', async () => {
    const { translator } = routed({ ru: ['deepl', 'google'] }, {}, { attempts: 1 });
    deepl.failAlways({
      status: 429,
      body: { message: 'Slow down' },
      headers: { 'retry-after': '300' },
    });
    google.failAlways({
      status: 503,
      body: { error: { code: 503, message: 'down', status: 'UNAVAILABLE' } },
    });
    const start = server.clock.now().getTime();
    const error = await translator.translate([fresh()], 'ko', 'ru').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranslationDeferredError);
    // DeepL asked for 300 s; Google gave no time, so the default 60 s wins.
    expect((error as TranslationDeferredError).retryAt.getTime()).toBe(start + 60_000);
    expect((error as TranslationDeferredError).reasons).toHaveLength(2);
    expect(translator.stats.counts.deferred).toBe(1);
  });

  it('answers that a language is not translated when no provider of its order offers it', async () => {
    const { translator } = routed({ km: ['deepl'] });
    await expect(translator.translate(['a'], 'en', 'km')).rejects.toBeInstanceOf(
      UnsupportedLanguageError,
    );
    await expect(translator.translate(['a'], 'en', 'mn')).rejects.toBeInstanceOf(
      UnsupportedLanguageError,
    );
  });
});

describe('translation memory', () => {
  it('sends a repeated text once per language pair', async () => {
    const { translator } = routed({ en: ['deepl'], ja: ['deepl'] });
    const text = fresh('반복');
    expect(await translator.translate([text], 'ko', 'en')).toEqual([`[EN-US] ${text}`]);
    expect(await translator.translate([text], 'ko', 'en')).toEqual([`[EN-US] ${text}`]);
    expect(calls(deepl, text)).toBe(1);
    // Another target is another pair.
    await translator.translate([text], 'ko', 'ja');
    expect(calls(deepl, text)).toBe(2);
    // A second translator (another API process) finds it in the database.
    const other = routed({ en: ['deepl'] }).translator;
    expect(await other.translate([text], 'ko', 'en')).toEqual([`[EN-US] ${text}`]);
    expect(calls(deepl, text)).toBe(2);
    expect(other.stats.counts.memoryHits).toBe(1);
  });

  it('sends only the texts it has not seen, and identical concurrent requests once', async () => {
    const { translator } = routed({ id: ['google'] });
    const title = fresh('title');
    await translator.translate([title], 'ko', 'id');
    const body = fresh('body');
    expect(await translator.translate([title, body, body], 'ko', 'id')).toEqual([
      `[id] ${title}`,
      `[id] ${body}`,
      `[id] ${body}`,
    ]);
    const last = google.requests.at(-1);
    expect(last?.body.q).toEqual([body]);

    const same = fresh('same');
    const answers = await Promise.all([
      translator.translate([same], 'ko', 'id'),
      translator.translate([same], 'ko', 'id'),
      translator.translate([same], 'ko', 'id'),
    ]);
    expect(answers).toEqual([[`[id] ${same}`], [`[id] ${same}`], [`[id] ${same}`]]);
    expect(calls(google, same)).toBe(1);
  });
});

describe('daily budget', () => {
  it('stops sending at the budget, falls back, and starts again the next UTC day', async () => {
    server.clock.set(new Date('2026-05-01T10:00:00Z'));
    const { translator } = routed({ en: ['deepl', 'google'] }, { deepl: 30 });
    const first = 'a'.repeat(20);
    expect(await translator.translate([first], 'ko', 'en')).toEqual([`[EN-US] ${first}`]);
    const second = 'b'.repeat(15);
    // 20 + 15 > 30: Google instead, DeepL untouched.
    expect(await translator.translate([second], 'ko', 'en')).toEqual([`[en] ${second}`]);
    expect(calls(deepl, second)).toBe(0);
    expect(await translator.budget.usedToday('deepl')).toBe(20);
    expect(translator.stats.of('deepl').skipped).toBe(1);

    server.clock.set(new Date('2026-05-02T00:00:01Z'));
    const third = 'c'.repeat(15);
    expect(await translator.translate([third], 'ko', 'en')).toEqual([`[EN-US] ${third}`]);
    expect(await translator.budget.usedToday('deepl')).toBe(15);
  });

  it('defers to the next UTC day when the only provider has spent its budget', async () => {
    server.clock.set(new Date('2026-05-03T22:00:00Z'));
    const { translator } = routed({ ko: ['google'] }, { google: 10 });
    const error = await translator.translate(['x'.repeat(11)], 'en', 'ko').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranslationDeferredError);
    expect((error as TranslationDeferredError).retryAt.toISOString()).toBe(
      '2026-05-04T00:00:00.000Z',
    );
  });

  it('gives back the characters of a failed request', async () => {
    server.clock.set(new Date('2026-05-05T10:00:00Z'));
    const { translator } = routed({ en: ['deepl', 'google'] }, { deepl: 100 }, { attempts: 1 });
    deepl.failNext({ status: 500, body: { message: 'Internal error' } });
    await translator.translate([fresh()], 'ko', 'en');
    expect(await translator.budget.usedToday('deepl')).toBe(0);
  });

  it('never overshoots with many reservations at once', async () => {
    server.clock.set(new Date('2026-05-06T10:00:00Z'));
    const budgets = [1, 2].map(
      () => new TranslationBudget(server.db, server.clock, { openai: 200 }),
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => budgets[i % 2]!.reserve('openai', 10)),
    );
    expect(results.filter(Boolean)).toHaveLength(20);
    expect(await budgets[0]!.usedToday('openai')).toBe(200);
  });

  it('stops using a provider for the day when its own quota is spent (456)', async () => {
    server.clock.set(new Date('2026-05-07T10:00:00Z'));
    const { translator } = routed({ ko: ['deepl', 'google'] });
    deepl.failNext({ status: 456, body: { message: 'Quota exceeded' } });
    const first = fresh();
    expect(await translator.translate([first], 'en', 'ko')).toEqual([`[ko] ${first}`]);
    const second = fresh();
    await translator.translate([second], 'en', 'ko');
    expect(calls(deepl, second)).toBe(0);
    expect(translator.breaker('deepl')?.state).toBe('closed');
    server.clock.set(new Date('2026-05-08T00:00:00Z'));
    const third = fresh();
    expect(await translator.translate([third], 'en', 'ko')).toEqual([`[KO] ${third}`]);
  });
});

describe('circuit breaker', () => {
  it('opens after consecutive failures, skips the provider, then probes after the cool-down', async () => {
    server.clock.set(new Date('2026-06-01T10:00:00Z'));
    const { translator, warnings } = routed({ ja: ['deepl', 'google'] }, {}, { attempts: 1 });
    deepl.failAlways({ status: 502, body: { message: 'Bad gateway' } });
    for (let i = 0; i < 3; i += 1) await translator.translate([fresh()], 'ko', 'ja');
    expect(translator.breaker('deepl')?.state).toBe('open');
    expect(warnings.some((w) => w.message === 'translation provider circuit opened')).toBe(true);

    const skipped = fresh();
    expect(await translator.translate([skipped], 'ko', 'ja')).toEqual([`[ja] ${skipped}`]);
    expect(calls(deepl, skipped)).toBe(0);

    server.clock.advance(30_000);
    expect(translator.breaker('deepl')?.state).toBe('half-open');
    // The probe fails: open again for another cool-down.
    await translator.translate([fresh()], 'ko', 'ja');
    expect(translator.breaker('deepl')?.state).toBe('open');

    server.clock.advance(30_000);
    deepl.failAlways(null);
    const healed = fresh();
    expect(await translator.translate([healed], 'ko', 'ja')).toEqual([`[JA] ${healed}`]);
    expect(translator.breaker('deepl')?.state).toBe('closed');
  });

  it('counts a provider that hangs as failing after the call time-out, and opens on it too', async () => {
    server.clock.set(new Date('2026-06-02T10:00:00Z'));
    const { translator } = routed(
      { ja: ['deepl', 'google'] },
      {},
      {
        attempts: 1,
        callTimeoutMs: 200,
      },
    );
    deepl.hang(true);
    try {
      // Each text still comes back, from the next provider, once deepl's call has timed out.
      for (let i = 0; i < 3; i += 1) {
        const text = fresh();
        expect(await translator.translate([text], 'ko', 'ja')).toEqual([`[ja] ${text}`]);
        expect(calls(deepl, text)).toBe(1);
      }
      expect(translator.breaker('deepl')?.state).toBe('open');
      const skipped = fresh();
      await translator.translate([skipped], 'ko', 'ja');
      expect(calls(deepl, skipped)).toBe(0);
    } finally {
      deepl.hang(false);
    }
    server.clock.advance(30_000);
    const healed = fresh();
    expect(await translator.translate([healed], 'ko', 'ja')).toEqual([`[JA] ${healed}`]);
    expect(translator.breaker('deepl')?.state).toBe('closed');
  });
});

describe('who made a translation', () => {
  it('is the provider that answered, a fallback included', async () => {
    const { translator } = routed({ ja: ['deepl', 'google'] }, {}, { attempts: 1 });
    deepl.failAlways({ status: 503, body: { message: 'Service unavailable' } });
    const text = fresh();
    expect(await translator.translateAttributed([text], 'ko', 'ja')).toEqual({
      texts: [`[ja] ${text}`],
      provider: 'google',
    });
  });

  it('is the one the memory recorded, or of most characters when only part was remembered', async () => {
    const title = fresh('title');
    await routed({ ja: ['deepl'] }).translator.translate([title], 'ko', 'ja');
    const { translator } = routed({ ja: ['google'] });
    expect(await translator.translateAttributed([title], 'ko', 'ja')).toEqual({
      texts: [`[JA] ${title}`],
      provider: 'deepl',
    });
    const text = fresh('a text much longer than its title, which only the provider translates now');
    expect(await translator.translateAttributed([title, text], 'ko', 'ja')).toEqual({
      texts: [`[JA] ${title}`, `[ja] ${text}`],
      provider: 'google',
    });
  });
});
