import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORTED_LANGUAGES } from '@kfeed/contracts/languages';
import { HomeHeader, pageReload } from './HomeHeader.tsx';

jest.mock('react-i18next', () =>
  jest.requireActual('@kfeed/kit/testing/i18nKeys').reactI18nextKeysMock(),
);

test('the language dropdown offers the 16 languages by their own names, the current one chosen', () => {
  render(<HomeHeader />);
  const select = screen.getByRole('combobox', { name: 'header.language' });
  const options = screen.getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(SUPPORTED_LANGUAGES.map((l) => l.nativeName));
  expect(select).toHaveValue('en');
});

test('tapping the logo reloads the page', async () => {
  const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  render(<HomeHeader />);
  await userEvent.click(screen.getByRole('link', { name: 'header.logo' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
