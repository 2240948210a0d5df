import { render } from '@testing-library/react';
import {
  highlightText,
  matchRanges,
  searchWords,
  textNearFirstMatch,
  SEARCH_WORDS_MAX,
} from './highlight.tsx';

const marked = (text: string, words: string[]) => {
  const { container } = render(<p>{highlightText(text, words)}</p>);
  return {
    marks: [...container.querySelectorAll('mark')].map((m) => m.textContent),
    text: container.textContent,
  };
};

test('a search splits on white space, drops repeats (in any case) and keeps at most 8 words', () => {
  expect(searchWords('  부산   맛집 ')).toEqual(['부산', '맛집']);
  expect(searchWords('Seoul seoul SEOUL subway')).toEqual(['Seoul', 'subway']);
  const many = Array.from({ length: 12 }, (_, i) => `w${i}`).join(' ');
  expect(searchWords(many)).toHaveLength(SEARCH_WORDS_MAX);
});

test('every occurrence of every word is marked, ignoring case, the text unchanged', () => {
  expect(marked('Seoul to seoul, SEOUL!', ['seoul'])).toEqual({
    marks: ['Seoul', 'seoul', 'SEOUL'],
    text: 'Seoul to seoul, SEOUL!',
  });
  expect(marked('한강에서 자전거, 한강 야시장', ['한강', '야시장']).marks).toEqual([
    '한강',
    '한강',
    '야시장',
  ]);
});

test('overlapping and touching matches become one mark', () => {
  expect(matchRanges('abcdef', ['abc', 'bcd'])).toEqual([[0, 4]]);
  expect(matchRanges('abcdef', ['ab', 'cd'])).toEqual([[0, 4]]);
  expect(marked('abcdef', ['abc', 'cde']).marks).toEqual(['abcde']);
});

test('full-width Latin and half-width kana match as the index folds them', () => {
  expect(marked('ＳＥＯＵＬ駅', ['seoul']).marks).toEqual(['ＳＥＯＵＬ']);
  expect(marked('ｿｳﾙの朝', ['ソウル']).marks).toEqual(['ｿｳﾙ']);
});

test('a letter that lower-cases into two keeps the marks on the right characters', () => {
  // 'İ' lower-cases to two code units; the mark must still cover 'stanbul' only.
  expect(marked('İstanbul', ['stanbul']).marks).toEqual(['stanbul']);
});

test('no match leaves the plain text', () => {
  expect(marked('Morning at Haeundae', ['부산'])).toEqual({
    marks: [],
    text: 'Morning at Haeundae',
  });
  expect(highlightText('plain', [])).toBe('plain');
});

test('text whose first match is far in starts shortly before it', () => {
  const early = 'The cinnamon broth was great.';
  expect(textNearFirstMatch(early, ['cinnamon'])).toBe(early);
  const long =
    'Finally found a pho place near Seomyeon Station that tastes just like home. ' +
    'The broth is clear and fragrant with cinnamon and star anise.';
  const near = textNearFirstMatch(long, ['cinnamon']);
  expect(near.startsWith('…')).toBe(true);
  expect(near.indexOf('cinnamon')).toBeLessThanOrEqual(26);
  expect(near).toMatch(/^…\S/);
  expect(long.endsWith(near.slice(1))).toBe(true);
  expect(textNearFirstMatch(long, ['nothing'])).toBe(long);
});
