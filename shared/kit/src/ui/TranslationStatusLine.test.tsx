import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TextTranslationFields } from '@kfeed/contracts/translation';
import { i18n, initI18n } from '@kfeed/platform/i18n/i18n';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { TranslationStatusLine, type DeviceTranslationControl } from './TranslationStatusLine.tsx';

beforeAll(async () => {
  await initI18n('en');
  await loadKitTexts();
  await i18n.changeLanguage('en');
});
beforeEach(() => signOut());

const status = (
  translationStatus: TextTranslationFields['translationStatus'],
  more: Partial<TextTranslationFields> = {},
): TextTranslationFields => ({
  translationStatus,
  translationProvider: null,
  translationUnavailableReason: null,
  ...more,
});
const original = (
  more: Partial<{ showingOriginal: boolean; loading: boolean; failed: boolean }>,
) => ({
  showingOriginal: false,
  loading: false,
  failed: false,
  toggle: jest.fn(async () => undefined),
  ...more,
});

test('a text in the reader’s language has no line', () => {
  const { container } = render(
    <TranslationStatusLine status={status('ORIGINAL')} original={original({})} />,
  );
  expect(container).toBeEmptyDOMElement();
});

test('translated: by whom, and the original a tap away', async () => {
  const toggle = original({});
  const { rerender } = render(
    <TranslationStatusLine
      status={status('TRANSLATED', { translationProvider: 'Google' })}
      original={toggle}
    />,
  );
  expect(screen.getByText('Translated by Google')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'See original' }));
  expect(toggle.toggle).toHaveBeenCalledTimes(1);
  rerender(
    <TranslationStatusLine
      status={status('TRANSLATED', { translationProvider: 'HUMAN' })}
      original={original({ loading: true })}
    />,
  );
  expect(screen.getByText('Translated by a person')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Loading the original…' })).toBeDisabled();
  rerender(
    <TranslationStatusLine
      status={status('TRANSLATED')}
      original={original({ showingOriginal: true })}
    />,
  );
  expect(screen.getByText('Original text')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'See translation' })).toBeInTheDocument();
});

test('on its way, and each reason it is not translated', () => {
  const { rerender } = render(
    <TranslationStatusLine status={status('PENDING')} original={original({})} />,
  );
  expect(screen.getByText('Translating…')).toBeInTheDocument();
  rerender(
    <TranslationStatusLine
      status={status('UNAVAILABLE', { translationUnavailableReason: 'NOT_CONFIGURED' })}
      original={original({})}
    />,
  );
  expect(
    screen.getByText('Not translated: this community has no translation service'),
  ).toBeInTheDocument();
  rerender(
    <TranslationStatusLine
      status={status('UNAVAILABLE', { translationUnavailableReason: 'NO_PROVIDER' })}
      original={original({})}
    />,
  );
  expect(
    screen.getByText('Not translated: this community has no translator for English'),
  ).toBeInTheDocument();
});

test('a failed one: "Try again" only for members, and only where it can be asked', async () => {
  const failed = status('UNAVAILABLE', { translationUnavailableReason: 'FAILED' });
  const onAskAgain = jest.fn(async () => undefined);
  const { rerender } = render(
    <TranslationStatusLine status={failed} original={original({})} onAskAgain={onAskAgain} />,
  );
  expect(screen.getByText('Not translated: the translation failed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  act(() => signInAsMember(4));
  rerender(<TranslationStatusLine status={failed} original={original({})} />);
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  rerender(
    <TranslationStatusLine status={failed} original={original({})} onAskAgain={onAskAgain} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onAskAgain).toHaveBeenCalledTimes(1);
});

test('where the browser can translate it, offers to, then shows its translation', async () => {
  const device: DeviceTranslationControl = {
    offered: true,
    state: 'idle',
    showingOriginal: false,
    translate: jest.fn(async () => undefined),
    toggleOriginal: jest.fn(),
  };
  const failed = status('UNAVAILABLE', { translationUnavailableReason: 'NO_PROVIDER' });
  const { rerender } = render(
    <TranslationStatusLine status={failed} original={original({})} device={device} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Translate on this device' }));
  expect(device.translate).toHaveBeenCalledTimes(1);
  rerender(
    <TranslationStatusLine
      status={failed}
      original={original({})}
      device={{ ...device, state: 'done' }}
    />,
  );
  expect(screen.getByText('Translated on this device')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'See original' }));
  expect(device.toggleOriginal).toHaveBeenCalledTimes(1);
});
