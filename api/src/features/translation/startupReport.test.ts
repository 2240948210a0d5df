import { translationStartupReport } from './startupReport.ts';
import { loadTranslationConfig } from './translationConfig.ts';

const reportFor = (env: NodeJS.ProcessEnv) =>
  translationStartupReport(loadTranslationConfig(env).routes);

describe('the translation report printed when the API starts', () => {
  it('says that nothing is translated without a provider, and how to turn it on', () => {
    const report = reportFor({});
    expect(report).toBe(
      [
        'Translation: no provider is configured, so no post or comment is translated (readers see them as written).',
        '  To turn it on, set a provider\'s key (e.g. DEEPL_API_KEY) or TRANSLATOR=libretranslate with LIBRETRANSLATE_URL: see docs/api.md, section "Translation providers".',
      ].join('\n'),
    );
    expect(reportFor({ TRANSLATOR: 'none', DEEPL_API_KEY: 'key:fx' })).toBe(report);
  });

  it('lists the languages with providers, in the order tried, and those without', () => {
    expect(reportFor({ DEEPL_API_KEY: 'key:fx' })).toBe(
      [
        'Translation: 9 of 16 interface languages have a provider (tried in the order shown):',
        '  ko en ja zh-CN zh-TW vi th id ru: deepl',
        '  No provider: ms fil my km ne mn uz (readers in these languages get no machine translation).',
        '  To add one, set its key and TRANSLATION_ROUTES: see docs/api.md, section "Translation providers".',
      ].join('\n'),
    );
  });

  it('groups the languages sharing an order, and says where to change them when all have one', () => {
    const report = reportFor({
      DEEPL_API_KEY: 'key:fx',
      GOOGLE_TRANSLATE_API_KEY: 'key',
      OPENAI_TRANSLATE_URL: 'http://127.0.0.1:8000',
      OPENAI_TRANSLATE_MODEL: 'model',
      TRANSLATION_ROUTES: '*=deepl,google,openai; my,km=openai,google',
    });
    expect(report).toBe(
      [
        'Translation: 16 of 16 interface languages have a provider (tried in the order shown):',
        '  ko en ja zh-CN zh-TW vi th id ru: deepl, google, openai',
        '  ms fil ne mn uz: google, openai',
        '  my km: openai, google',
        '  To change them, see docs/api.md, section "Translation providers".',
      ].join('\n'),
    );
  });
});
