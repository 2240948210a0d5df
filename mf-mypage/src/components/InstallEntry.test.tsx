import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureInstallPrompt, installStore } from '@kfeed/platform/install/installPrompt';
import { InstallEntry } from './InstallEntry.tsx';
import { loadMyPageTexts } from '../testing/texts.ts';

/** Chromium's install offer, as the page receives it (jsdom has no such event). */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeAll(async () => {
  await loadMyPageTexts('en');
  captureInstallPrompt();
});
beforeEach(() => installStore.setState({ offered: false, installed: false }));

test('nothing shows where the browser offers no install', () => {
  render(<InstallEntry />);
  expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
});

test("the browser's offer is kept for the member, and used when they ask", async () => {
  render(<InstallEntry />);
  const offer = offerInstall('accepted');
  // The browser's own mini-bar is held back: the member asks from here.
  expect(offer.defaultPrevented).toBe(true);
  expect(screen.getByRole('heading', { name: 'Install KFeed' })).toBeInTheDocument();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Install' }));
  expect(offer.prompt).toHaveBeenCalledTimes(1);
  // An offer is used once; installed, the entry goes.
  expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  expect(installStore.getState()).toEqual({ offered: false, installed: true });
});
