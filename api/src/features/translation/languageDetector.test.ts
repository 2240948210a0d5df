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
  // The script decides, whatever Latin word is in the text.
  ['နောက်ဆုံးတော့ TOPIK အဆင့်လေး အောင်သွားပြီ', 'my'],
  ['ទីបំផុតខ្ញុំប្រឡងជាប់ TOPIK កម្រិតបួនហើយ', 'km'],
  // Marker words: Indonesian and Malay, Nepali and Hindi, Mongolian without ө or ү.
  ['Buka rekening bank di Korea perlu bawa dokumen apa saja sih?', 'id'],
  ['Nak buka akaun bank di Korea kena bawa dokumen apa ya?', 'ms'],
  ['कोरियामा बैंक खाता खोल्न कुन कुन कागजात चाहिन्छ?', 'ne'],
  ['क्या वीज़ा बढ़ाने के लिए नौकरी का प्रमाणपत्र चाहिए?', 'hi'],
  ['Сайн байна уу', 'mn'],
  ['Где купить гречку и нормальный творог в Сеуле?', 'ru'],
  ['Rahmat katta!', 'uz'],
  // A Korean surname and an English word are not Uzbek.
  ['Kim and Shu went to the market with the other men', 'en'],
])('detects %s as %s', async (text, code) => {
  expect(await detectLanguage(text)).toBe(code);
});

it('finds no language in numbers or a bare link', async () => {
  expect(await detectLanguage('12345 !!!')).toBeNull();
  expect(await detectLanguage('https://example.com/a/b')).toBeNull();
  expect(await detectLanguage('See https://example.com for the schedule of the market')).toBe('en');
});
