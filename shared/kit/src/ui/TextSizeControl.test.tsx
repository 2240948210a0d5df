import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyTextSize } from '@kfeed/kit/textSize';
import { TextSizeChoices, TextSizeSelect } from './TextSizeControl.tsx';

jest.mock('react-i18next', () =>
  jest.requireActual('@kfeed/kit/testing/i18nKeys').reactI18nextKeysMock(),
);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-text-size');
});

test('the choices are a named group with its hint; choosing one applies and keeps it', async () => {
  render(<TextSizeChoices />);
  const group = screen.getByRole('group', { name: 'text_size.label' });
  expect(group).toHaveAccessibleDescription('text_size.hint');
  expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
    '100',
    '125',
    '150',
    '200',
  ]);
  expect(screen.getByRole('radio', { name: '100%' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: '200%' }));
  expect(document.documentElement).toHaveAttribute('data-text-size', '200');
  expect(localStorage.getItem('textSize')).toBe('200');
});

test('both controls follow a size changed elsewhere (another app, another tab)', async () => {
  render(
    <>
      <TextSizeSelect />
      <TextSizeChoices />
    </>,
  );
  act(() => applyTextSize(125));
  expect(await screen.findByRole('radio', { name: '125%' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'text_size.label' })).toHaveValue('125');
});
