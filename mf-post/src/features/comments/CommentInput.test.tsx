import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerDialogs, type DialogLog } from '@kfeed/kit/testing/dialogs';
import { renderAt } from '@kfeed/kit/testing/render';
import { CommentInput } from './CommentInput.tsx';
import { autoGrowHeight } from '../../components/autoGrow.ts';
import { loadPostTexts } from '../../testing/texts.ts';

let dialogs: DialogLog;
beforeAll(() => loadPostTexts('en'));
beforeEach(() => {
  dialogs = answerDialogs();
});
afterEach(() => dialogs.stop());

function renderInput(onSubmit: (text: string) => Promise<boolean>) {
  renderAt(
    <CommentInput
      label="Write a comment"
      placeholder="Add a comment…"
      blankMessage="Please write a comment."
      onSubmit={onSubmit}
    />,
    { path: '/feed/1', route: '/feed/:feedId' },
  );
  return {
    box: screen.getByRole('textbox', { name: 'Write a comment' }),
    send: screen.getByRole('button', { name: 'Post comment' }),
  };
}

test('the send button stays disabled while the text is blank', async () => {
  const user = userEvent.setup();
  const { box, send } = renderInput(jest.fn());
  expect(send).toBeDisabled();
  await user.type(box, '   ');
  expect(send).toBeDisabled();
  await user.type(box, 'hi');
  expect(send).toBeEnabled();
});

test('a blank send by keyboard shows the notice and sends nothing', async () => {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  const { box } = renderInput(onSubmit);
  await user.type(box, '  ');
  await user.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(dialogs.alerts).toEqual(['Please write a comment.']));
  expect(onSubmit).not.toHaveBeenCalled();
});

test('while sending the button is disabled; success empties the box', async () => {
  let finish: (saved: boolean) => void = () => undefined;
  const onSubmit = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
  const user = userEvent.setup();
  const { box, send } = renderInput(onSubmit);
  await user.type(box, '  Great tip!  ');
  await user.click(send);
  expect(onSubmit).toHaveBeenCalledWith('Great tip!');
  expect(screen.getByRole('button', { name: 'Posting…' })).toBeDisabled();
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
  await act(async () => finish(true));
  expect(box).toHaveValue('');
});

test('a failed send keeps what was typed', async () => {
  const user = userEvent.setup();
  const { box, send } = renderInput(async () => false);
  await user.type(box, 'Keep me');
  await user.click(send);
  await waitFor(() => expect(send).toBeEnabled());
  expect(box).toHaveValue('Keep me');
});

test('the box grows with its text between 56 and 120 px, then scrolls', () => {
  expect(autoGrowHeight(20)).toEqual({ height: 56, scrolls: false });
  expect(autoGrowHeight(88.4)).toEqual({ height: 89, scrolls: false });
  expect(autoGrowHeight(120)).toEqual({ height: 120, scrolls: false });
  expect(autoGrowHeight(300)).toEqual({ height: 120, scrolls: true });

  const { box } = renderInput(jest.fn());
  Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => 240 });
  fireEvent.change(box, { target: { value: 'line\n'.repeat(12) } });
  expect(box.style.height).toBe('120px');
  expect(box.style.overflowY).toBe('auto');
});
