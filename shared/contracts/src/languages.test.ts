import {
  browserLanguage,
  LANGUAGE_CODES,
  mapLanguageTag,
  readerAcceptLanguage,
} from '@kfeed/contracts/languages';

it('has the 16 interface languages', () => {
  expect(LANGUAGE_CODES).toEqual([
    'ko',
    'en',
    'ja',
    'zh-CN',
    'zh-TW',
    'vi',
    'th',
    'id',
    'ms',
    'fil',
    'my',
    'km',
    'ne',
    'mn',
    'uz',
    'ru',
  ]);
});

it.each([
  ['ko-KR', 'ko'],
  ['en-US', 'en'],
  ['ja', 'ja'],
  ['zh', 'zh-CN'],
  ['zh-CN', 'zh-CN'],
  ['zh-Hans-CN', 'zh-CN'],
  ['zh-TW', 'zh-TW'],
  ['zh-HK', 'zh-TW'],
  ['zh-Hant', 'zh-TW'],
  ['vi-VN', 'vi'],
  ['th', 'th'],
  ['id-ID', 'id'],
  ['in', 'id'],
  ['ms-MY', 'ms'],
  ['fil-PH', 'fil'],
  ['tl', 'fil'],
  ['my-MM', 'my'],
  ['km-KH', 'km'],
  ['ne-NP', 'ne'],
  ['mn', 'mn'],
  ['uz-Latn-UZ', 'uz'],
  ['ru_RU', 'ru'],
])('maps %s to %s', (tag, code) => {
  expect(mapLanguageTag(tag)).toBe(code);
});

it('maps nothing else', () => {
  expect(mapLanguageTag('de-DE')).toBeNull();
  expect(mapLanguageTag('')).toBeNull();
});

it('takes the first supported browser language, else English', () => {
  expect(browserLanguage(['de-DE', 'vi-VN', 'en'])).toBe('vi');
  expect(browserLanguage(['de-DE', 'fr'])).toBe('en');
  expect(browserLanguage([])).toBe('en');
});

it('asks in the interface language first, then the browser’s other languages', () => {
  expect(readerAcceptLanguage('th', ['en-US', 'en', 'ko-KR', 'de', 'th-TH'])).toBe(
    'th, en;q=0.9, ko;q=0.8',
  );
  expect(readerAcceptLanguage('zh-TW', ['zh-HK', 'zh-CN'])).toBe('zh-TW, zh-CN;q=0.9');
  expect(readerAcceptLanguage('ru', [])).toBe('ru');
});
