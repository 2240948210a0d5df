import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadEnglishTexts } from '../../testing/i18n.ts';
import { AUTO_SUBMIT_DELAY_MS, CodeStep } from './CodeStep.tsx';
import { formatCountdown } from './countdown.ts';

beforeAll(loadEnglishTexts);

const boxes = () => screen.getAllByRole('textbox', { name: /digit/i });

function renderStep(overrides: Partial<Parameters<typeof CodeStep>[0]> = {}) {
  const props = {
    email: 'a@b.co',
    deadline: Date.now() + 300_000,
    onSubmit: jest.fn(async (_code: string): Promise<string | null> => null),
    onExpire: jest.fn(),
    onBack: jest.fn(),
    ...overrides,
  };
  render(<CodeStep {...props} />);
  return props;
}

describe('the six boxes', () => {
  it('are six single-digit boxes named for a screen reader', () => {
    renderStep();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('group', { name: /6-digit code we sent to a@b\.co/ })).toBeVisible();
    expect(boxes()[0]).toHaveAccessibleName('Digit 1 of 6');
  });

  it('takes focus in the first box when the step opens, so typing starts at once', async () => {
    const user = userEvent.setup();
    renderStep();
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('42');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['4', '2', '', '', '', '']);
  });

  it('moves focus forward with each digit and ignores anything else', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(boxes()[0]!);
    await user.keyboard('1a2-3 ');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '', '', '']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('moves back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect((boxes()[1] as HTMLInputElement).value).toBe('');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
    expect((boxes()[0] as HTMLInputElement).value).toBe('1');
  });

  it('spreads the last six digits of a paste across the boxes', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(boxes()[2]!);
    await user.paste('Your code: 12-34 567890');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual([
      '5',
      '6',
      '7',
      '8',
      '9',
      '0',
    ]);
    expect(boxes()[5]).toHaveFocus();
  });

  it('takes a whole code autofilled into the first box', () => {
    renderStep();
    fireEvent.change(boxes()[0]!, { target: { value: '246810' } });
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('246810');
  });

  it('keeps confirm disabled until every box has a digit', async () => {
    const user = userEvent.setup();
    renderStep();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(boxes()[0]!);
    await user.keyboard('12345');
    expect(confirm).toBeDisabled();
    await user.keyboard('6');
    expect(confirm).toBeEnabled();
  });
});

describe('submission and the countdown (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('submits by itself 500 ms after the sixth digit, once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const props = renderStep();
    await user.click(boxes()[0]!);
    await user.keyboard('123456');
    act(() => jest.advanceTimersByTime(AUTO_SUBMIT_DELAY_MS - 1));
    expect(props.onSubmit).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    expect(props.onSubmit).toHaveBeenCalledWith('123456');
  });

  it('does not submit when a digit is removed within the 500 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const props = renderStep();
    await user.click(boxes()[0]!);
    await user.keyboard('123456');
    act(() => jest.advanceTimersByTime(300));
    await user.keyboard('{Backspace}');
    act(() => jest.advanceTimersByTime(1000));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('shows a refusal and keeps the digits', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderStep({ onSubmit: jest.fn(async () => 'The code is wrong.') });
    await user.click(boxes()[0]!);
    await user.keyboard('111111');
    await act(async () => jest.advanceTimersByTime(AUTO_SUBMIT_DELAY_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('The code is wrong.');
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('111111');
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts 300 seconds down as m:ss and calls onExpire at 0', () => {
    const props = renderStep({ deadline: Date.now() + 300_000 });
    expect(screen.getByText('5:00')).toBeVisible();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('4:59')).toBeVisible();
    act(() => jest.advanceTimersByTime(238_000));
    expect(screen.getByText('1:01')).toBeVisible();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('0:01')).toBeVisible();
    expect(props.onExpire).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('0:00')).toBeVisible();
    expect(props.onExpire).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(props.onExpire).toHaveBeenCalledTimes(1);
  });

  it('goes back on Back', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const props = renderStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onBack).toHaveBeenCalledTimes(1);
  });
});

describe('a new code', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const resendButton = () => screen.getByRole('button', { name: 'Resend code' });

  it('is offered a minute after the last one was sent, with its own countdown', async () => {
    const onResend = jest.fn(async (): Promise<string | null> => null);
    renderStep({ onResend });
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveAccessibleDescription('You can ask for a new code in 1:00');
    act(() => jest.advanceTimersByTime(59_000));
    expect(resendButton()).toHaveAccessibleDescription('You can ask for a new code in 0:01');
    expect(resendButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(resendButton()).toBeEnabled();
    expect(screen.queryByText(/ask for a new code in/)).toBeNull();
    await act(async () => fireEvent.click(resendButton()));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('starts the entry afresh: boxes emptied, both countdowns restarted, the new code announced', async () => {
    const props = {
      email: 'a@b.co',
      deadline: Date.now() + 300_000,
      onSubmit: jest.fn(async (): Promise<string | null> => 'Wrong code.'),
      onExpire: jest.fn(),
      onBack: jest.fn(),
      onResend: jest.fn(async (): Promise<string | null> => null),
    };
    const { rerender } = render(<CodeStep {...props} />);
    fireEvent.change(boxes()[0]!, { target: { value: '123456' } });
    act(() => jest.advanceTimersByTime(90_000));
    expect(screen.getByText('3:30')).toBeVisible();
    rerender(<CodeStep {...props} deadline={Date.now() + 300_000} resent />);
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(screen.getByText('5:00')).toBeVisible();
    expect(resendButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A new code was sent to a@b.co.');
    expect(props.onExpire).not.toHaveBeenCalled();
  });

  it('shows why a new code was refused', async () => {
    const onResend = jest.fn(async (): Promise<string | null> => 'Too many codes. Try later.');
    renderStep({ onResend, deadline: Date.now() + 200_000 });
    expect(resendButton()).toBeEnabled();
    await act(async () => fireEvent.click(resendButton()));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many codes. Try later.');
  });

  it('is not offered without onResend', () => {
    renderStep();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
  });
});

it.each([
  [300, '5:00'],
  [299, '4:59'],
  [61, '1:01'],
  [60, '1:00'],
  [9, '0:09'],
  [0, '0:00'],
  [-3, '0:00'],
  [0.4, '0:01'],
])('formats %s seconds as %s', (seconds, shown) => {
  expect(formatCountdown(seconds)).toBe(shown);
});
