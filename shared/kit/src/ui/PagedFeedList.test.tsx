import type { ComponentProps } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { emptyPagedList, type PagedList } from '@kfeed/kit/pagedList/pagedList';
import { feedItem, feedPage } from '@kfeed/kit/testing/feedItem';
import { TestIntersectionObserver } from '@kfeed/kit/testing/intersectionObserver';
import { PagedFeedList } from './PagedFeedList.tsx';

jest.mock('react-i18next', () =>
  jest.requireActual('@kfeed/kit/testing/i18nKeys').reactI18nextKeysMock(),
);

function renderList(
  list: Partial<PagedList>,
  props: Partial<ComponentProps<typeof PagedFeedList>> = {},
) {
  const handlers = { onOpen: jest.fn(), onMore: jest.fn(), onRetry: jest.fn() };
  render(
    <MemoryRouter>
      <PagedFeedList
        list={{ ...emptyPagedList(), ...list }}
        language="en"
        {...handlers}
        label="Posts"
        loadingText="Loading posts"
        failedText="Posts could not be loaded."
        emptyText="Nothing yet."
        endText="That is all."
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

const cards = () => screen.queryAllByRole('link').filter((l) => l.hasAttribute('data-feed-id'));

beforeEach(() => TestIntersectionObserver.install());

test('cards in order with the end text; nothing more is watched for', () => {
  renderList({ items: feedPage(12, 3), page: 2, isEnd: true });
  expect(screen.getByRole('region', { name: 'Posts' })).toHaveAttribute('aria-busy', 'false');
  expect(cards().map((c) => c.dataset.feedId)).toEqual(['12', '11', '10']);
  expect(screen.getByText('That is all.')).toBeInTheDocument();
  expect(TestIntersectionObserver.live()).toHaveLength(0);
});

test('the sentinel asks for more near the end, with the margin given', () => {
  const { onMore } = renderList({ items: feedPage(20, 10), page: 2 }, { marginPx: 50 });
  expect(TestIntersectionObserver.live().at(-1)?.options?.rootMargin).toBe('0px 0px 50px 0px');
  TestIntersectionObserver.intersectAll();
  expect(onMore).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('That is all.')).not.toBeInTheDocument();
});

test('while a page loads, screen readers are told and the list is busy', () => {
  renderList({ loading: true });
  expect(screen.getByRole('status')).toHaveTextContent('Loading posts');
  expect(screen.getByRole('region', { name: 'Posts' })).toHaveAttribute('aria-busy', 'true');
});

test('a failure shows its text and a retry button, no end and no empty text', async () => {
  const { onRetry } = renderList({ items: feedPage(5, 2), failed: true, isEnd: true });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Posts could not be loaded.');
  await userEvent.click(within(alert).getByRole('button', { name: 'common:retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('That is all.')).not.toBeInTheDocument();
});

test('an empty list shows its title and text, announced when asked', () => {
  renderList(
    { isEnd: true, page: 2 },
    { emptyTitle: 'No posts', announceEmpty: true, labelledBy: 'h', label: undefined },
  );
  expect(screen.getByRole('status')).toHaveTextContent('No postsNothing yet.');
  expect(cards()).toHaveLength(0);
});

test('cards link with the query given and mark the words', () => {
  renderList(
    { items: [feedItem({ feedId: 5, feedTitle: 'Seoul subway tips' })], isEnd: true },
    { linkQuery: { from: 'search' }, highlight: ['subway'] },
  );
  expect(cards()[0]).toHaveAttribute('href', '/feed/5?from=search');
  expect(within(cards()[0]!).getByText('subway').tagName).toBe('MARK');
});
