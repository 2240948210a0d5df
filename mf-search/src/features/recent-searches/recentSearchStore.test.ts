import {
  LOCAL_RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  addRecent,
  readLocalRecent,
  removeRecent,
  writeLocalRecent,
} from './recentSearchStore.ts';

beforeEach(() => localStorage.clear());

test('a new search goes to the front', () => {
  expect(addRecent(['b', 'c'], 'a')).toEqual(['a', 'b', 'c']);
});

test('a repeated search moves to the front instead of appearing twice', () => {
  expect(addRecent(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
  expect(addRecent(['a', 'b'], 'a')).toEqual(['a', 'b']);
});

test('only the 10 newest are kept', () => {
  const ten = Array.from({ length: RECENT_SEARCHES_MAX }, (_, i) => `w${i}`);
  const next = addRecent(ten, 'new');
  expect(next).toHaveLength(10);
  expect(next[0]).toBe('new');
  expect(next).not.toContain('w9');
});

test('removing takes out that entry only', () => {
  expect(removeRecent(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  expect(removeRecent(['a'], 'zzz')).toEqual(['a']);
});

test('the local list survives a round trip; bad stored data reads as empty', () => {
  writeLocalRecent(['한강', '韓国']);
  expect(readLocalRecent()).toEqual(['한강', '韓国']);
  localStorage.setItem(LOCAL_RECENT_SEARCHES_KEY, '{oops');
  expect(readLocalRecent()).toEqual([]);
  localStorage.setItem(LOCAL_RECENT_SEARCHES_KEY, JSON.stringify({ a: 1 }));
  expect(readLocalRecent()).toEqual([]);
  localStorage.setItem(LOCAL_RECENT_SEARCHES_KEY, JSON.stringify(['a', 3, '', 'a', 'b']));
  expect(readLocalRecent()).toEqual(['a', 'b']);
});
