import { CARD_THUMBNAIL_SIZES, thumbnailSources } from './thumbnailSources.ts';

const sized = (width: number, format: 'avif' | 'webp') => ({
  url: `/api/files/feeds/a_${width}.${format}`,
  width,
  height: width,
  format,
});

it('lists AVIF before WebP, each with its widths smallest first', () => {
  expect(
    thumbnailSources([
      sized(264, 'webp'),
      sized(88, 'webp'),
      sized(176, 'avif'),
      sized(88, 'avif'),
      sized(176, 'webp'),
    ]),
  ).toEqual([
    {
      type: 'image/avif',
      srcSet: '/api/files/feeds/a_88.avif 88w, /api/files/feeds/a_176.avif 176w',
    },
    {
      type: 'image/webp',
      srcSet:
        '/api/files/feeds/a_88.webp 88w, /api/files/feeds/a_176.webp 176w, /api/files/feeds/a_264.webp 264w',
    },
  ]);
});

it('gives no source for a post without card thumbnails (older pictures)', () => {
  expect(thumbnailSources([])).toEqual([]);
  expect(thumbnailSources(undefined)).toEqual([]);
});

it('keeps a URL with a space or comma from splitting the candidate list', () => {
  const [source] = thumbnailSources([{ ...sized(88, 'webp'), url: '/api/files/a b,c%C3%A9.webp' }]);
  expect(source?.srcSet).toBe('/api/files/a%20b%2Cc%C3%A9.webp 88w');
});

it('sizes the picture by its 88 px box', () => {
  expect(CARD_THUMBNAIL_SIZES).toBe('88px');
});
