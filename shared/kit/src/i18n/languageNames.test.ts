import { languageName } from '@kfeed/kit/i18n/languageNames';

test('the interface languages are named in the reader’s script, from our table', () => {
  expect(languageName('ko', 'en')).toBe('Korean');
  expect(languageName('ko', 'my')).toBe('ကိုရီးယား');
  expect(languageName('ko', 'km')).toBe('កូរ៉េ');
  expect(languageName('ko', 'uz')).toBe('koreyscha');
  expect(languageName('zh-TW', 'en')).toBe('Traditional Chinese');
});

test('other languages come from Intl, else their code', () => {
  expect(languageName('de', 'en')).toBe('German');
  expect(languageName('xx-invalid-', 'en')).toBe('xx-invalid-');
});
