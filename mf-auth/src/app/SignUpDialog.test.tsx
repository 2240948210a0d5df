import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language, Nation, TermsDocument } from '@kfeed/contracts/common';
import { on, type AppEventMap } from '@kfeed/platform/events';
import { ApiError } from '@kfeed/platform/httpClient';
import { getSupportedLanguageList } from '@kfeed/platform/calls/getSupportedLanguageList';
import { loadEnglishTexts } from '../testing/i18n.ts';
import { getTermsDataList } from '@kfeed/kit/calls/getTermsDataList';
import { SignUpDialog } from './SignUpDialog.tsx';
import { getNationList } from '@kfeed/kit/calls/getNationList';
import { getSignUpVerificationNumber } from '../features/signup/getSignUpVerificationNumber.ts';
import { signUp } from '../features/signup/signUp.ts';
import { checkNickname } from '../features/signup/checkNickname.ts';

jest.mock('@kfeed/platform/calls/getSupportedLanguageList');
jest.mock('../features/signup/checkNickname.ts');
jest.mock('@kfeed/kit/calls/getTermsDataList');
jest.mock('@kfeed/kit/calls/getNationList');
jest.mock('../features/signup/getSignUpVerificationNumber.ts');
jest.mock('../features/signup/signUp.ts');

const nations: Nation[] = [
  { nationId: 1, nationName: 'Korea', officialNameEn: 'Republic of Korea', nationCode: 'KR' },
  {
    nationId: 2,
    nationName: 'Viet Nam',
    officialNameEn: 'Socialist Republic of Viet Nam',
    nationCode: 'VN',
  },
  {
    nationId: 3,
    nationName: 'Nepal',
    officialNameEn: 'Federal Democratic Republic of Nepal',
    nationCode: 'NP',
  },
];
const language = (
  languageId: number,
  isoCode: string,
  name: string,
  support: 'Y' | 'N',
): Language => ({
  languageId,
  isoCode,
  languageName: name,
  languageNameEn: name,
  translateSupport: support,
});
const languages = [
  language(1, 'ko', '한국어', 'Y'),
  language(2, 'en', 'English', 'Y'),
  language(3, 'vi', 'Tiếng Việt', 'Y'),
  language(4, 'de', 'Deutsch', 'N'),
];
const termsVersions: TermsDocument[] = [
  {
    termsVersion: 1,
    termsType: 'terms',
    termsAnnouncementDate: '2024-12-01',
    termsStartDate: '2025-01-01',
    termsContents: '<p>Old terms</p>',
    isoCode: 'en',
  },
  {
    termsVersion: 2,
    termsType: 'terms',
    termsAnnouncementDate: '2025-05-20',
    termsStartDate: '2025-06-01',
    termsContents: '<p>New terms</p><img src=x onerror="alert(1)">',
    isoCode: 'en',
  },
];

let alerts: AppEventMap['ui:alert'][];
let offAlert: () => void;
beforeAll(loadEnglishTexts);
beforeEach(() => {
  jest.mocked(getNationList).mockReset().mockResolvedValue(nations);
  jest.mocked(getSupportedLanguageList).mockReset().mockResolvedValue(languages);
  jest.mocked(getTermsDataList).mockReset().mockResolvedValue(termsVersions);
  jest.mocked(getSignUpVerificationNumber).mockReset().mockResolvedValue(null);
  jest.mocked(signUp).mockReset();
  jest
    .mocked(checkNickname)
    .mockReset()
    .mockImplementation(async (nickname) => ({ nickname, available: true }));
  alerts = [];
  offAlert = on('ui:alert', (a) => alerts.push(a));
});
afterEach(() => offAlert());

function renderDialog() {
  const props = { onClose: jest.fn(), onSignedIn: jest.fn() };
  render(<SignUpDialog {...props} />);
  return props;
}

const box = (name: string | RegExp) => screen.getByRole('checkbox', { name });
const next = () => screen.getByRole('button', { name: 'Next' });
const user = () => userEvent.setup();

async function acceptRequiredTerms(u: ReturnType<typeof userEvent.setup>) {
  await u.click(box(/I am 14 or older/));
  await u.click(box(/Terms of service/));
  await u.click(box(/Privacy policy/));
}

describe('step 1: terms', () => {
  it('needs the three required consents; the optional one is not needed', async () => {
    const u = user();
    renderDialog();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(next()).toBeDisabled();
    await u.click(box(/I am 14 or older/));
    await u.click(box(/Terms of service/));
    expect(next()).toBeDisabled();
    await u.click(box(/Privacy policy/));
    expect(next()).toBeEnabled();
    expect(box(/unique identification/)).not.toBeChecked();
    expect(box('Agree to all')).not.toBeChecked();
  });

  it("'agree all' ticks every box and follows the boxes", async () => {
    const u = user();
    renderDialog();
    await u.click(box('Agree to all'));
    for (const name of [
      /14 or older/,
      /Terms of service/,
      /Privacy policy/,
      /unique identification/,
    ])
      expect(box(name)).toBeChecked();
    expect(next()).toBeEnabled();
    await u.click(box(/unique identification/));
    expect(box('Agree to all')).not.toBeChecked();
    expect(next()).toBeEnabled();
    await u.click(box(/unique identification/));
    expect(box('Agree to all')).toBeChecked();
    await u.click(box('Agree to all'));
    expect(box(/Terms of service/)).not.toBeChecked();
    expect(next()).toBeDisabled();
  });

  it('opens the terms in a pop-up, newest version first and labelled current, cleaned of scripts', async () => {
    const u = user();
    renderDialog();
    await u.click(screen.getByRole('button', { name: 'View Terms of service' }));
    expect(getTermsDataList).toHaveBeenCalledWith({ termsType: 'terms', isoCode: 'en' });
    const popup = await screen.findByRole('dialog', { name: 'Terms of service' });
    expect(popup.style.width).toBe('min(90vw, 800px)');
    expect(await within(popup).findByText('New terms')).toBeVisible();
    // The text scrolls on its own: a named region the keyboard can focus and scroll.
    expect(within(popup).getByRole('region', { name: 'Terms of service' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(popup.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const version = within(popup).getByRole('combobox', { name: 'Version' });
    expect(
      within(version)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2025-06-01 (current version)', '2025-01-01']);
    await u.selectOptions(version, '1');
    expect(within(popup).getByText('Old terms')).toBeVisible();
    await u.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Terms of service' })).toBeNull();
  });
});

describe('step 2: nickname, nation and language', () => {
  async function reachStep2(u: ReturnType<typeof userEvent.setup>) {
    renderDialog();
    await acceptRequiredTerms(u);
    await u.click(next());
    await screen.findByRole('combobox', { name: 'Nation' });
  }
  const nickname = () => screen.getByRole('textbox', { name: 'Nickname' });

  it("says 'enter nickname' when left empty", async () => {
    const u = user();
    await reachStep2(u);
    await u.click(nickname());
    await u.tab();
    expect(screen.getByText('Please enter a nickname.')).toBeVisible();
    expect(nickname()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the minimum length for one character, counted after trimming', async () => {
    const u = user();
    await reachStep2(u);
    await u.type(nickname(), ' a ');
    await u.tab();
    expect(screen.getByText('Your nickname must be at least 2 characters.')).toBeVisible();
    await u.type(nickname(), 'b');
    expect(screen.queryByText(/at least 2/)).toBeNull();
  });

  it('stops at 10 characters and says so in a dialog', async () => {
    const u = user();
    await reachStep2(u);
    await u.type(nickname(), '0123456789');
    expect(alerts).toEqual([]);
    await u.type(nickname(), 'X');
    expect(nickname()).toHaveValue('0123456789');
    expect(alerts.map((a) => a.message)).toEqual([
      'Nicknames cannot be longer than 10 characters.',
    ]);
  });

  it('says the maximum length while an IME composes past 10, then caps the finished text', async () => {
    const u = user();
    await reachStep2(u);
    fireEvent.compositionStart(nickname());
    fireEvent.change(nickname(), { target: { value: '가나다라마바사아자차카' } });
    fireEvent.blur(nickname());
    expect(screen.getByText('Your nickname can be at most 10 characters.')).toBeVisible();
    expect(alerts).toEqual([]);
    fireEvent.compositionEnd(nickname());
    expect(nickname()).toHaveValue('가나다라마바사아자차');
    expect(screen.queryByText(/at most 10/)).toBeNull();
    expect(alerts).toHaveLength(1);
  });

  it('searches nations case-insensitively and says when nothing matches', async () => {
    const u = user();
    await reachStep2(u);
    const nation = screen.getByRole('combobox', { name: 'Nation' });
    await u.type(nation, 'VIET');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Viet Nam']);
    await u.clear(nation);
    await u.type(nation, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No search results found.');
    await u.clear(nation);
    await u.type(nation, 'federal democratic');
    await u.click(screen.getByRole('option', { name: 'Nepal' }));
    expect(nation).toHaveValue('Nepal');
  });

  it('offers only interface languages and preselects the current one', async () => {
    const u = user();
    await reachStep2(u);
    const lang = screen.getByRole('combobox', { name: 'Language' });
    expect(lang).toHaveValue('English');
    await u.click(screen.getByRole('button', { name: 'Show all languages' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '한국어',
      'English',
      'Tiếng Việt',
    ]);
  });

  it('continues only with a valid nickname, a nation and a language', async () => {
    const u = user();
    await reachStep2(u);
    await u.type(nickname(), 'Minh');
    expect(next()).toBeDisabled();
    await u.type(screen.getByRole('combobox', { name: 'Nation' }), 'kor');
    await u.click(screen.getByRole('option', { name: 'Korea' }));
    expect(next()).toBeEnabled();
  });
});

describe('step 2: the nickname rule and whether it is free', () => {
  async function reachStep2(u: ReturnType<typeof userEvent.setup>) {
    renderDialog();
    await acceptRequiredTerms(u);
    await u.click(next());
    await u.type(await screen.findByRole('combobox', { name: 'Nation' }), 'kor');
    await u.click(screen.getByRole('option', { name: 'Korea' }));
  }
  const nickname = () => screen.getByRole('textbox', { name: 'Nickname' });

  it('refuses invisible characters and reserved names before asking the server', async () => {
    const u = user();
    await reachStep2(u);
    fireEvent.change(nickname(), { target: { value: 'Mi\u200Bnh' } });
    fireEvent.blur(nickname());
    expect(nickname()).toHaveAccessibleDescription(
      'Nicknames cannot contain invisible characters or text-direction controls.',
    );
    expect(next()).toBeDisabled();
    fireEvent.change(nickname(), { target: { value: 'ＡＤＭＩＮ' } });
    expect(nickname()).toHaveAccessibleDescription(
      'This nickname is reserved for official accounts. Please choose another one.',
    );
    expect(next()).toBeDisabled();
    expect(checkNickname).not.toHaveBeenCalled();
  });

  it('says a taken nickname is taken, and Next works again once it is changed', async () => {
    const u = user();
    jest.mocked(checkNickname).mockResolvedValueOnce({ nickname: 'Yuki', available: false });
    await reachStep2(u);
    await u.type(nickname(), 'Yuki');
    await u.click(next());
    expect(checkNickname).toHaveBeenCalledWith('Yuki');
    expect(await screen.findByText('This nickname is already taken. Please choose another one.'));
    expect(nickname()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    expect(next()).toBeDisabled();
    await u.type(nickname(), '2');
    expect(screen.queryByText(/already taken/)).toBeNull();
    expect(next()).toBeEnabled();
    await u.click(next());
    expect(await screen.findByText('Step 3 of 4')).toBeVisible();
    expect(checkNickname).toHaveBeenLastCalledWith('Yuki2');
  });

  it("shows the server's refusal of the rule, and goes on when the check itself fails", async () => {
    const u = user();
    jest
      .mocked(checkNickname)
      .mockRejectedValueOnce(new ApiError('Reserved for official accounts.', 'USER-003', 400))
      .mockRejectedValueOnce(new Error('Network Error'));
    await reachStep2(u);
    await u.type(nickname(), 'Minh');
    await u.click(next());
    expect(await screen.findByText('Reserved for official accounts.')).toBeVisible();
    await u.type(nickname(), 'a');
    await u.click(next());
    // Unknown is not a refusal: the sign-up itself checks again.
    expect(await screen.findByText('Step 3 of 4')).toBeVisible();
  });
});

describe('the terms changed while signing up', () => {
  it('goes back to the terms with the message and asks for the consents again', async () => {
    const u = user();
    jest
      .mocked(signUp)
      .mockRejectedValueOnce(new ApiError('The terms have changed.', 'AUTH-022', 409));
    renderDialog();
    await acceptRequiredTerms(u);
    await u.click(next());
    await u.type(await screen.findByRole('textbox', { name: 'Nickname' }), 'Minh');
    await u.type(screen.getByRole('combobox', { name: 'Nation' }), 'viet');
    await u.click(screen.getByRole('option', { name: 'Viet Nam' }));
    await u.click(next());
    await u.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'new@kfeed.example');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await u.click((await screen.findAllByRole('textbox', { name: /digit/i }))[0]!);
    await u.keyboard('654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The terms have changed.');
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(box(/Terms of service/)).not.toBeChecked();
    expect(next()).toBeDisabled();
  });
});

describe('a new code at step 4', () => {
  it('asks for it with the same address and language', async () => {
    const u = user();
    renderDialog();
    await acceptRequiredTerms(u);
    await u.click(next());
    await u.type(await screen.findByRole('textbox', { name: 'Nickname' }), 'Minh');
    await u.type(screen.getByRole('combobox', { name: 'Nation' }), 'viet');
    await u.click(screen.getByRole('option', { name: 'Viet Nam' }));
    await u.click(next());
    await u.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'new@kfeed.example');
    // Sent more than a minute ago: the resend is offered.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now - 61_000);
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    clock.mockRestore();
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    await waitFor(() => expect(resend).toBeEnabled());
    await u.click(resend);
    expect(getSignUpVerificationNumber).toHaveBeenCalledTimes(2);
    expect(getSignUpVerificationNumber).toHaveBeenLastCalledWith({
      email: 'new@kfeed.example',
      userLanguageId: 2,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new code was sent to new@kfeed.example.',
    );
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });
});

describe('steps 3 and 4', () => {
  async function reachStep3(u: ReturnType<typeof userEvent.setup>) {
    const props = renderDialog();
    await acceptRequiredTerms(u);
    await u.click(next());
    await u.type(await screen.findByRole('textbox', { name: 'Nickname' }), 'Minh');
    await u.type(screen.getByRole('combobox', { name: 'Nation' }), 'viet');
    await u.click(screen.getByRole('option', { name: 'Viet Nam' }));
    await u.click(next());
    await screen.findByText('Step 3 of 4');
    return props;
  }
  const email = () => screen.getByRole('textbox', { name: 'E-mail' });
  const send = () => screen.getByRole('button', { name: 'Send code' });

  it("says 'enter e-mail' and 'invalid e-mail format', keeping what was typed", async () => {
    const u = user();
    await reachStep3(u);
    await u.click(send());
    expect(screen.getByText('Please enter your e-mail.')).toBeVisible();
    await u.type(email(), 'minh@kfeed');
    await u.click(send());
    expect(screen.getByText('Invalid e-mail format.')).toBeVisible();
    expect(email()).toHaveValue('minh@kfeed');
    expect(getSignUpVerificationNumber).not.toHaveBeenCalled();
  });

  it("shows the server's message, else verification_code_send_error", async () => {
    const u = user();
    await reachStep3(u);
    jest
      .mocked(getSignUpVerificationNumber)
      .mockRejectedValueOnce(new ApiError('This e-mail is already registered.', 'AUTH-011', 409))
      .mockRejectedValueOnce(new Error('Network Error'));
    await u.type(email(), 'minh@kfeed.example');
    await u.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-mail is already registered.',
    );
    await u.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't send the verification code. Please try again.",
    );
  });

  it('Back goes 4 -> 3 -> 2 -> 1 and keeps what was entered', async () => {
    const u = user();
    await reachStep3(u);
    await u.type(email(), 'new@kfeed.example');
    await u.click(send());
    await screen.findByText('Step 4 of 4');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 3 of 4')).toBeVisible();
    expect(email()).toHaveValue('new@kfeed.example');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Minh');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(box(/Privacy policy/)).toBeChecked();
  });

  it('signs up with autoLogin and hands over the session', async () => {
    const u = user();
    const session = { accessToken: 'a.b.c', userId: 44, isoCode: 'en' };
    jest.mocked(signUp).mockResolvedValue(session);
    const props = await reachStep3(u);
    await u.type(email(), 'new@kfeed.example');
    await u.click(send());
    expect(getSignUpVerificationNumber).toHaveBeenCalledWith({
      email: 'new@kfeed.example',
      userLanguageId: 2,
    });
    await u.click((await screen.findAllByRole('textbox', { name: /digit/i }))[0]!);
    await u.keyboard('654321{Enter}');
    expect(signUp).toHaveBeenCalledWith({
      email: 'new@kfeed.example',
      nickname: 'Minh',
      userNationId: 2,
      userLanguageId: 2,
      verificationNumber: '654321',
      autoLogin: true,
      // The consents as ticked, with the versions current when they were shown.
      agreeAge: true,
      agreeTerms: true,
      agreePrivacy: true,
      agreeUniqueId: false,
      termsVersion: 2,
      privacyVersion: 2,
    });
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(props.onSignedIn).toHaveBeenCalledWith(session);
  });

  it("shows the server's message, else signup_error, when sign-up fails", async () => {
    const u = user();
    jest
      .mocked(signUp)
      .mockRejectedValueOnce(new ApiError('That nickname is taken.', 'USER-002', 409))
      .mockRejectedValueOnce(new Error('Network Error'));
    const props = await reachStep3(u);
    await u.type(email(), 'new@kfeed.example');
    await u.click(send());
    await u.click((await screen.findAllByRole('textbox', { name: /digit/i }))[0]!);
    await u.keyboard('654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That nickname is taken.');
    await u.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up failed. Please try again.');
    expect(props.onSignedIn).not.toHaveBeenCalled();
  });
});
