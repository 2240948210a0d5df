import { renderHook } from '@testing-library/react';
import { cutText, notFoundPageMeta, postPageMeta } from './postMeta.ts';
import { usePageMeta } from './usePageMeta.ts';

const input = {
  title: 'Cherry blossoms',
  text: '  \nSeoul cherry blossoms are out early this year — where to go this weekend\n\nThe trees along Yeouido are already in full bloom. Bring a mat and arrive before 9 a.m. to avoid the crowds. '.repeat(
    3,
  ),
  author: 'Minh',
  publishedAt: '2026-03-28T09:30:00Z',
  image: 'https://kfeed.example/api/files/a.jpg',
  url: 'https://kfeed.example/feed/12',
  siteName: 'KFeed',
};

const content = (meta: ReturnType<typeof postPageMeta>, key: string) =>
  meta.tags.find((t) => t.key === key)?.content;

test('the title is the first line of the text, not the title field, cut to 50 characters plus the brand suffix', () => {
  const meta = postPageMeta(input);
  const headline = content(meta, 'og:title')!;
  expect(Array.from(headline)).toHaveLength(50);
  expect(headline.startsWith('Seoul cherry blossoms are out early')).toBe(true);
  expect(headline.endsWith('…')).toBe(true);
  expect(meta.title).toBe(`${headline} | KFeed`);
});

test('the body gives a one-line description of at most 150 characters', () => {
  const description = content(postPageMeta(input), 'description')!;
  expect(Array.from(description).length).toBeLessThanOrEqual(150);
  expect(description).not.toMatch(/\n/);
});

test('Open Graph and Twitter tags carry the image, author and published time', () => {
  const meta = postPageMeta(input);
  expect(content(meta, 'og:type')).toBe('article');
  expect(content(meta, 'og:image')).toBe(input.image);
  expect(content(meta, 'twitter:image')).toBe(input.image);
  expect(content(meta, 'twitter:card')).toBe('summary_large_image');
  expect(content(meta, 'article:author')).toBe('Minh');
  expect(content(meta, 'article:published_time')).toBe('2026-03-28T09:30:00.000Z');
  const noImage = postPageMeta({ ...input, image: null });
  expect(content(noImage, 'og:image')).toBeUndefined();
  expect(content(noImage, 'twitter:card')).toBe('summary');
});

test('a short first line is used whole; the title field only stands in for an empty text', () => {
  expect(content(postPageMeta({ ...input, text: 'Hanami picnic tips\nmore' }), 'og:title')).toBe(
    'Hanami picnic tips',
  );
  expect(content(postPageMeta({ ...input, text: ' \n ' }), 'og:title')).toBe('Cherry blossoms');
});

test('cutting counts what a reader sees as one character', () => {
  expect(cutText('가나다', 5)).toBe('가나다');
  expect(cutText('👍🏽👍🏽👍🏽👍🏽', 3)).toBe('👍🏽👍🏽…');
});

test('the tags are set while shown and put back afterwards', () => {
  document.head.innerHTML = '<title>Post | KFeed</title><meta name="description" content="KFeed">';
  const meta = postPageMeta(input);
  const { unmount } = renderHook(() => usePageMeta(meta));
  expect(document.title).toBe(meta.title);
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
    content(meta, 'description'),
  );
  expect(document.head.querySelector('meta[property="og:image"]')).not.toBeNull();
  unmount();
  expect(document.title).toBe('Post | KFeed');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
    'KFeed',
  );
  expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
});

test('a title set by someone else after the post is left alone when the post goes', () => {
  document.title = 'Post | KFeed';
  const { unmount } = renderHook(() => usePageMeta(notFoundPageMeta('Not found', 'Gone')));
  expect(document.title).toBe('Not found | KFeed');
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
    'noindex',
  );
  document.title = 'Search | KFeed';
  unmount();
  expect(document.title).toBe('Search | KFeed');
});
