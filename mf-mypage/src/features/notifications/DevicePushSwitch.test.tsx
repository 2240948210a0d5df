import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pushRoutes } from '@kfeed/contracts/routes/push';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import {
  answerOk,
  answerRefusal,
  fakeApi,
  type FakeAnswer,
  type FakeApi,
} from '@kfeed/kit/testing/fakeApi';
import { installPushBrowser, type PushBrowser } from '@kfeed/kit/testing/pushBrowser';
import { loadMyPageTexts } from '../../testing/texts.ts';
import { DevicePushSwitch } from './DevicePushSwitch.tsx';

/**
 * The switch runs the platform's pushSubscription.ts as it is, against a browser double
 * (jsdom has no service worker, push manager or notifications) and the kit's fake API.
 */

/** The server's VAPID public key: 65 bytes, base64url. */
const PUBLIC_KEY_BYTES = new Uint8Array(65).map((_, i) => (i === 0 ? 4 : i));
const PUBLIC_KEY = btoa(String.fromCharCode(...PUBLIC_KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

let api: FakeApi;
let browser: PushBrowser | null = null;

beforeAll(() => loadMyPageTexts('en'));
beforeEach(() => {
  signInAsMember(9);
  api = fakeApi()
    .on(pushRoutes.getPublicKey, () => answerOk({ publicKey: PUBLIC_KEY }))
    .on(pushRoutes.subscribe, () => answerOk({ subscribed: true }))
    .on(pushRoutes.unsubscribe, () => answerOk({ subscribed: false }));
});
afterEach(() => {
  api.stop();
  browser?.remove();
  browser = null;
  signOut();
});

const renderSwitch = () => renderAt(<DevicePushSwitch />, { path: '/notifications/settings' });

const pushSwitch = () => screen.findByRole('switch', { name: 'Notify me on this device' });

/** The section's own live region (the test's location probe is an <output> too). */
const deviceStatus = () =>
  within(screen.getByRole('region', { name: 'Notifications on this device' })).getByRole('status');

const calls = (route: { method: string; path: string }) =>
  api.requests.filter((request) => request.method === route.method && request.url === route.path);

test('a browser without web push is told so, with no switch to flip', async () => {
  renderSwitch();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Notifications on this device' }),
  ).toBeVisible();
  const control = await pushSwitch();
  await waitFor(() => expect(control).toBeDisabled());
  expect(control).toHaveAccessibleDescription(
    'This browser cannot show notifications from KFeed. On an iPhone or iPad, add KFeed to your Home Screen, open it from there and turn this on.',
  );
  expect(api.requests).toEqual([]);
});

test('notifications blocked in the browser: how to allow them, and no question asked', async () => {
  browser = installPushBrowser('denied');
  renderSwitch();
  const control = await pushSwitch();
  await waitFor(() =>
    expect(control).toHaveAccessibleDescription(/blocked for KFeed in this browser's settings/),
  );
  expect(control).toBeDisabled();
  expect(control).not.toBeChecked();
  expect(browser.requestPermission).not.toHaveBeenCalled();
});

test('turned on by the member: asked then, subscribed with the server’s key, told to the API', async () => {
  browser = installPushBrowser('default');
  let answerSubscribe: (answer: FakeAnswer) => void = () => undefined;
  api.on(
    pushRoutes.subscribe,
    () => new Promise<FakeAnswer>((resolve) => (answerSubscribe = resolve)),
  );
  const user = userEvent.setup();
  renderSwitch();
  const control = await pushSwitch();
  await waitFor(() => expect(control).toBeEnabled());
  expect(control).not.toBeChecked();
  expect(control).toHaveAccessibleDescription(/even when KFeed is closed. Your browser will ask/);
  // Never asked on a visit.
  expect(browser.requestPermission).not.toHaveBeenCalled();

  control.focus();
  await user.keyboard(' ');
  expect(browser.requestPermission).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(deviceStatus()).toHaveTextContent('Turning on notifications…'));
  expect(control).toBeDisabled();
  await waitFor(() => expect(calls(pushRoutes.subscribe)).toHaveLength(1));
  expect(browser.subscribe).toHaveBeenCalledTimes(1);
  const options = browser.subscribe.mock.calls[0]?.[0];
  expect(options?.userVisibleOnly).toBe(true);
  expect(new Uint8Array(options?.applicationServerKey as Uint8Array)).toEqual(PUBLIC_KEY_BYTES);
  expect(calls(pushRoutes.subscribe)[0]?.body).toEqual(browser.current()?.toJSON());

  answerSubscribe(answerOk({ subscribed: true }));
  await waitFor(() => expect(control).toBeChecked());
  expect(deviceStatus()).toHaveTextContent('Notifications are on for this device.');
  expect(control).toBeEnabled();
  expect(control).toHaveAccessibleDescription(
    'This phone or computer gets a notification when something happens, even when KFeed is closed.',
  );
});

test('turned off: the API forgets the device, then the browser drops it', async () => {
  browser = installPushBrowser('granted');
  const held = browser.subscribed(PUBLIC_KEY_BYTES);
  const user = userEvent.setup();
  renderSwitch();
  const control = await pushSwitch();
  await waitFor(() => expect(control).toBeChecked());
  // On: the server is told again, in case its copy was dropped.
  await waitFor(() => expect(calls(pushRoutes.subscribe)).toHaveLength(1));

  await user.click(control);
  await waitFor(() => expect(control).not.toBeChecked());
  expect(calls(pushRoutes.unsubscribe).map((request) => request.body)).toEqual([
    { endpoint: held.endpoint },
  ]);
  expect(held.unsubscribe).toHaveBeenCalledTimes(1);
  expect(browser.current()).toBeNull();
  expect(deviceStatus()).toHaveTextContent('Notifications are off for this device.');
  expect(browser.requestPermission).not.toHaveBeenCalled();
});

test.each([
  ['default', /You closed the browser's question, so notifications stay off./],
  ['denied', /Notifications were not allowed, so they stay off./],
] as const)('the member answers %s: it stays off and says why', async (answer, alert) => {
  browser = installPushBrowser('default');
  browser.answer(answer);
  const user = userEvent.setup();
  renderSwitch();
  const control = await pushSwitch();
  await waitFor(() => expect(control).toBeEnabled());
  await user.click(control);
  expect(await screen.findByRole('alert')).toHaveTextContent(alert);
  expect(control).not.toBeChecked();
  expect(browser.subscribe).not.toHaveBeenCalled();
  expect(calls(pushRoutes.subscribe)).toEqual([]);
  if (answer === 'denied') {
    expect(control).toBeDisabled();
    expect(control).toHaveAccessibleDescription(/set Notifications to Allow/);
  } else {
    expect(control).toBeEnabled();
  }
});

test('a subscription the API refuses is dropped again, and the member is told', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  browser = installPushBrowser('granted');
  api.on(pushRoutes.subscribe, () => answerRefusal('PUSH-001', 400));
  const user = userEvent.setup();
  renderSwitch();
  const control = await pushSwitch();
  await waitFor(() => expect(control).toBeEnabled());
  await user.click(control);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Notifications could not be turned on. Please try again.',
  );
  expect(control).not.toBeChecked();
  expect(browser.current()).toBeNull();
});
