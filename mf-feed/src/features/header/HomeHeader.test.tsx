import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SUPPORTED_LANGUAGES } from '@kfeed/contracts/languages';
import { fetchUnreadCount } from '@kfeed/platform/live/liveCalls';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { HomeHeader, pageReload } from './HomeHeader.tsx';

jest.mock('react-i18next', () =>
  jest.requireActual('@kfeed/kit/testing/i18nKeys').reactI18nextKeysMock(),
);
jest.mock('@kfeed/platform/live/liveCalls');

afterEach(() => signOut());

test('the language dropdown offers the 16 languages by their own names, the current one chosen', () => {
  render(<HomeHeader />);
  const select = screen.getByRole('combobox', { name: 'header.language' });
  const options = within(select).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(SUPPORTED_LANGUAGES.map((l) => l.nativeName));
  expect(select).toHaveValue('en');
});

test('tapping the logo reloads the page', async () => {
  const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  render(<HomeHeader />);
  await userEvent.click(screen.getByRole('link', { name: 'header.logo' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a member has the notifications bell beside the language; a visitor has none', async () => {
  const visitor = render(<HomeHeader />);
  expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  visitor.unmount();
  jest.mocked(fetchUnreadCount).mockResolvedValue({ unreadCount: 2 });
  signInAsMember(9);
  render(
    <MemoryRouter>
      <HomeHeader />
    </MemoryRouter>,
  );
  const bell = await screen.findByRole('link', { name: 'notifications.bell_unread:2' });
  expect(bell).toHaveAttribute('href', '/notifications');
});

test('a visitor sets the text size beside the language; it applies to the whole page', async () => {
  render(<HomeHeader />);
  const size = screen.getByRole('combobox', { name: 'text_size.label' });
  expect(
    within(size)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value')),
  ).toEqual(['100', '125', '150', '200']);
  await userEvent.selectOptions(size, '150');
  expect(document.documentElement).toHaveAttribute('data-text-size', '150');
  expect(localStorage.getItem('textSize')).toBe('150');
  await userEvent.selectOptions(size, '100');
  expect(document.documentElement).not.toHaveAttribute('data-text-size');
});

test('a member has no text size in the header (it is on my page)', async () => {
  jest.mocked(fetchUnreadCount).mockResolvedValue({ unreadCount: 0 });
  signInAsMember(9);
  render(
    <MemoryRouter>
      <HomeHeader />
    </MemoryRouter>,
  );
  await screen.findByRole('link', { name: 'notifications.bell' });
  expect(screen.queryByRole('combobox', { name: 'text_size.label' })).not.toBeInTheDocument();
});
