import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { SourceLanguageLine } from './SourceLanguageLine.tsx';
import { loadPostTexts } from '../testing/texts.ts';

function renderLine(
  submit = jest.fn<Promise<'CHANGED' | 'SUGGESTED'>, [string]>(),
  onChanged = jest.fn(),
  language: string | null = 'fil',
) {
  renderAt(
    <SourceLanguageLine language={language} authorId={7} submit={submit} onChanged={onChanged} />,
    { path: '/feed/1', route: '/feed/:feedId' },
  );
  return { submit, onChanged };
}

beforeAll(() => loadPostTexts('en'));
beforeEach(() => signOut());

test('a visitor reads the language, named in the interface language, and cannot change it', () => {
  renderLine();
  expect(screen.getByText('Written in Filipino')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('says so when no language was detected', () => {
  renderLine(undefined, undefined, null);
  expect(screen.getByText('Language not detected')).toBeInTheDocument();
});

test('the author changes the language in a dialog of the 16 languages', async () => {
  signInAsMember(7);
  const user = userEvent.setup();
  const { submit, onChanged } = renderLine(jest.fn().mockResolvedValue('CHANGED'));
  await user.click(screen.getByRole('button', { name: 'Change language' }));
  const dialog = screen.getByRole('dialog', { name: 'Which language is this written in?' });
  const radios = within(dialog).getAllByRole('radio');
  expect(radios).toHaveLength(16);
  expect(within(dialog).getByRole('radio', { name: /Filipino/ })).toBeChecked();
  // The current language cannot be "changed" to itself.
  expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
  await user.click(within(dialog).getByRole('radio', { name: /Korean/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Change' }));
  expect(submit).toHaveBeenCalledWith('ko');
  expect(onChanged).toHaveBeenCalledWith('ko');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('another member suggests a language and is thanked; nothing changes for them', async () => {
  signInAsMember(8);
  const user = userEvent.setup();
  const { submit, onChanged } = renderLine(jest.fn().mockResolvedValue('SUGGESTED'));
  await user.click(screen.getByRole('button', { name: 'Suggest another language' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: /Malay/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
  expect(submit).toHaveBeenCalledWith('ms');
  expect(onChanged).not.toHaveBeenCalled();
  expect(await screen.findByText('Thanks, your suggestion was sent.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(
    screen.queryByRole('button', { name: 'Suggest another language' }),
  ).not.toBeInTheDocument();
});

test('a failed change keeps the dialog open with the choice and says so', async () => {
  signInAsMember(7);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  const { onChanged } = renderLine(jest.fn().mockRejectedValue(new Error('offline')));
  await user.click(screen.getByRole('button', { name: 'Change language' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: /Russian/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Change' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please try again.');
  expect(within(dialog).getByRole('radio', { name: /Russian/ })).toBeChecked();
  expect(onChanged).not.toHaveBeenCalled();
});
