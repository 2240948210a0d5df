import { showsNewPost } from './newPostMatch.ts';

const post = (categoryId: number, feedType = 'PUBLIC') => ({ categoryId, feedType });

test('All takes every public post, a category only its own', () => {
  expect(showsNewPost('home', post(3), 'nation')).toBe(true);
  expect(showsNewPost('3', post(3), 'nation')).toBe(true);
  expect(showsNewPost('4', post(3), 'nation')).toBe(false);
  expect(showsNewPost('nation', post(3), 'nation')).toBe(false);
});

test('a NATION post only on the nation category', () => {
  expect(showsNewPost('nation', post(3, 'NATION'), 'nation')).toBe(true);
  expect(showsNewPost('home', post(3, 'NATION'), 'nation')).toBe(false);
  expect(showsNewPost('3', post(3, 'NATION'), 'nation')).toBe(false);
});
