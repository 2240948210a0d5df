import { answerDialogs, type DialogLog } from '@kfeed/kit/testing/dialogs';
import { ApiError } from '@kfeed/platform/httpClient';
import { confirmAndRun } from './confirmAndRun.ts';

let dialogs: DialogLog;
const already = { code: 'USER-005', message: 'You have already blocked this user.' };
const failure = 'Something went wrong.';

beforeEach(() => {
  dialogs = answerDialogs(true);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  dialogs.stop();
  jest.restoreAllMocks();
});

test('a success is said in a toast, not a dialog, and the outcome comes at once', async () => {
  const run = jest.fn(async () => null);
  const outcome = await confirmAndRun({
    confirm: { message: 'Block Anna?' },
    run,
    success: 'Anna has been blocked.',
    already,
    failure,
  });
  expect(outcome).toBe('done');
  expect(run).toHaveBeenCalledTimes(1);
  expect(dialogs.confirms).toEqual(['Block Anna?']);
  expect(dialogs.toasts).toEqual(['Anna has been blocked.']);
  expect(dialogs.alerts).toEqual([]);
});

test('without a success text, a success says nothing', async () => {
  const outcome = await confirmAndRun({ run: async () => null, failure });
  expect(outcome).toBe('done');
  expect(dialogs.toasts).toEqual([]);
  expect(dialogs.alerts).toEqual([]);
});

test('declining the question runs nothing and says nothing', async () => {
  dialogs.stop();
  dialogs = answerDialogs(false);
  const run = jest.fn(async () => null);
  const outcome = await confirmAndRun({
    confirm: { message: 'Block Anna?' },
    run,
    success: 'Anna has been blocked.',
    failure,
  });
  expect(outcome).toBe('cancelled');
  expect(run).not.toHaveBeenCalled();
  expect(dialogs.toasts).toEqual([]);
  expect(dialogs.alerts).toEqual([]);
});

test('the refusal with its own notice, and any other failure, stay dialogs to close', async () => {
  const refused = await confirmAndRun({
    run: () => Promise.reject(new ApiError('Already blocked', 'USER-005', 409)),
    success: 'Anna has been blocked.',
    already,
    failure,
  });
  expect(refused).toBe('already');
  const failed = await confirmAndRun({
    run: () => Promise.reject(new Error('offline')),
    success: 'Anna has been blocked.',
    already,
    failure,
  });
  expect(failed).toBe('failed');
  expect(dialogs.alerts).toEqual(['You have already blocked this user.', 'Something went wrong.']);
  expect(dialogs.toasts).toEqual([]);
});
