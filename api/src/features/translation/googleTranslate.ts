import { LANGUAGE_CODES, type LanguageCode } from '@kfeed/contracts/languages';
import { UnsupportedLanguageError, type Translator } from './translator.ts';
import {
  ProviderError,
  ProviderRejectedError,
  QuotaExceededError,
  RateLimitedError,
  parseRetryAfter,
} from './providerErrors.ts';
import { postJson, readJson } from './providerHttp.ts';

/**
 * Google's codes for our languages (cloud.google.com/translate/docs/languages): every
 * one of the 16 is offered; Filipino is `tl` in v2 basic.
 */
const CODES: Readonly<Record<LanguageCode, string>> = {
  ko: 'ko',
  en: 'en',
  ja: 'ja',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  vi: 'vi',
  th: 'th',
  id: 'id',
  ms: 'ms',
  fil: 'tl',
  my: 'my',
  km: 'km',
  ne: 'ne',
  mn: 'mn',
  uz: 'uz',
  ru: 'ru',
};

/** Reasons in Google's error list that mean "too fast" rather than "refused". */
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
const QUOTA_REASONS = new Set(['dailyLimitExceeded', 'quotaExceeded', 'dailyLimitExceededUnreg']);

interface GoogleError {
  error?: { code?: number; message?: string; status?: string; errors?: { reason?: string }[] };
}

/**
 * Google Cloud Translation v2 (basic): POST /language/translate/v2?key=<key> with a JSON
 * body {q: [...], target, source?, format: 'text'}; the answer is
 * {data: {translations: [{translatedText}]}}, errors {error: {code, message, status}}.
 */
export class GoogleTranslate implements Translator {
  readonly name = 'google';
  private readonly baseUrl: string;

  constructor(
    private readonly apiKey: string,
    baseUrl = 'https://translation.googleapis.com',
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  covers(target: LanguageCode): boolean {
    return LANGUAGE_CODES.includes(target);
  }

  async translate(texts: string[], source: string | null, target: LanguageCode): Promise<string[]> {
    const targetCode = CODES[target];
    if (!targetCode) throw new UnsupportedLanguageError(target);
    const sourceCode = source && source in CODES ? CODES[source as LanguageCode] : null;
    const url = `${this.baseUrl}/language/translate/v2?key=${encodeURIComponent(this.apiKey)}`;
    const response = await postJson(
      this.name,
      url,
      {},
      {
        q: texts,
        target: targetCode,
        format: 'text',
        ...(sourceCode ? { source: sourceCode } : {}),
      },
    );
    const body = (await readJson(this.name, response)) as GoogleError & {
      data?: { translations?: { translatedText?: unknown }[] };
    };
    if (!response.ok) throw this.failure(response, body);
    const list = body.data?.translations?.map((t) => t.translatedText) ?? [];
    if (list.length !== texts.length || !list.every((text) => typeof text === 'string')) {
      throw new ProviderError(this.name, 'Google answered an unexpected shape', response.status);
    }
    return list as string[];
  }

  private failure(response: Response, body: GoogleError): ProviderError {
    const status = response.status;
    const reasons = new Set((body.error?.errors ?? []).map((e) => e.reason ?? ''));
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), new Date());
    const detail = `Google answered ${status} ${body.error?.status ?? ''}: ${(body.error?.message ?? '').slice(0, 200)}`;
    if ([...reasons].some((reason) => QUOTA_REASONS.has(reason))) {
      return new QuotaExceededError(this.name, detail, status);
    }
    if (status === 429 || [...reasons].some((reason) => RATE_REASONS.has(reason))) {
      return new RateLimitedError(this.name, detail, status, retryAfter);
    }
    if (status >= 400 && status < 500) return new ProviderRejectedError(this.name, detail, status);
    return new ProviderError(this.name, detail, status, retryAfter);
  }
}
