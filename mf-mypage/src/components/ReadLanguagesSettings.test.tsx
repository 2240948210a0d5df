import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember } from '@kfeed/kit/testing/session';
import { getReadLanguages, updateReadLanguages } from '../lib/api/readLanguages.ts';
import { ReadLanguagesSettings } from './ReadLanguagesSettings.tsx';
import { loadMyPageTexts } from '../testing/texts.ts';

jest.mock('../lib/api/readLanguages.ts');

beforeAll(() => loadMyPageTexts());
beforeEach(() => {
  signInAsMember(7);
  jest.mocked(getReadLanguages).mockReset();
  jest.mocked(updateReadLanguages).mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const show = () => renderAt(<ReadLanguagesSettings />, { path: '/myPage' });
const group = () => screen.getByRole('group', { name: 'Languages I read' });
/** The member's choice has arrived: nothing says it is loading any more. */
const loaded = () => waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());

test('lists the 16 languages, the saved ones ticked and the interface language always', async () => {
  jest.mocked(getReadLanguages).mockResolvedValue({ readLanguages: ['th'], chosen: true });
  show();
  expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
  // The form is there from the start, in its place, unticked and disabled until it loads.
  expect(within(group()).getAllByRole('checkbox')).toHaveLength(16);
  expect(within(group()).getByRole('checkbox', { name: 'Thai' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await loaded();
  const boxes = within(group()).getAllByRole('checkbox');
  expect(boxes).toHaveLength(16);
  expect(within(group()).getByRole('checkbox', { name: 'Thai' })).toBeChecked();
  const english = within(group()).getByRole('checkbox', { name: /English/ });
  expect(english).toBeChecked();
  expect(english).toBeDisabled();
  expect(within(group()).getByRole('checkbox', { name: 'Burmese' })).not.toBeChecked();
  // The hint is the group's description for a screen reader.
  expect(group()).toHaveAccessibleDescription(/shown as written/);
});

test('saves the ticked languages with the keyboard and says so', async () => {
  jest.mocked(getReadLanguages).mockResolvedValue({ readLanguages: ['th'], chosen: true });
  jest.mocked(updateReadLanguages).mockResolvedValue({ readLanguages: ['th', 'km'], chosen: true });
  const user = userEvent.setup();
  show();
  await loaded();
  within(group()).getByRole('checkbox', { name: 'Khmer' }).focus();
  await user.keyboard(' ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(updateReadLanguages).toHaveBeenCalledWith({ readLanguages: ['th', 'km'] });
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  // Unticking works the same way.
  await user.click(within(group()).getByRole('checkbox', { name: 'Thai' }));
  jest.mocked(updateReadLanguages).mockResolvedValue({ readLanguages: ['km'], chosen: true });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(updateReadLanguages).toHaveBeenLastCalledWith({ readLanguages: ['km'] });
});

test('a failed load offers a retry; a failed save keeps the choice and says so', async () => {
  jest.mocked(getReadLanguages).mockRejectedValueOnce(new Error('offline'));
  const user = userEvent.setup();
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  jest.mocked(getReadLanguages).mockResolvedValue({ readLanguages: [], chosen: false });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await loaded();
  jest.mocked(updateReadLanguages).mockRejectedValue(new Error('offline'));
  await user.click(within(group()).getByRole('checkbox', { name: 'Russian' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
  expect(within(group()).getByRole('checkbox', { name: 'Russian' })).toBeChecked();
});
