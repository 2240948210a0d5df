import { fireEvent, render, screen } from '@testing-library/react';
import type { Category } from '@kfeed/contracts/feed';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { CategoryStrip } from './CategoryStrip.tsx';

jest.mock('react-i18next', () =>
  jest.requireActual('@kfeed/kit/testing/i18nKeys').reactI18nextKeysMock(),
);

function category(id: string, en: string, ko: string): Category {
  return {
    categoryId: id,
    categoryName: ko,
    categoryImageUrl: `/api/static/category/${id}.svg`,
    categoryType: '["PUBLIC"]',
    translatedList: {
      en: { categoryName: en, categoryImageUrl: `/api/static/category/${id}.svg` },
      ko: { categoryName: ko, categoryImageUrl: `/api/static/category/${id}.svg` },
    },
  };
}

const CATEGORIES: Category[] = [
  category('3', 'Jobs', '구인·구직'),
  category('home', 'All', '전체'),
  {
    categoryId: 'nation',
    categoryName: '내 나라',
    categoryImageUrl: '/api/static/category/lock.svg',
    categoryType: '["NATION"]',
    translatedList: { en: { categoryName: 'Should not show', categoryImageUrl: '/x.svg' } },
  },
  category('4', 'Housing', '집 구하기'),
];

function renderStrip(activeId = 'home', language = 'en') {
  const onSelect = jest.fn();
  render(
    <CategoryStrip
      categories={CATEGORIES}
      activeId={activeId}
      language={language}
      onSelect={onSelect}
    />,
  );
  const strip = screen.getByRole('navigation', { name: 'categories.label' })
    .firstElementChild as HTMLElement;
  // jsdom does no layout: give the strip a scrollable width.
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 1000 });
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 390 });
  return { onSelect, strip };
}

test('home comes first, then the server order, named in the reader language', () => {
  renderStrip();
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
    'All',
    'Jobs',
    '내 나라',
    'Housing',
  ]);
});

test('the active chip is pressed and draws the white icon', () => {
  renderStrip('3', 'ko');
  const jobs = screen.getByRole('button', { name: '구인·구직' });
  expect(jobs).toHaveAttribute('aria-pressed', 'true');
  expect(jobs.querySelector('img')).toHaveAttribute('src', '/api/static/category/3_w.svg');
  const housing = screen.getByRole('button', { name: '집 구하기' });
  expect(housing).toHaveAttribute('aria-pressed', 'false');
  expect(housing.querySelector('img')).toHaveAttribute('src', '/api/static/category/4.svg');
});

test('nation is named by its name alone, its lock a picture, and says who sees its posts', () => {
  renderStrip();
  const nation = screen.getByRole('button', { name: '내 나라' });
  const lock = nation.querySelector('img');
  expect(lock).toHaveAttribute('src', '/api/static/category/lock.svg');
  expect(lock).toHaveAttribute('aria-hidden', 'true');
  expect(lock).toHaveAttribute('alt', '');
  // A visitor is told to log in for them; the hint is for screen readers until it is chosen.
  expect(nation).toHaveAccessibleDescription('categories.nation_hint_visitor');
  expect(screen.getByText('categories.nation_hint_visitor')).toHaveClass('kf-visually-hidden');
  expect(screen.queryByText('Should not show')).not.toBeInTheDocument();
});

test('a member on the nation chip sees who its posts are for', () => {
  signInAsMember(4);
  renderStrip('nation');
  const nation = screen.getByRole('button', { name: '내 나라' });
  expect(nation).toHaveAttribute('aria-pressed', 'true');
  expect(nation).toHaveAccessibleDescription('categories.nation_hint');
  expect(screen.getByText('categories.nation_hint')).not.toHaveClass('kf-visually-hidden');
  signOut();
});

test('a click selects the category', () => {
  const { onSelect } = renderStrip();
  const jobs = screen.getByRole('button', { name: 'Jobs' });
  fireEvent.mouseDown(jobs, { button: 0, clientX: 200 });
  fireEvent.mouseUp(window, { clientX: 200 });
  fireEvent.click(jobs, { clientX: 200 });
  expect(onSelect).toHaveBeenCalledWith(CATEGORIES[0]);
});

test('a small wobble while pressing is still a click', () => {
  const { onSelect, strip } = renderStrip();
  const jobs = screen.getByRole('button', { name: 'Jobs' });
  fireEvent.mouseDown(jobs, { button: 0, clientX: 200 });
  fireEvent.mouseMove(window, { clientX: 197 });
  fireEvent.mouseUp(window, { clientX: 197 });
  fireEvent.click(jobs, { clientX: 197 });
  expect(onSelect).toHaveBeenCalledTimes(1);
  expect(strip.scrollLeft).toBe(0);
});

test('a mouse drag scrolls the strip and the click that ends it selects nothing', () => {
  const { onSelect, strip } = renderStrip();
  const jobs = screen.getByRole('button', { name: 'Jobs' });
  fireEvent.mouseDown(jobs, { button: 0, clientX: 300 });
  fireEvent.mouseMove(window, { clientX: 250 });
  fireEvent.mouseMove(window, { clientX: 180 });
  fireEvent.mouseUp(window, { clientX: 180 });
  fireEvent.click(jobs, { clientX: 180 });
  expect(strip.scrollLeft).toBe(120);
  expect(onSelect).not.toHaveBeenCalled();

  // The next plain click works again.
  fireEvent.mouseDown(jobs, { button: 0, clientX: 180 });
  fireEvent.mouseUp(window, { clientX: 180 });
  fireEvent.click(jobs, { clientX: 180 });
  expect(onSelect).toHaveBeenCalledTimes(1);
});

test('a drag released outside the strip does not swallow the next click', () => {
  const { onSelect } = renderStrip();
  const jobs = screen.getByRole('button', { name: 'Jobs' });
  fireEvent.mouseDown(jobs, { button: 0, clientX: 300 });
  fireEvent.mouseMove(window, { clientX: 100 });
  fireEvent.mouseUp(window, { clientX: 100 });
  fireEvent.mouseDown(jobs, { button: 0, clientX: 150 });
  fireEvent.mouseUp(window, { clientX: 150 });
  fireEvent.click(jobs);
  expect(onSelect).toHaveBeenCalledTimes(1);
});

test('a vertical wheel scrolls the strip sideways, within its bounds', () => {
  const { strip } = renderStrip();
  fireEvent.wheel(strip, { deltaY: 100 });
  expect(strip.scrollLeft).toBe(100);
  fireEvent.wheel(strip, { deltaY: 5000 });
  expect(strip.scrollLeft).toBe(610);
  fireEvent.wheel(strip, { deltaY: -9000 });
  expect(strip.scrollLeft).toBe(0);
});

test('while the list loads, placeholders stand in for the chips', () => {
  render(<CategoryStrip categories={null} activeId="home" language="en" onSelect={jest.fn()} />);
  expect(screen.queryAllByRole('button')).toHaveLength(0);
});
