import type { ComponentProps } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { feedItem } from '@kfeed/kit/testing/feedItem';
import { FeedCard } from './FeedCard.tsx';

jest.mock('react-i18next', () =>
  jest.requireActual('@kfeed/kit/testing/i18nKeys').reactI18nextKeysMock(),
);

const NOW = new Date('2026-11-22T10:00:00Z');

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderCard(
  item: ReturnType<typeof feedItem>,
  onOpen = jest.fn(),
  language = 'en',
  extra: Partial<ComponentProps<typeof FeedCard>> = {},
) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <FeedCard item={item} language={language} onOpen={onOpen} now={NOW} {...extra} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return onOpen;
}

const everything = feedItem({
  feedId: 42,
  feedTitle: '오늘 날씨 좋네요',
  feedText: '한강에서 자전거 타기 좋은 날',
  translatedFeedMap: {
    en: {
      feedTransTitle: 'Lovely weather today',
      feedTransText: 'A good day for cycling by the Han',
    },
  },
  feedCategoryWithTranslatedList: {
    categoryId: '3',
    categoryName: '일상',
    translatedList: {
      en: { categoryName: 'Daily life', categoryImageUrl: '/daily.svg' },
      'zh-cn': { categoryName: '日常生活', categoryImageUrl: '/daily.svg' },
    },
  },
  feedThumbnailImageList: [{ url: '/api/files/t1.webp' }, { url: '/api/files/t2.webp' }],
  thumbnailCount: 3,
  userNickname: 'Seoul City',
  userIsOfficial: 'Y',
  userProfileImageUrl: '/api/files/avatar.webp',
  feedCreateDatetime: '2026-11-22T07:00:00Z',
  feedLikeCount: 5,
  feedCommentCount: 1,
});

test('a card with every optional part shows them all, in the reader language', () => {
  renderCard(everything);
  const card = screen.getByRole('link', { name: /Lovely weather today/ });
  expect(card).toHaveAttribute('href', '/feed/42');
  // Named by everything it shows, in reading order (a name holds its visible text).
  expect(card).toHaveAccessibleName(
    'Daily life Lovely weather today A good day for cycling by the Han card.image_count:3 ' +
      'Seoul City verified 3 hours ago card.likes:5 card.comments:1',
  );
  const inCard = within(card);
  expect(inCard.getByText('Daily life')).toBeInTheDocument();
  expect(inCard.getByRole('heading', { name: 'Lovely weather today' })).toBeInTheDocument();
  expect(inCard.getByText('A good day for cycling by the Han')).toBeInTheDocument();
  expect(inCard.queryByText('오늘 날씨 좋네요')).not.toBeInTheDocument();

  const images = card.querySelectorAll('img');
  const thumbnail = [...images].find((img) => img.getAttribute('src') === '/api/files/t1.webp');
  expect(thumbnail).toHaveAttribute('loading', 'lazy');
  expect(thumbnail).toHaveAttribute('width', '88');
  expect(thumbnail).toHaveAttribute('height', '88');
  expect(inCard.getByRole('img', { name: 'card.image_count:3' })).toBeInTheDocument();

  expect([...images].some((img) => img.getAttribute('src') === '/api/files/avatar.webp')).toBe(
    true,
  );
  expect(inCard.getByText('Seoul City')).toBeInTheDocument();
  expect(inCard.getByRole('img', { name: 'verified' })).toBeInTheDocument();
  expect(inCard.getByText('3 hours ago')).toHaveAttribute('dateTime', '2026-11-22T07:00:00.000Z');
  expect(inCard.getByRole('img', { name: 'card.likes:5' })).toHaveTextContent('5');
  expect(inCard.getByRole('img', { name: 'card.comments:1' })).toHaveTextContent('1');
});

test('a card without the optional parts shows none of them', () => {
  renderCard(feedItem({ feedId: 7, feedTitle: 'Original', feedText: 'Body' }));
  const card = screen.getByRole('link', { name: /^Original Body/ });
  const inCard = within(card);
  expect(inCard.getByText('Body')).toBeInTheDocument();
  expect(card.querySelectorAll('img')).toHaveLength(0);
  expect(inCard.queryByRole('img', { name: /image_count/ })).not.toBeInTheDocument();
  expect(inCard.queryByRole('img', { name: 'verified' })).not.toBeInTheDocument();
  expect(inCard.queryByRole('img', { name: /card\.likes/ })).not.toBeInTheDocument();
  expect(inCard.queryByRole('img', { name: /card\.comments/ })).not.toBeInTheDocument();
  expect(inCard.getByText('writer7')).toBeInTheDocument();
  expect(inCard.getByText('2 days ago')).toBeInTheDocument();
});

test('one image shows the thumbnail without a count badge', () => {
  renderCard(
    feedItem({ feedThumbnailImageList: [{ url: '/api/files/one.webp' }], thumbnailCount: 1 }),
  );
  const card = screen.getByRole('link');
  expect(card.querySelector('img[src="/api/files/one.webp"]')).not.toBeNull();
  expect(within(card).queryByRole('img', { name: /image_count/ })).not.toBeInTheDocument();
});

test('card thumbnails are offered as AVIF and WebP at 1x-3x of the 88 px box', () => {
  const sized = (width: number, format: 'avif' | 'webp') => ({
    url: `/api/files/p_${width}.${format}`,
    width,
    height: width,
    format,
  });
  renderCard(
    feedItem({
      feedThumbnailImageList: [{ url: '/api/files/p_thumb.webp' }],
      thumbnails: [88, 176, 264].flatMap((w) => [sized(w, 'avif'), sized(w, 'webp')]),
      thumbnailCount: 1,
    }),
  );
  const picture = screen.getByRole('link').querySelector('picture');
  const sources = [...(picture?.querySelectorAll('source') ?? [])].map((source) => ({
    type: source.getAttribute('type'),
    srcSet: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));
  expect(sources).toEqual([
    {
      type: 'image/avif',
      srcSet: '/api/files/p_88.avif 88w, /api/files/p_176.avif 176w, /api/files/p_264.avif 264w',
      sizes: '88px',
    },
    {
      type: 'image/webp',
      srcSet: '/api/files/p_88.webp 88w, /api/files/p_176.webp 176w, /api/files/p_264.webp 264w',
      sizes: '88px',
    },
  ]);
  // The img inside: the box's size (no layout shift) and the old thumbnail as its fallback.
  const img = picture?.querySelector('img');
  expect(img).toHaveAttribute('src', '/api/files/p_thumb.webp');
  expect(img).toHaveAttribute('width', '88');
  expect(img).toHaveAttribute('height', '88');
});

test('the first visible picture loads eagerly with high priority, the others lazily', () => {
  const item = feedItem({ feedThumbnailImageList: [{ url: '/api/files/x.webp' }] });
  renderCard(item, jest.fn(), 'en', { priority: true });
  let img = screen.getByRole('link').querySelector('img');
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  cleanup();
  renderCard(item);
  img = screen.getByRole('link').querySelector('img');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('fetchpriority', 'auto');
});

test('a translation into another language is not used; the original shows', () => {
  renderCard(everything, jest.fn(), 'ja');
  const card = screen.getByRole('link', { name: /오늘 날씨 좋네요/ });
  expect(within(card).getByText('한강에서 자전거 타기 좋은 날')).toBeInTheDocument();
  // No Japanese category name in the list: the original name.
  expect(within(card).getByText('일상')).toBeInTheDocument();
  expect(within(card).getByText('3 時間前')).toBeInTheDocument();
});

test('the category name is looked up by lower-case iso code', () => {
  renderCard(everything, jest.fn(), 'zh-CN');
  expect(screen.getByText('日常生活')).toBeInTheDocument();
});

test('tapping the card tells Home first, then opens the post', async () => {
  const onOpen = renderCard(everything);
  await userEvent.click(screen.getByRole('link', { name: /Lovely weather today/ }));
  expect(onOpen).toHaveBeenCalledWith(everything);
  expect(screen.getByLabelText('path')).toHaveTextContent('/feed/42');
});

test('search words are marked in the translation the reader sees, and the link says where from', () => {
  renderCard(everything, jest.fn(), 'en', {
    highlight: ['weather', 'HAN'],
    linkQuery: { from: 'search' },
  });
  const card = screen.getByRole('link', { name: /Lovely weather today/ });
  expect(card).toHaveAttribute('href', '/feed/42?from=search');
  const marks = [...card.querySelectorAll('mark')].map((m) => m.textContent);
  expect(marks).toEqual(['weather', 'Han']);
  // The original (not shown) is not what gets marked.
  expect(within(card).queryByText('오늘 날씨 좋네요')).not.toBeInTheDocument();
});

test('a match far into the text moves the excerpt to it', () => {
  const text = `${'Lorem ipsum dolor sit amet. '.repeat(20)}Finally the gimbap place.`;
  renderCard(feedItem({ feedId: 9, feedTitle: 'Title', feedText: text }), jest.fn(), 'en', {
    highlight: ['gimbap'],
  });
  const mark = screen.getByText('gimbap');
  expect(mark.tagName).toBe('MARK');
  expect(mark.parentElement?.textContent?.startsWith('…')).toBe(true);
});

test('without search words nothing is marked and the link is the plain post address', () => {
  renderCard(everything);
  const card = screen.getByRole('link', { name: /Lovely weather today/ });
  expect(card).toHaveAttribute('href', '/feed/42');
  expect(card.querySelectorAll('mark')).toHaveLength(0);
});
