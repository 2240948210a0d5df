import { act, render, screen } from '@testing-library/react';
import { showConfirm } from '@kfeed/platform/events';
import { initI18n } from '@kfeed/platform/i18n/i18n';
import { ModalHost } from './ModalHost.tsx';

beforeAll(() => initI18n('en'));

test('a destructive question shows its button as destructive and starts on Cancel', async () => {
  render(<ModalHost />);
  act(() => {
    void showConfirm({ message: 'Delete this post?', confirmLabel: 'Delete', destructive: true });
  });
  const remove = await screen.findByRole('button', { name: 'Delete' });
  expect(remove).toHaveClass('kf-button--danger');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

test('an ordinary question keeps the primary button, focused', async () => {
  render(<ModalHost />);
  act(() => {
    void showConfirm({ message: 'Log out?', confirmLabel: 'Log out' });
  });
  const logOut = await screen.findByRole('button', { name: 'Log out' });
  expect(logOut).toHaveClass('kf-button--primary');
  expect(logOut).toHaveFocus();
});
