import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination.tsx';
import { loadMyPageTexts } from '../testing/texts.ts';

beforeAll(() => loadMyPageTexts());

function renderAt(currentPage: number, totalPages: number) {
  const onPage = jest.fn();
  render(
    <Pagination currentPage={currentPage} totalPages={totalPages} onPage={onPage} label="Pages" />,
  );
  return onPage;
}

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);

test('five page buttons around the current one, which is marked', () => {
  renderAt(7, 12);
  expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);
  expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Page 6' })).not.toHaveAttribute('aria-current');
});

test('a page button, previous and next ask for that page', async () => {
  const onPage = renderAt(2, 3);
  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onPage.mock.calls).toEqual([[3], [1], [3]]);
});

test('out-of-range pages are ignored: no previous on the first, no next on the last, the current page not asked again', async () => {
  const first = renderAt(1, 3);
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
  expect(first).not.toHaveBeenCalled();
});

test('the last page has no next', () => {
  renderAt(3, 3);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('a single page needs no control', () => {
  renderAt(1, 1);
  expect(screen.queryByRole('navigation')).toBeNull();
});
