import { detectLanguage, warmUpLanguageDetector } from './languageDetector.ts';

beforeAll(() => warmUpLanguageDetector(), 60_000);

it.each([
  ['안녕하세요', 'ko'],
  ['맛집', 'ko'],
  ['오늘 날씨가 좋네요', 'ko'],
  ['こんにちは', 'ja'],
  ['東京の天気', 'ja'],
  ['你好', 'zh-CN'],
  ['今天天气很好', 'zh-CN'],
  ['今天天氣很好', 'zh-TW'],
  ['我們去台灣吃飯', 'zh-TW'],
  ['Xin chào', 'vi'],
  ['Hôm nay trời đẹp', 'vi'],
  ['Привет', 'ru'],
  ['Сегодня хорошая погода', 'ru'],
  ['สวัสดีครับ', 'th'],
  ['Where can I find a good hospital?', 'en'],
  ['Kumusta ka na? Magandang umaga po', 'fil'],
  ['မင်္ဂလာပါ ခင်ဗျာ', 'my'],
  ['សួស្តី អ្នកសុខសប្បាយទេ', 'km'],
  ['Сайн байна уу, өнөөдөр цаг агаар сайхан байна', 'mn'],
  ['नमस्ते, तपाईंलाई कस्तो छ? म नेपालबाट आएको हुँ', 'ne'],
  ['Salom, qalaysiz? Bugun havo juda yaxshi', 'uz'],
  ['Guten Tag, wie geht es Ihnen?', 'de'],
])('detects %s as %s', async (text, code) => {
  expect(await detectLanguage(text)).toBe(code);
});

it('finds no language in numbers or a bare link', async () => {
  expect(await detectLanguage('12345 !!!')).toBeNull();
  expect(await detectLanguage('https://example.com/a/b')).toBeNull();
  expect(await detectLanguage('See https://example.com for the schedule of the market')).toBe('en');
});
