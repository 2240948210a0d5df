import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import { ConfigError, loadConfig } from '../../config.ts';
import { loadTranslationConfig, parseRoutes } from './translationConfig.ts';

const KEYS = {
  DEEPL_API_KEY: 'dk:fx',
  GOOGLE_TRANSLATE_API_KEY: 'gk',
  OPENAI_TRANSLATE_URL: 'http://127.0.0.1:8000',
  OPENAI_TRANSLATE_MODEL: 'qwen2.5-14b-instruct',
};

describe('translation configuration', () => {
  it('runs no provider when nothing is configured', () => {
    expect(loadTranslationConfig({}).routes).toEqual({});
    expect(loadTranslationConfig({}).statusToken).toBeNull();
  });

  it('keeps TRANSLATOR=libretranslate working as a shorthand', () => {
    const config = loadTranslationConfig({
      TRANSLATOR: 'libretranslate',
      LIBRETRANSLATE_URL: 'http://127.0.0.1:5000',
    });
    expect(config.routes.my).toEqual(['libretranslate']);
    expect(Object.keys(config.routes)).toHaveLength(16);
    expect(() => loadTranslationConfig({ TRANSLATOR: 'libretranslate' })).toThrow(
      /LIBRETRANSLATE_URL must be set/,
    );
    expect(() => loadTranslationConfig({ TRANSLATOR: 'deepl' })).toThrow(/TRANSLATION_ROUTES/);
  });

  it('routes all 16 languages with the README example, passing over what a provider lacks', () => {
    const config = loadTranslationConfig({
      ...KEYS,
      TRANSLATION_ROUTES: '*=deepl,google,openai; my,km=openai,google',
      TRANSLATION_DAILY_CHARACTERS: 'deepl=500000, google=1000000',
    });
    expect(Object.keys(config.routes).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(config.routes.ko).toEqual(['deepl', 'google', 'openai']);
    expect(config.routes.mn).toEqual(['google', 'openai']);
    expect(config.routes.my).toEqual(['openai', 'google']);
    expect(config.dailyCharacters).toEqual({ deepl: 500000, google: 1000000 });
  });

  it('accepts the routes as JSON', () => {
    expect(parseRoutes('{"*": ["google"], "ko": ["deepl", "google"]}')).toEqual({
      '*': ['google'],
      ko: ['deepl', 'google'],
    });
    const config = loadTranslationConfig({ ...KEYS, TRANSLATION_ROUTES: '{"uz": ["openai"]}' });
    expect(config.routes).toEqual({ uz: ['openai'] });
  });

  it('uses every configured provider when keys are set without routes', () => {
    const config = loadTranslationConfig({ GOOGLE_TRANSLATE_API_KEY: 'gk', DEEPL_API_KEY: 'dk' });
    expect(config.routes.en).toEqual(['deepl', 'google']);
    expect(config.routes.km).toEqual(['google']);
  });

  it('turns everything off with TRANSLATOR=none', () => {
    expect(loadTranslationConfig({ ...KEYS, TRANSLATOR: 'none' }).routes).toEqual({});
  });

  it.each([
    [
      { TRANSLATION_ROUTES: '*=deepl' },
      /names deepl, which is not configured \(set DEEPL_API_KEY\)/,
    ],
    [{ ...KEYS, TRANSLATION_ROUTES: 'xx=google' }, /"xx" is not one of the interface languages/],
    [{ ...KEYS, TRANSLATION_ROUTES: '*=bing' }, /"bing" is not a provider/],
    [{ ...KEYS, TRANSLATION_ROUTES: 'my=deepl' }, /deepl does not translate into my/],
    [{ ...KEYS, TRANSLATION_ROUTES: 'my' }, /is not LANGUAGES=PROVIDERS/],
    [{ ...KEYS, TRANSLATION_ROUTES: '{"my": "google"}' }, /maps languages to lists/],
    [{ ...KEYS, TRANSLATION_ROUTES: '{oops' }, /not valid JSON/],
    [{ OPENAI_TRANSLATE_URL: 'http://127.0.0.1:8000' }, /OPENAI_TRANSLATE_MODEL is not/],
    [{ ...KEYS, OPENAI_TRANSLATE_URL: 'ftp://x' }, /http:\/\/ or https:\/\//],
    [{ ...KEYS, OPENAI_TRANSLATE_LANGUAGES: 'my,klingon' }, /"klingon" is not one/],
    [{ ...KEYS, TRANSLATION_DAILY_CHARACTERS: 'deepl=lots' }, /provider=characters/],
    [{ ...KEYS, TRANSLATION_DAILY_CHARACTERS: 'bing=10' }, /provider=characters/],
    [{ TRANSLATION_STATUS_TOKEN: 'short' }, /at least 24 characters/],
  ])('refuses %j', (env, message) => {
    expect(() => loadTranslationConfig(env)).toThrow(message);
  });
});

it('stops the API from starting with a clear ConfigError', () => {
  const env = {
    NODE_ENV: 'development',
    JWT_SECRET: 'translation-config-tests-only-secret-0123',
    DATABASE_URL: ':memory:',
  };
  expect(loadConfig(env).translation.routes).toEqual({});
  const refused = () => loadConfig({ ...env, TRANSLATION_ROUTES: '*=deepl' });
  expect(refused).toThrow(ConfigError);
  expect(refused).toThrow(/DEEPL_API_KEY/);
});
