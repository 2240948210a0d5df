import type { LanguageCode } from '@kfeed/contracts/languages';
import { UnsupportedLanguageError, type Translator } from './translator.ts';
import {
  ProviderError,
  ProviderRejectedError,
  RateLimitedError,
  parseRetryAfter,
} from './providerErrors.ts';
import { postJson, readJson } from './providerHttp.ts';

/**
 * LibreTranslate's spellings of our language codes, best first: newer servers name
 * Chinese zh-Hans / zh-Hant, older ones zh / zt; Filipino is served as Tagalog (tl).
 */
const CANDIDATES: Record<string, string[]> = {
  'zh-CN': ['zh-Hans', 'zh'],
  'zh-TW': ['zh-Hant', 'zt'],
  fil: ['tl', 'fil'],
};

const REQUEST_TIMEOUT_MS = 20_000;
/** A failed look-up of the language list is tried again after this long. */
const LANGUAGES_RETRY_MS = 60_000;

interface LanguageEntry {
  code: string;
}

function candidatesOf(code: string): string[] {
  return CANDIDATES[code] ?? [code];
}

/**
 * A LibreTranslate server (self-hosted or a compatible service): GET /languages once to
 * learn its codes, then POST /translate {q, source, target, format: 'text'} with every
 * text of one item in a single request.
 */
export class LibreTranslate implements Translator {
  readonly name = 'libretranslate';
  private languages: { codes: Set<string>; at: number } | null = null;
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly apiKey: string | null,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** The server's language codes; null when it did not say (every code is then tried). */
  private async supported(): Promise<Set<string> | null> {
    const cached = this.languages;
    if (cached && (cached.codes.size > 0 || Date.now() - cached.at < LANGUAGES_RETRY_MS)) {
      return cached.codes.size > 0 ? cached.codes : null;
    }
    try {
      const response = await fetch(`${this.baseUrl}/languages`, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const list = (await response.json()) as LanguageEntry[];
      const codes = new Set(
        Array.isArray(list) ? list.map((entry) => entry.code).filter(Boolean) : [],
      );
      this.languages = { codes, at: Date.now() };
      return codes.size > 0 ? codes : null;
    } catch {
      this.languages = { codes: new Set(), at: Date.now() };
      return null;
    }
  }

  private pick(code: string, supported: Set<string> | null): string | null {
    const candidates = candidatesOf(code);
    if (!supported) return candidates[0] ?? null;
    return candidates.find((candidate) => supported.has(candidate)) ?? null;
  }

  async translate(texts: string[], source: string | null, target: LanguageCode): Promise<string[]> {
    const supported = await this.supported();
    const targetCode = this.pick(target, supported);
    if (!targetCode) throw new UnsupportedLanguageError(target);
    const sourceCode = (source && this.pick(source, supported)) || 'auto';

    const response = await postJson(
      this.name,
      `${this.baseUrl}/translate`,
      {},
      {
        q: texts,
        source: sourceCode,
        target: targetCode,
        format: 'text',
        ...(this.apiKey ? { api_key: this.apiKey } : {}),
      },
    );
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      // A 400 naming the language means the pair is not offered, which no retry fixes.
      if (response.status === 400 && /not supported|language/i.test(detail)) {
        throw new UnsupportedLanguageError(target);
      }
      const message = `LibreTranslate answered ${response.status}: ${detail.slice(0, 200)}`;
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'), new Date());
      if (response.status === 429) {
        throw new RateLimitedError(this.name, message, 429, retryAfter);
      }
      if (response.status === 400 || response.status === 403) {
        throw new ProviderRejectedError(this.name, message, response.status);
      }
      throw new ProviderError(this.name, message, response.status, retryAfter);
    }
    const body = (await readJson(this.name, response)) as { translatedText?: unknown };
    const translated = body.translatedText;
    const list = Array.isArray(translated) ? translated : [translated];
    if (list.length !== texts.length || !list.every((item) => typeof item === 'string')) {
      throw new ProviderError(this.name, 'LibreTranslate answered an unexpected shape');
    }
    return list as string[];
  }
}
