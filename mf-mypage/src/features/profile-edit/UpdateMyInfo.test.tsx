import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kfeed/platform/httpClient';
import { confirmLeave, isLeaveHeld } from '@kfeed/platform/leaveGuard';
import { i18n } from '@kfeed/platform/i18n/i18n';
import { sessionStore } from '@kfeed/platform/sessionStore';
import { answerDialogs } from '@kfeed/kit/testing/dialogs';
import { getNationList } from '@kfeed/kit/calls/getNationList';
import { getSupportedLanguageList } from '@kfeed/platform/calls/getSupportedLanguageList';
import { updateUserInfo } from '@kfeed/platform/calls/updateUserInfo';
import type { Language, Nation } from '@kfeed/contracts/common';
import type { UserInfo } from '@kfeed/contracts/user';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { getUserInfo } from '../../lib/api/getUserInfo.ts';
import { checkNickname } from './api/checkNickname.ts';
import { UpdateMyInfo } from './UpdateMyInfo.tsx';
import { loadMyPageTexts } from '../../testing/texts.ts';

jest.mock('@kfeed/kit/calls/getNationList');
jest.mock('@kfeed/platform/calls/getSupportedLanguageList');
jest.mock('@kfeed/platform/calls/updateUserInfo');
jest.mock('../../lib/api/getUserInfo.ts');
jest.mock('./api/checkNickname.ts');

const nations: Nation[] = [
  { nationId: 5, nationName: 'Việt Nam', officialNameEn: 'Viet Nam', nationCode: 'VN' },
  { nationId: 6, nationName: '日本', officialNameEn: 'Japan', nationCode: 'JP' },
];
const language = (languageId: number, isoCode: string, languageName: string): Language => ({
  languageId,
  isoCode,
  languageName,
  languageNameEn: languageName,
  translateSupport: 'Y',
});
const languages = [language(1, 'en', 'English'), language(3, 'vi', 'Tiếng Việt')];
const me: UserInfo = {
  userId: 7,
  userEmail: 'minh@kfeed.example',
  userNickname: 'Minh',
  userNationId: 5,
  userLanguageId: 1,
  userSelfIntroduce: 'Hello',
  userProfileImageUrl: null,
  userNationCode: 'VN',
  userIsOfficial: 'N',
};

beforeAll(() => loadMyPageTexts());
beforeEach(() => {
  jest.mocked(getUserInfo).mockReset().mockResolvedValue(me);
  jest.mocked(getNationList).mockReset().mockResolvedValue(nations);
  jest.mocked(getSupportedLanguageList).mockReset().mockResolvedValue(languages);
  jest.mocked(checkNickname).mockReset();
  jest.mocked(updateUserInfo).mockReset();
  signInAsMember(7);
});
/** Every dialog stand-in of a test, stopped after it (also when it failed). */
const standIns: { stop: () => void }[] = [];
const answer = (confirm = true) => {
  const log = answerDialogs(confirm);
  standIns.push(log);
  return log;
};
afterEach(async () => {
  for (const log of standIns.splice(0)) log.stop();
  signOut();
  await i18n.changeLanguage('en');
});

async function openForm() {
  renderAt(<UpdateMyInfo />, { path: '/myPage/update' });
  return screen.findByRole('textbox', { name: 'Nickname' });
}

test('shows the e-mail read-only and the loaded values; nothing to save yet', async () => {
  const nickname = await openForm();
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('minh@kfeed.example');
  expect(nickname).toHaveValue('Minh');
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Việt Nam');
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
  expect(screen.getByRole('textbox', { name: 'Introduction' })).toHaveValue('Hello');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(isLeaveHeld()).toBe(false);
});

test('the nickname: capped at 10 with a dialog, messages for the rules, availability checked as typed', async () => {
  jest.mocked(checkNickname).mockImplementation(async (nickname) => ({
    nickname,
    available: nickname !== 'Yuki',
  }));
  const dialogs = answer();
  const nickname = await openForm();
  await userEvent.clear(nickname);
  // Empty says so once the field is left (spec 1, section 5).
  expect(screen.queryByText('Please enter a nickname.')).toBeNull();
  await userEvent.tab();
  expect(screen.getByText('Please enter a nickname.')).toBeInTheDocument();
  await userEvent.type(nickname, 'Y');
  expect(screen.getByText('Your nickname must be at least 2 characters.')).toBeInTheDocument();
  await userEvent.type(nickname, 'uki');
  expect(await screen.findByText('This nickname is already taken.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await userEvent.type(nickname, 'abcdef');
  expect(dialogs.alerts).toEqual([]);
  // The eleventh character is refused with the dialog.
  await userEvent.type(nickname, 'g');
  await waitFor(() =>
    expect(dialogs.alerts).toEqual(['A nickname cannot be longer than 10 characters.']),
  );
  expect(nickname).toHaveValue('Yukiabcdef');
  expect(await screen.findByText('This nickname is available.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  // Debounced: one check per pause, not per key.
  expect(jest.mocked(checkNickname).mock.calls.map(([n]) => n)).toEqual(['Yuki', 'Yukiabcdef']);
});

test('the intro stops at four lines and 50 characters, with a counter', async () => {
  await openForm();
  const intro = screen.getByRole('textbox', { name: 'Introduction' });
  await userEvent.clear(intro);
  await userEvent.type(intro, 'a{Enter}b{Enter}c{Enter}d{Enter}e');
  expect(intro).toHaveValue('a\nb\nc\nde');
  expect(screen.getByText('8/50')).toBeInTheDocument();
  await userEvent.type(intro, 'x'.repeat(60));
  expect([...(intro as HTMLTextAreaElement).value]).toHaveLength(50);
  expect(screen.getByText('50/50')).toBeInTheDocument();
});

test('with unsaved changes leaving asks with the spec’s title and message; cancel stays', async () => {
  await openForm();
  await userEvent.type(screen.getByRole('textbox', { name: 'Introduction' }), '!');
  expect(isLeaveHeld()).toBe(true);
  const stay = answer(false);
  let leave: boolean | undefined;
  await act(async () => {
    leave = await confirmLeave();
  });
  expect(leave).toBe(false);
  expect(stay.titles).toEqual(['You have unsaved changes']);
  expect(stay.confirms).toEqual(['If you leave this page, your changes will be lost.']);
  // Back to the loaded text (spaces around it do not count): nothing to ask about.
  await userEvent.clear(screen.getByRole('textbox', { name: 'Introduction' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Introduction' }), ' Hello ');
  expect(isLeaveHeld()).toBe(false);
});

test('save sends what changed, takes the answered session and language, says so in a toast and goes to my page', async () => {
  jest.mocked(updateUserInfo).mockResolvedValue({
    accessToken: 'header.e30.fresh',
    userId: 7,
    isoCode: 'vi',
  });
  const dialogs = answer();
  await openForm();
  const intro = screen.getByRole('textbox', { name: 'Introduction' });
  await userEvent.clear(intro);
  await userEvent.type(intro, '  Xin chào  ');
  const languageBox = screen.getByRole('combobox', { name: 'Language' });
  await userEvent.clear(languageBox);
  await userEvent.type(languageBox, 'Tiếng');
  await userEvent.click(screen.getByRole('option', { name: 'Tiếng Việt' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/myPage'));
  expect(updateUserInfo).toHaveBeenCalledWith({ userLanguageId: 3, userSelfIntroduce: 'Xin chào' });
  expect(sessionStore.getState()).toMatchObject({
    accessToken: 'header.e30.fresh',
    userId: 7,
    isoCode: 'vi',
  });
  expect(i18n.language).toBe('vi');
  // A toast that needs no tap before my page, in the language just chosen.
  expect(dialogs.toasts).toEqual(['Hồ sơ của bạn đã được cập nhật.']);
  expect(dialogs.alerts).toEqual([]);
  expect(isLeaveHeld()).toBe(false);
});

test('a nickname taken meanwhile is shown as taken after the save is refused', async () => {
  jest.mocked(checkNickname).mockResolvedValue({ nickname: 'Taken', available: true });
  jest
    .mocked(updateUserInfo)
    .mockRejectedValue(new ApiError('That nickname is taken.', 'USER-002', 409));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const dialogs = answer();
  const nickname = await openForm();
  await userEvent.clear(nickname);
  await userEvent.type(nickname, 'Taken');
  await screen.findByText('This nickname is available.');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This nickname is already taken.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/myPage/update');
  expect(dialogs.toasts).toEqual([]);
});
