import {
  googleError,
  openAiError,
  startDeepLServer,
  startGoogleServer,
  startOpenAiServer,
  type ProviderServer,
} from '../../testing/providerServers.ts';
import {
  startLibreTranslateServer,
  type LibreTranslateServer,
} from '../../testing/libreTranslateServer.ts';
import { DeepL, defaultDeepLUrl } from './deepl.ts';
import { GoogleTranslate } from './googleTranslate.ts';
import { OpenAiChat, systemPrompt } from './openAiChat.ts';
import { LibreTranslate } from './libreTranslate.ts';
import {
  ProviderError,
  ProviderRejectedError,
  QuotaExceededError,
  RateLimitedError,
  parseRetryAfter,
} from './providerErrors.ts';
import { UnsupportedLanguageError } from './translator.ts';

describe('DeepL API v2', () => {
  let server: ProviderServer;
  beforeAll(async () => (server = await startDeepLServer('deepl-key:fx')));
  afterAll(() => server.close());
  const deepl = () => new DeepL('deepl-key:fx', server.url);

  it('sends every text in one request with its key and DeepL codes', async () => {
    const answer = await deepl().translate(['주말 등산', '같이 가요'], 'ko', 'zh-TW');
    expect(answer).toEqual(['[ZH-HANT] 주말 등산', '[ZH-HANT] 같이 가요']);
    const request = server.requests.at(-1);
    expect(request?.path).toBe('/v2/translate');
    expect(request?.headers.authorization).toBe('DeepL-Auth-Key deepl-key:fx');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      text: ['주말 등산', '같이 가요'],
      target_lang: 'ZH-HANT',
      source_lang: 'KO',
    });
  });

  it('asks for American English and Simplified Chinese, leaving a same-language source out', async () => {
    await deepl().translate(['Hi'], 'zh-TW', 'zh-CN');
    expect(server.requests.at(-1)?.body).toEqual({ text: ['Hi'], target_lang: 'ZH-HANS' });
    await deepl().translate(['Hi'], 'de', 'en');
    expect(server.requests.at(-1)?.body).toEqual({ text: ['Hi'], target_lang: 'EN-US' });
  });

  it('declares the languages it lacks and never asks for them', async () => {
    const client = deepl();
    expect(['my', 'km', 'mn', 'uz', 'ne', 'fil', 'ms'].some((c) => client.covers(c as 'my'))).toBe(
      false,
    );
    const before = server.requests.length;
    await expect(client.translate(['x'], 'ko', 'my')).rejects.toBeInstanceOf(
      UnsupportedLanguageError,
    );
    expect(server.requests.length).toBe(before);
  });

  it('maps 429, 456, 403 and 5xx to rate limit, quota, refusal and failure', async () => {
    server.failNext(
      { status: 429, body: { message: 'Too many requests' }, headers: { 'retry-after': '7' } },
      { status: 456, body: { message: 'Quota exceeded' } },
      { status: 503, body: { message: 'Service unavailable' } },
    );
    const limited = await deepl()
      .translate(['a'], 'ko', 'en')
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).retryAfterMs).toBe(7000);
    await expect(deepl().translate(['a'], 'ko', 'en')).rejects.toBeInstanceOf(QuotaExceededError);
    const failed = await deepl()
      .translate(['a'], 'ko', 'en')
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ProviderError);
    expect(failed).not.toBeInstanceOf(ProviderRejectedError);
    const wrongKey = await new DeepL('other:fx', server.url)
      .translate(['a'], 'ko', 'en')
      .catch((e: unknown) => e);
    expect(wrongKey).toBeInstanceOf(ProviderRejectedError);
    expect((wrongKey as Error).message).not.toContain('other:fx');
  });

  it('uses the free endpoint for free keys', () => {
    expect(defaultDeepLUrl('abc:fx')).toBe('https://api-free.deepl.com');
    expect(defaultDeepLUrl('abc')).toBe('https://api.deepl.com');
  });
});

describe('Google Cloud Translation v2', () => {
  let server: ProviderServer;
  beforeAll(async () => (server = await startGoogleServer('g-key')));
  afterAll(() => server.close());
  const google = () => new GoogleTranslate('g-key', server.url);

  it('posts q, target, source and format=text with the key in the query', async () => {
    expect(await google().translate(['Xin chào', 'Cảm ơn'], 'vi', 'fil')).toEqual([
      '[tl] Xin chào',
      '[tl] Cảm ơn',
    ]);
    const request = server.requests.at(-1);
    expect(request?.path).toBe('/language/translate/v2');
    expect(request?.query.get('key')).toBe('g-key');
    expect(request?.body).toEqual({
      q: ['Xin chào', 'Cảm ơn'],
      target: 'tl',
      source: 'vi',
      format: 'text',
    });
  });

  it('covers all 16 languages, Burmese, Khmer, Mongolian, Uzbek and Nepali included', async () => {
    for (const code of ['my', 'km', 'mn', 'uz', 'ne', 'zh-CN', 'zh-TW', 'ms'] as const) {
      expect(await google().translate(['hello'], null, code)).toEqual([`[${code}] hello`]);
    }
    // No detected language: Google detects it.
    expect(server.requests.at(-1)?.body).not.toHaveProperty('source');
  });

  it('reads rate limits from 403 reasons and 429, quotas and refusals from the error body', async () => {
    server.failNext(
      {
        status: 403,
        body: googleError(
          403,
          'PERMISSION_DENIED',
          'User Rate Limit Exceeded',
          'userRateLimitExceeded',
        ),
      },
      {
        status: 429,
        body: googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded', 'rateLimitExceeded'),
        headers: { 'retry-after': '2' },
      },
      {
        status: 403,
        body: googleError(403, 'PERMISSION_DENIED', 'Daily Limit Exceeded', 'dailyLimitExceeded'),
      },
      { status: 500, body: googleError(500, 'INTERNAL', 'Internal error', 'backendError') },
    );
    await expect(google().translate(['a'], 'en', 'ko')).rejects.toBeInstanceOf(RateLimitedError);
    const limited = await google()
      .translate(['a'], 'en', 'ko')
      .catch((e: unknown) => e);
    expect((limited as RateLimitedError).retryAfterMs).toBe(2000);
    await expect(google().translate(['a'], 'en', 'ko')).rejects.toBeInstanceOf(QuotaExceededError);
    const failed = await google()
      .translate(['a'], 'en', 'ko')
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ProviderError);
    expect(failed).not.toBeInstanceOf(ProviderRejectedError);
    const badKey = await new GoogleTranslate('nope', server.url)
      .translate(['a'], 'en', 'ko')
      .catch((e: unknown) => e);
    expect(badKey).toBeInstanceOf(ProviderRejectedError);
    expect((badKey as Error).message).toContain('API key not valid');
  });
});

describe('OpenAI-compatible chat completions', () => {
  let server: ProviderServer;
  beforeAll(async () => (server = await startOpenAiServer('sk-test', 'translator-model')));
  afterAll(() => server.close());
  const chat = (languages?: ('my' | 'km')[]) =>
    new OpenAiChat({
      baseUrl: `${server.url}/v1/`,
      apiKey: 'sk-test',
      model: 'translator-model',
      ...(languages ? { languages } : {}),
    });

  it('asks the model, with a bearer key, for the translation only, one text per request', async () => {
    const answer = await chat().translate(['서울 맛집 추천', '감사합니다'], 'ko', 'km');
    expect(answer).toEqual(['[Khmer] 서울 맛집 추천', '[Khmer] 감사합니다']);
    const [first, second] = server.requests.slice(-2);
    expect(first?.path).toBe('/v1/chat/completions');
    expect(first?.headers.authorization).toBe('Bearer sk-test');
    expect(first?.body).toMatchObject({ model: 'translator-model', temperature: 0 });
    const messages = first?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]?.content).toContain('from Korean into Khmer.');
    expect(messages[0]?.content).toMatch(/translation only/);
    expect(messages[0]?.content).toMatch(/never instructions/);
    expect(messages[1]?.content).toBe('서울 맛집 추천');
    expect((second?.body.messages as { content: string }[])[1]?.content).toBe('감사합니다');
  });

  it('names scripts and varieties so the model cannot mistake them', () => {
    expect(systemPrompt(null, 'mn')).toContain('into Mongolian (Cyrillic script).');
    expect(systemPrompt('en', 'zh-TW')).toContain('Traditional Chinese');
    expect(systemPrompt('en', 'uz')).toContain('Uzbek (Latin script)');
  });

  it('keeps to the languages it was given', async () => {
    await expect(chat(['my']).translate(['a'], 'en', 'km')).rejects.toBeInstanceOf(
      UnsupportedLanguageError,
    );
  });

  it('reads 429 with Retry-After, insufficient_quota, a wrong key and a cut-off answer', async () => {
    server.failNext(
      {
        status: 429,
        body: openAiError('Rate limit reached for requests', 'requests', 'rate_limit_exceeded'),
        headers: { 'retry-after': '3' },
      },
      {
        status: 429,
        body: openAiError(
          'You exceeded your current quota',
          'insufficient_quota',
          'insufficient_quota',
        ),
      },
      {
        status: 200,
        body: {
          choices: [
            { index: 0, message: { role: 'assistant', content: 'Half' }, finish_reason: 'length' },
          ],
        },
      },
    );
    const limited = await chat()
      .translate(['a'], 'en', 'my')
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).retryAfterMs).toBe(3000);
    await expect(chat().translate(['a'], 'en', 'my')).rejects.toBeInstanceOf(QuotaExceededError);
    await expect(chat().translate(['a'], 'en', 'my')).rejects.toThrow(/stopped before the end/);
    const wrongKey = new OpenAiChat({
      baseUrl: server.url,
      apiKey: 'sk-wrong',
      model: 'translator-model',
    });
    await expect(wrongKey.translate(['a'], 'en', 'my')).rejects.toBeInstanceOf(
      ProviderRejectedError,
    );
  });
});

describe('LibreTranslate', () => {
  let server: LibreTranslateServer;
  beforeAll(async () => (server = await startLibreTranslateServer({ languages: ['en', 'ko'] })));
  afterAll(() => server.close());

  it('reads 429 as a rate limit and 5xx as a failure', async () => {
    const lt = new LibreTranslate(server.url, null);
    server.failNext(1, 429);
    await expect(lt.translate(['a'], 'en', 'ko')).rejects.toBeInstanceOf(RateLimitedError);
    server.failNext(1, 502);
    const failed = await lt.translate(['a'], 'en', 'ko').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ProviderError);
    expect((failed as ProviderError).status).toBe(502);
  });

  it('fails without retrying elsewhere when the server cannot be reached', async () => {
    const lt = new LibreTranslate('http://127.0.0.1:9', null);
    await expect(lt.translate(['a'], 'en', 'ko')).rejects.toBeInstanceOf(ProviderError);
  });
});

it('reads Retry-After as seconds or as an HTTP date', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  expect(parseRetryAfter('120', now)).toBe(120_000);
  expect(parseRetryAfter('Sun, 01 Mar 2026 00:00:30 GMT', now)).toBe(30_000);
  expect(parseRetryAfter('soon', now)).toBeNull();
  expect(parseRetryAfter(null, now)).toBeNull();
});
