import type { Config } from '../../config.ts';
import { LibreTranslate } from './libreTranslate.ts';
import type { Translator } from './translatorContract.ts';

export { UnsupportedLanguageError, type Translator } from './translatorContract.ts';

/** The configured translator, or null when none is (originals are then served untranslated). */
export function createTranslator(config: Config): Translator | null {
  if (config.translator !== 'libretranslate') return null;
  if (!config.libreTranslateUrl) {
    throw new Error('LIBRETRANSLATE_URL must be set when TRANSLATOR=libretranslate');
  }
  return new LibreTranslate(config.libreTranslateUrl, config.libreTranslateApiKey);
}
