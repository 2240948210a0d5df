import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@kfeed/platform/i18n/i18n';
import { loadShellTexts } from '../../lib/shellTexts.ts';
import { offerNewVersion } from './newVersion.ts';
import { OfflineHost } from './OfflineHost.tsx';

const OFFLINE = 'You are offline — showing what you read before';
const NEW_VERSION = 'A new version of KFeed is available';

function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeAll(async () => {
  await initI18n('en');
  await loadShellTexts();
});
afterEach(() => jest.restoreAllMocks());

test('the offline bar is said politely while the browser is offline, and goes when it is back', async () => {
  render(<OfflineHost />);
  const regions = await screen.findAllByRole('status');
  for (const region of regions) expect(region).toHaveAttribute('aria-live', 'polite');
  expect(screen.queryByText(OFFLINE)).toBeNull();
  goOnline(false);
  expect(screen.getByText(OFFLINE)).toBeVisible();
  goOnline(true);
  expect(screen.queryByText(OFFLINE)).toBeNull();
});

test('a waiting version is offered, taken only on "Reload", and "Close" puts it off', async () => {
  const user = userEvent.setup();
  render(<OfflineHost />);
  expect(screen.queryByText(NEW_VERSION)).toBeNull();

  const first = jest.fn();
  act(() => offerNewVersion(first));
  expect(screen.getByText(NEW_VERSION)).toBeVisible();
  expect(first).not.toHaveBeenCalled();
  // Nothing takes focus away from the reader.
  expect(document.activeElement).toBe(document.body);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText(NEW_VERSION)).toBeNull();
  expect(first).not.toHaveBeenCalled();

  // A later version is offered again.
  const second = jest.fn();
  act(() => offerNewVersion(second));
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(second).toHaveBeenCalledTimes(1);
});
