import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '@kfeed/platform/events';
import { initI18n } from '@kfeed/platform/i18n/i18n';
import { TOAST_MS, ToastHost } from './ToastHost.tsx';

beforeAll(() => initI18n('en'));
afterEach(() => jest.useRealTimers());

test('a toast is read out by the polite region, needs no tap and goes by itself', () => {
  jest.useFakeTimers();
  render(<ToastHost />);
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  act(() => showToast('The link was copied.'));
  expect(region).toHaveTextContent('The link was copied.');
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => jest.advanceTimersByTime(TOAST_MS + 10));
  expect(region).toHaveTextContent('');
});

test('a toast can be closed at once, and the stack holds while focused', async () => {
  render(<ToastHost />);
  const user = userEvent.setup();
  act(() => {
    showToast('Profile saved.');
    showToast('Photo changed.');
  });
  const closeButtons = screen.getAllByRole('button', { name: 'Close' });
  expect(closeButtons).toHaveLength(2);
  await user.click(closeButtons[0]!);
  expect(screen.getByRole('status')).not.toHaveTextContent('Profile saved.');
  expect(screen.getByRole('status')).toHaveTextContent('Photo changed.');
});
