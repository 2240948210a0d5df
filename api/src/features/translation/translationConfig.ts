import { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '@kfeed/contracts/languages';
import { deeplCovers } from './deepl.ts';

/**
 * Which providers translate into which language, read from the environment and checked
 * at start (see README, "Translation providers"). Nothing configured: no provider runs,
 * and posts are served in their original language.
 */
export const PROVIDER_NAMES = ['libretranslate', 'deepl', 'google', 'openai'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** Who made a hand-written translation (the demo data's), as stored and as answered. */
export const HUMAN_TRANSLATOR = 'HUMAN';

/** How readers see each provider named; rows and the status call keep PROVIDER_NAMES. */
const PROVIDER_DISPLAY_NAMES: Record<ProviderName, string> = {
  libretranslate: 'LibreTranslate',
  deepl: 'DeepL',
  google: 'Google',
  openai: 'OpenAI',
};

/** A stored translation's maker as readers see it: 'DeepL' for 'deepl'; anything else as is. */
export function providerDisplayName(stored: string): string {
  return isProviderName(stored) ? PROVIDER_DISPLAY_NAMES[stored] : stored;
}

export interface ProviderSettings {
  libretranslate?: { url: string; apiKey: string | null };
  deepl?: { apiKey: string; url: string | null };
  google?: { apiKey: string; url: string | null };
  openai?: {
    url: string;
    apiKey: string | null;
    model: string;
    languages: LanguageCode[] | null;
  };
}

export interface TranslationConfig {
  providers: ProviderSettings;
  /** Per target language, the providers to try in order; a language not listed is not translated. */
  routes: Partial<Record<LanguageCode, ProviderName[]>>;
  /** Characters each provider may be sent per UTC day; absent: no budget of ours. */
  dailyCharacters: Partial<Record<ProviderName, number>>;
  /** Bearer token for GET /api/translation/status; null: the endpoint does not exist. */
  statusToken: string | null;
}

/** The configuration cannot work; `message` tells the operator what to change. */
export class TranslationConfigError extends Error {
  override name = 'TranslationConfigError';
}

const MIN_STATUS_TOKEN_LENGTH = 24;

function isProviderName(value: string): value is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(value);
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TranslationConfigError(`${name}=${value} is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TranslationConfigError(`${name} must be an http:// or https:// URL.`);
  }
  return value;
}

function languageList(name: string, value: string): LanguageCode[] {
  const codes = value
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  for (const code of codes) {
    if (!isLanguageCode(code)) {
      throw new TranslationConfigError(
        `${name}: "${code}" is not one of the interface languages (${LANGUAGE_CODES.join(', ')}).`,
      );
    }
  }
  return codes as LanguageCode[];
}

function providerSettings(env: NodeJS.ProcessEnv): ProviderSettings {
  const providers: ProviderSettings = {};
  if (env.LIBRETRANSLATE_URL) {
    providers.libretranslate = {
      url: httpUrl('LIBRETRANSLATE_URL', env.LIBRETRANSLATE_URL),
      apiKey: env.LIBRETRANSLATE_API_KEY || null,
    };
  }
  if (env.DEEPL_API_KEY) {
    providers.deepl = {
      apiKey: env.DEEPL_API_KEY,
      url: env.DEEPL_API_URL ? httpUrl('DEEPL_API_URL', env.DEEPL_API_URL) : null,
    };
  }
  if (env.GOOGLE_TRANSLATE_API_KEY) {
    providers.google = {
      apiKey: env.GOOGLE_TRANSLATE_API_KEY,
      url: env.GOOGLE_TRANSLATE_URL
        ? httpUrl('GOOGLE_TRANSLATE_URL', env.GOOGLE_TRANSLATE_URL)
        : null,
    };
  }
  if (env.OPENAI_TRANSLATE_URL) {
    if (!env.OPENAI_TRANSLATE_MODEL) {
      throw new TranslationConfigError(
        'OPENAI_TRANSLATE_URL is set but OPENAI_TRANSLATE_MODEL is not: name the model to ask.',
      );
    }
    providers.openai = {
      url: httpUrl('OPENAI_TRANSLATE_URL', env.OPENAI_TRANSLATE_URL),
      apiKey: env.OPENAI_TRANSLATE_API_KEY || null,
      model: env.OPENAI_TRANSLATE_MODEL,
      languages: env.OPENAI_TRANSLATE_LANGUAGES
        ? languageList('OPENAI_TRANSLATE_LANGUAGES', env.OPENAI_TRANSLATE_LANGUAGES)
        : null,
    };
  }
  return providers;
}

/**
 * TRANSLATION_ROUTES: `LANGS=PROVIDERS` entries separated by `;`, e.g.
 * `*=deepl,google,openai; my,km=google,openai` (a language's own entry wins over `*`),
 * or the same as JSON: {"*": ["deepl", "google"], "my": ["google"]}.
 */
export function parseRoutes(value: string): Record<string, string[]> {
  const trimmed = value.trim();
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new TranslationConfigError('TRANSLATION_ROUTES is not valid JSON.');
    }
    const entries = Object.entries(parsed as Record<string, unknown>);
    if (
      !entries.every(([, list]) => Array.isArray(list) && list.every((p) => typeof p === 'string'))
    ) {
      throw new TranslationConfigError(
        'TRANSLATION_ROUTES as JSON maps languages to lists of provider names.',
      );
    }
    return Object.fromEntries(entries) as Record<string, string[]>;
  }
  const routes: Record<string, string[]> = {};
  for (const entry of trimmed
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [languages, providers, extra] = entry.split('=');
    if (!languages?.trim() || !providers?.trim() || extra !== undefined) {
      throw new TranslationConfigError(
        `TRANSLATION_ROUTES: "${entry}" is not LANGUAGES=PROVIDERS (e.g. "my,km=google,openai").`,
      );
    }
    const order = providers
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    for (const language of languages
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean)) {
      routes[language] = order;
    }
  }
  return routes;
}

/**
 * Whether a provider can produce a language, as far as known before asking it:
 * LibreTranslate servers differ (it learns from /languages), Google has all 16.
 */
function coverage(providers: ProviderSettings) {
  return (provider: ProviderName, language: LanguageCode): boolean => {
    if (provider === 'deepl') return deeplCovers(language);
    if (provider === 'openai') return providers.openai?.languages?.includes(language) ?? true;
    return true;
  };
}

function routeTable(
  env: NodeJS.ProcessEnv,
  providers: ProviderSettings,
): Partial<Record<LanguageCode, ProviderName[]>> {
  const covers = coverage(providers);
  const configured = PROVIDER_NAMES.filter((name) => providers[name]);
  let raw: Record<string, string[]>;
  if (env.TRANSLATION_ROUTES) {
    raw = parseRoutes(env.TRANSLATION_ROUTES);
  } else if (env.TRANSLATOR === 'libretranslate') {
    raw = { '*': ['libretranslate'] };
  } else if (configured.length > 0) {
    // Keys set but no routes: every configured provider, the cheapest reliable first.
    raw = { '*': configured };
  } else {
    return {};
  }
  const routes: Partial<Record<LanguageCode, ProviderName[]>> = {};
  const fallback = raw['*'];
  for (const [language, order] of Object.entries(raw)) {
    if (language !== '*' && !isLanguageCode(language)) {
      throw new TranslationConfigError(
        `TRANSLATION_ROUTES: "${language}" is not one of the interface languages (${LANGUAGE_CODES.join(', ')}) or *.`,
      );
    }
    for (const provider of order) {
      if (!isProviderName(provider)) {
        throw new TranslationConfigError(
          `TRANSLATION_ROUTES: "${provider}" is not a provider (${PROVIDER_NAMES.join(', ')}).`,
        );
      }
      if (!providers[provider]) {
        throw new TranslationConfigError(
          `TRANSLATION_ROUTES names ${provider}, which is not configured (${REQUIRED[provider]}).`,
        );
      }
      if (language !== '*' && !covers(provider, language as LanguageCode)) {
        throw new TranslationConfigError(
          `TRANSLATION_ROUTES: ${provider} does not translate into ${language}.`,
        );
      }
    }
  }
  for (const language of LANGUAGE_CODES) {
    const order = (raw[language] ?? fallback ?? []) as ProviderName[];
    // Under `*`, a provider without the language is simply passed over.
    const usable = raw[language] ? order : order.filter((p) => covers(p, language));
    if (usable.length > 0) routes[language] = usable;
  }
  return routes;
}

const REQUIRED: Record<ProviderName, string> = {
  libretranslate: 'set LIBRETRANSLATE_URL',
  deepl: 'set DEEPL_API_KEY',
  google: 'set GOOGLE_TRANSLATE_API_KEY',
  openai: 'set OPENAI_TRANSLATE_URL and OPENAI_TRANSLATE_MODEL',
};

/** TRANSLATION_DAILY_CHARACTERS: `provider=characters` pairs, e.g. `deepl=400000,google=1000000`. */
function dailyCharacters(value: string | undefined): Partial<Record<ProviderName, number>> {
  const budgets: Partial<Record<ProviderName, number>> = {};
  for (const pair of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, amount] = pair.split('=').map((part) => part.trim());
    const characters = Number(amount);
    if (!name || !isProviderName(name) || !Number.isInteger(characters) || characters <= 0) {
      throw new TranslationConfigError(
        `TRANSLATION_DAILY_CHARACTERS: "${pair}" is not provider=characters (a whole number above 0) with a provider among ${PROVIDER_NAMES.join(', ')}.`,
      );
    }
    budgets[name] = characters;
  }
  return budgets;
}

function statusToken(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < MIN_STATUS_TOKEN_LENGTH) {
    throw new TranslationConfigError(
      `TRANSLATION_STATUS_TOKEN must be at least ${MIN_STATUS_TOKEN_LENGTH} characters long.`,
    );
  }
  return value;
}

export function loadTranslationConfig(env: NodeJS.ProcessEnv): TranslationConfig {
  const translator = env.TRANSLATOR ?? '';
  if (!['', 'none', 'libretranslate'].includes(translator)) {
    throw new TranslationConfigError(
      `TRANSLATOR=${translator} is not none or libretranslate (other providers are set with TRANSLATION_ROUTES).`,
    );
  }
  if (translator === 'libretranslate' && !env.LIBRETRANSLATE_URL) {
    throw new TranslationConfigError(
      'LIBRETRANSLATE_URL must be set when TRANSLATOR=libretranslate',
    );
  }
  const providers = providerSettings(env);
  return {
    providers,
    // TRANSLATOR=none turns translation off whatever else is set.
    routes: translator === 'none' ? {} : routeTable(env, providers),
    dailyCharacters: dailyCharacters(env.TRANSLATION_DAILY_CHARACTERS),
    statusToken: statusToken(env.TRANSLATION_STATUS_TOKEN),
  };
}
