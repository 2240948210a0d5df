import { emit, on, showAlert, showConfirm } from '@kfeed/platform/events';

it('delivers a typed event to its listeners until they leave', () => {
  const seen: number[] = [];
  const off = on('feed:changed', (detail) => seen.push(detail.feedId));
  emit('feed:changed', { feedId: 7, change: 'deleted' });
  off();
  emit('feed:changed', { feedId: 8, change: 'deleted' });
  expect(seen).toEqual([7]);
});

it('travels on window events, so a second copy of this module hears it', () => {
  const heard = jest.fn();
  window.addEventListener('kfeed:lang:changed', (event) => heard((event as CustomEvent).detail));
  emit('lang:changed', { isoCode: 'vi' });
  expect(heard).toHaveBeenCalledWith({ isoCode: 'vi' });
});

it('resolves a confirm with the answer of the dialog that matches it', async () => {
  const off = on('ui:confirm', (request) =>
    emit('ui:dialog-closed', { id: request.id, confirmed: false }),
  );
  await expect(showConfirm({ message: 'Delete?' })).resolves.toBe(false);
  off();
});

it('resolves an alert when it is closed', async () => {
  const off = on('ui:alert', (request) =>
    emit('ui:dialog-closed', { id: request.id, confirmed: true }),
  );
  await expect(showAlert({ message: 'Saved' })).resolves.toBeUndefined();
  off();
});
