/**
 * Word and letter markers that tell apart languages the n-gram detectors confuse on
 * community posts: Indonesian and Malay, Nepali and Hindi, Mongolian and Russian, and
 * Uzbek (Latin) against everything Latin. Each list holds everyday words (and letters)
 * common in one language and rare or spelt otherwise in the other; the accuracy they give
 * is measured on the labelled samples in fixtures/ (`npm run bench:detect`).
 */

/** Words of everyday Indonesian that Malay says otherwise (bisa/boleh, karena/kerana, ...). */
const INDONESIAN = new Set([
  'bisa',
  'karena',
  'saja',
  'aja',
  'banget',
  'sih',
  'dong',
  'kok',
  'deh',
  'nggak',
  'gak',
  'enggak',
  'mau',
  'gratis',
  'mobil',
  'uang',
  'kantor',
  'rekening',
  'pengin',
  'bareng',
  'makasih',
  'tagihan',
  'harus',
  'coba',
  'bilang',
  'cuma',
  'teman',
  'mulai',
  'senin',
  'kalian',
  'gimana',
  'kayak',
  'udah',
  'kulkas',
  'iuran',
  'penerjemah',
  'sepeda',
  'bersepeda',
  'toko',
  'dokter',
  'hp',
  'nih',
  'yuk',
  'tuh',
  'apotek',
]);

/** Words of everyday Malay that Indonesian says otherwise. */
const MALAY = new Set([
  'tak',
  'nak',
  'mahu',
  'sahaja',
  'je',
  'kerana',
  'boleh',
  'kena',
  'dah',
  'wang',
  'bas',
  'telefon',
  'bimbit',
  'baharu',
  'isnin',
  'bil',
  'lepas',
  'kat',
  'awak',
  'sesiapa',
  'khidmat',
  'sejuk',
  'basuh',
  'cadangkan',
  'jurubahasa',
  'talian',
  'tempah',
  'caruman',
  'cuba',
  'tu',
  'ni',
  'pembaharuan',
  'kedai',
  'hospital',
  'basikal',
  'berbasikal',
  'doktor',
  'polis',
  'korang',
]);

/** Standalone Hindi function words (Nepali has other ones). */
const HINDI = new Set([
  'है',
  'हैं',
  'का',
  'की',
  'के',
  'में',
  'नहीं',
  'था',
  'थी',
  'थे',
  'और',
  'से',
  'को',
  'यह',
  'वह',
  'क्या',
  'हूँ',
  'रहा',
  'रही',
  'गया',
  'भी',
  'लिए',
  'पर',
  'आप',
  'मैं',
  'आपको',
  'मुझको',
  'उनको',
  'इसको',
  'उसको',
  'किसको',
]);

/** Standalone Nepali words, and the endings Nepali attaches to words (-को, -मा, -लाई, ...). */
const NEPALI = new Set([
  'छ',
  'छन्',
  'छु',
  'हो',
  'र',
  'पनि',
  'भयो',
  'गर्न',
  'हुन्छ',
  'थियो',
  'हुनुहुन्छ',
  'पर्छ',
  'चाहिन्छ',
  'कहाँ',
  'कसैलाई',
  'मलाई',
  'तपाईं',
  'यो',
  'त्यो',
  'न',
  'भने',
  'गरेको',
  'भन्छ',
]);
const NEPALI_ENDINGS = /(?:को|मा|लाई|हरू|बाट|न्छ|न्छन्|ेँ|ुहोस्|नुपर्छ|दैछ|दैछु)$/u;

/** Everyday Mongolian words, and the doubled vowels Mongolian writes and Russian rarely does. */
const MONGOLIAN = new Set([
  'байна',
  'вэ',
  'бэ',
  'юу',
  'уу',
  'үү',
  'болох',
  'хаана',
  'хаанаас',
  'энэ',
  'тэр',
  'би',
  'бид',
  'гэж',
  'гэсэн',
  'шүү',
  'байгаа',
  'сайн',
  'хоол',
  'хийх',
  'ёстой',
]);
const MONGOLIAN_LETTERS = /[өүӨҮ]/gu;
const MONGOLIAN_DOUBLE_VOWELS = /(?:аа|ээ|уу|өө|үү|оо)/gu;
/** Russian function words Mongolian does not have. */
const RUSSIAN = new Set([
  'и',
  'в',
  'не',
  'что',
  'как',
  'это',
  'с',
  'по',
  'для',
  'я',
  'из',
  'к',
  'от',
  'но',
  'а',
  'у',
  'то',
  'так',
  'же',
  'бы',
  'уже',
  'кто',
  'где',
  'мне',
  'есть',
  'все',
  'всё',
  'очень',
  'когда',
  'нужно',
  'можно',
  'был',
  'была',
  'были',
  'если',
  'или',
  'нет',
]);
/** Kazakh, Kyrgyz, Ukrainian, Serbian and other Cyrillic letters: the text is neither. */
const OTHER_CYRILLIC = /[әғқңұһіїєґђћџјљњ]/iu;

/** Distinctive everyday Uzbek words (Latin script), and its oʻ / gʻ letters. */
const UZBEK = new Set([
  'uchun',
  'bilan',
  'kerak',
  'kerakmi',
  'juda',
  'qanday',
  'qayerda',
  'qayerdan',
  'bormi',
  'rahmat',
  'yaxshi',
  'katta',
  'nima',
  'bugun',
  'ertaga',
  'kelasi',
  'endi',
  'xolos',
  'albatta',
  'yangi',
  'boshqa',
  'hamma',
  'siz',
  'biz',
  'ular',
  'emas',
  'ekan',
  'mumkin',
  'birinchi',
  'ikkinchi',
  'dedi',
  'tushundim',
  'xoʻp',
  'salom',
  'qalaysiz',
  'havo',
  'boradi',
  'koʻp',
  'boʻladi',
  'toʻgʻrimi',
  'haqida',
]);
const UZBEK_LETTERS = /[oOgG][ʻ‘'`ʼ]\p{L}/gu;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[‘'`ʼ]/gu, 'ʻ')
    .split(/[^\p{L}\p{M}ʻ]+/u)
    .filter(Boolean);
}

const count = (list: string[], set: Set<string>) => list.filter((w) => set.has(w)).length;

/** Positive: more Indonesian than Malay; negative: more Malay; 0: no telling. */
export function indonesianOverMalay(text: string): number {
  const list = words(text);
  return count(list, INDONESIAN) - count(list, MALAY);
}

/** Positive: more Nepali than Hindi; negative: more Hindi; 0: no telling. */
export function nepaliOverHindi(text: string): number {
  const list = text.split(/[\s\p{P}]+/u).filter(Boolean);
  const nepali =
    count(list, NEPALI) + list.filter((w) => !HINDI.has(w) && NEPALI_ENDINGS.test(w)).length;
  return nepali - count(list, HINDI);
}

/** Positive: more Mongolian than Russian in a Cyrillic text. */
export function mongolianOverRussian(text: string): number {
  if (OTHER_CYRILLIC.test(text)) return 0;
  const list = words(text);
  const lower = text.toLowerCase();
  const mongolian =
    count(list, MONGOLIAN) +
    (lower.match(MONGOLIAN_LETTERS)?.length ?? 0) +
    (lower.match(MONGOLIAN_DOUBLE_VOWELS)?.length ?? 0);
  return mongolian - count(list, RUSSIAN) * 2;
}

/** How Uzbek a Latin text looks: marker words plus oʻ / gʻ letters. */
export function uzbekScore(text: string): number {
  return count(words(text), UZBEK) + (text.match(UZBEK_LETTERS)?.length ?? 0);
}
