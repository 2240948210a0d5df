import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kfeed/platform/httpClient';
import { loadEnglishTexts } from '../testing/i18n.ts';
import { LoginDialog } from './LoginDialog.tsx';
import { getLoginVerificationNumber } from '../features/login/getLoginVerificationNumber.ts';
import { login } from '../features/login/login.ts';

jest.mock('../features/login/getLoginVerificationNumber.ts');
jest.mock('../features/login/login.ts');

beforeAll(loadEnglishTexts);
beforeEach(() => {
  jest.mocked(getLoginVerificationNumber).mockReset().mockResolvedValue(null);
  jest.mocked(login).mockReset();
});

function renderDialog() {
  const props = { onClose: jest.fn(), onSignUp: jest.fn(), onSignedIn: jest.fn() };
  render(<LoginDialog {...props} />);
  return props;
}

const emailBox = () => screen.getByRole('textbox', { name: 'E-mail' });
const sendButton = () => screen.getByRole('button', { name: 'Send code' });
const digits = () => screen.getAllByRole('textbox', { name: /digit/i });

it('keeps the send button disabled until the e-mail is valid', async () => {
  const user = userEvent.setup();
  renderDialog();
  expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(sendButton()).toBeDisabled();
  await user.type(emailBox(), 'minh@kfeed');
  expect(sendButton()).toBeDisabled();
  await user.type(emailBox(), '.example');
  expect(sendButton()).toBeEnabled();
  await user.type(emailBox(), ' x');
  expect(sendButton()).toBeDisabled();
});

it("shows the server's message when the code cannot be sent, and keeps the e-mail", async () => {
  const user = userEvent.setup();
  jest
    .mocked(getLoginVerificationNumber)
    .mockRejectedValue(new ApiError('This e-mail is not registered.', 'AUTH-010', 404));
  renderDialog();
  await user.type(emailBox(), 'nobody@kfeed.example');
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is not registered.');
  expect(emailBox()).toHaveValue('nobody@kfeed.example');
  expect(digits).toThrow();
});

it('falls back to login_error when the server sends no message', async () => {
  const user = userEvent.setup();
  jest.mocked(getLoginVerificationNumber).mockRejectedValue(new Error('Network Error'));
  renderDialog();
  await user.type(emailBox(), 'minh@kfeed.example');
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Login failed. Please check the code and try again.',
  );
});

it('signs in with the e-mailed code', async () => {
  const user = userEvent.setup();
  const session = { accessToken: 'a.b.c', userId: 3, isoCode: 'vi' };
  jest.mocked(login).mockResolvedValue(session);
  const props = renderDialog();
  await user.type(emailBox(), ' minh@kfeed.example ');
  await user.click(sendButton());
  expect(getLoginVerificationNumber).toHaveBeenCalledWith({ email: 'minh@kfeed.example' });
  expect(await screen.findByText('Step 2 of 2')).toBeVisible();
  expect(screen.getByText('5:00')).toBeVisible();
  await user.click(digits()[0]!);
  await user.keyboard('123456');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(login).toHaveBeenCalledWith({ email: 'minh@kfeed.example', verificationNumber: '123456' });
  expect(login).toHaveBeenCalledTimes(1);
  expect(props.onSignedIn).toHaveBeenCalledWith(session);
});

it("shows a wrong code's message inline", async () => {
  const user = userEvent.setup();
  jest.mocked(login).mockRejectedValue(new ApiError('The code is not correct.', 'AUTH-005', 400));
  const props = renderDialog();
  await user.type(emailBox(), 'minh@kfeed.example');
  await user.click(sendButton());
  await user.click((await screen.findAllByRole('textbox', { name: /digit/i }))[0]!);
  await user.keyboard('000000{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct.');
  expect(props.onSignedIn).not.toHaveBeenCalled();
});

it('Back returns to the e-mail and drops the code and the timer', async () => {
  const user = userEvent.setup();
  renderDialog();
  await user.type(emailBox(), 'minh@kfeed.example');
  await user.click(sendButton());
  await user.click((await screen.findAllByRole('textbox', { name: /digit/i }))[0]!);
  await user.keyboard('12');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(emailBox()).toHaveValue('minh@kfeed.example');
  expect(screen.queryByText(/^\d:\d\d$/)).toBeNull();
  await user.click(sendButton());
  const fresh = await screen.findAllByRole('textbox', { name: /digit/i });
  expect(fresh.map((b) => (b as HTMLInputElement).value).join('')).toBe('');
  expect(screen.getByText('5:00')).toBeVisible();
});

it('returns to the e-mail step when the countdown reaches 0', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDialog();
    await user.type(emailBox(), 'minh@kfeed.example');
    await user.click(sendButton());
    await screen.findByText('5:00');
    act(() => jest.advanceTimersByTime(300_000));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The code has expired. Please request a new one.',
    );
    expect(emailBox()).toBeVisible();
    expect(screen.queryAllByRole('textbox', { name: /digit/i })).toHaveLength(0);
  } finally {
    jest.useRealTimers();
  }
});

it("leads to sign-up from 'not a member yet'", async () => {
  const user = userEvent.setup();
  const props = renderDialog();
  await user.click(screen.getByRole('button', { name: 'Not a member yet? Sign up' }));
  expect(props.onSignUp).toHaveBeenCalled();
});
