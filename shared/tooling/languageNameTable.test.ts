import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import { LANGUAGE_NAMES } from '@kfeed/kit/i18n/languageNameTable';
import { cldrLanguageNames } from './languageNameTable.ts';

test("the apps' language names are CLDR's, for every reader and language", () => {
  // Regenerate with: node --import tsx shared/tooling/languageNameTable.ts --write
  expect(LANGUAGE_NAMES).toEqual(cldrLanguageNames());
});

test('no language is named by its code or, outside English and Filipino, in English', () => {
  for (const reader of LANGUAGE_CODES) {
    for (const language of LANGUAGE_CODES) {
      const name = LANGUAGE_NAMES[reader][language];
      expect({ reader, language, name }).not.toEqual({ reader, language, name: language });
    }
  }
  for (const reader of ['my', 'km', 'ne', 'mn', 'uz'] as const) {
    expect(LANGUAGE_NAMES[reader].ko).not.toBe(LANGUAGE_NAMES.en.ko);
  }
});
