import type { LanguageCode } from '@kfeed/contracts/languages';
import { UnsupportedLanguageError, type Translator } from './translator.ts';
import {
  ProviderError,
  ProviderRejectedError,
  QuotaExceededError,
  RateLimitedError,
  bodyExcerpt,
  parseRetryAfter,
} from './providerErrors.ts';
import { mapCode, postJson, readJson } from './providerHttp.ts';

/**
 * DeepL's target codes for our languages (developers.deepl.com, "Languages supported"):
 * Chinese by script, English with its variant. Filipino, Malay, Burmese, Khmer, Nepali,
 * Mongolian and Uzbek are not among DeepL's regular languages, so they route elsewhere.
 */
const TARGETS: Readonly<Record<string, string>> = {
  ko: 'KO',
  en: 'EN-US',
  ja: 'JA',
  'zh-CN': 'ZH-HANS',
  'zh-TW': 'ZH-HANT',
  vi: 'VI',
  th: 'TH',
  id: 'ID',
  ru: 'RU',
};

/** Source codes carry no variant (ZH, EN). */
const SOURCES: Readonly<Record<string, string>> = {
  ko: 'KO',
  en: 'EN',
  ja: 'JA',
  'zh-CN': 'ZH',
  'zh-TW': 'ZH',
  vi: 'VI',
  th: 'TH',
  id: 'ID',
  ru: 'RU',
};

export function deeplCovers(target: LanguageCode): boolean {
  return target in TARGETS;
}

/** Free-plan keys end in ":fx" and are served by api-free.deepl.com. */
export function defaultDeepLUrl(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/**
 * DeepL API v2: POST /v2/translate with `Authorization: DeepL-Auth-Key <key>` and a JSON
 * body {text: [...], target_lang, source_lang?}; every text of one item in one request.
 * 429 is too many requests, 456 the account's character quota used up.
 */
export class DeepL implements Translator {
  readonly name = 'deepl';
  private readonly baseUrl: string;

  constructor(
    private readonly apiKey: string,
    baseUrl: string = defaultDeepLUrl(apiKey),
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  covers(target: LanguageCode): boolean {
    return deeplCovers(target);
  }

  async translate(texts: string[], source: string | null, target: LanguageCode): Promise<string[]> {
    const targetLang = TARGETS[target];
    if (!targetLang) throw new UnsupportedLanguageError(target);
    const sourceLang = mapCode(SOURCES, source);
    const response = await postJson(
      this.name,
      `${this.baseUrl}/v2/translate`,
      { authorization: `DeepL-Auth-Key ${this.apiKey}` },
      {
        text: texts,
        target_lang: targetLang,
        // Without source_lang DeepL detects it; a wrong guess of ours would do worse.
        ...(sourceLang && sourceLang !== targetLang.slice(0, 2) ? { source_lang: sourceLang } : {}),
      },
    );
    if (!response.ok) throw await this.failure(response);
    const body = (await readJson(this.name, response)) as {
      translations?: { text?: unknown }[];
    };
    const list = Array.isArray(body.translations) ? body.translations.map((t) => t.text) : [];
    if (list.length !== texts.length || !list.every((text) => typeof text === 'string')) {
      throw new ProviderError(this.name, 'DeepL answered an unexpected shape', response.status);
    }
    return list as string[];
  }

  private async failure(response: Response): Promise<ProviderError> {
    const status = response.status;
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), new Date());
    const detail = `DeepL answered ${status}: ${await bodyExcerpt(response)}`;
    if (status === 429) return new RateLimitedError(this.name, detail, status, retryAfter);
    if (status === 456) return new QuotaExceededError(this.name, detail, status);
    if (status === 400 || status === 403 || status === 404 || status === 413) {
      return new ProviderRejectedError(this.name, detail, status);
    }
    return new ProviderError(this.name, detail, status, retryAfter);
  }
}
