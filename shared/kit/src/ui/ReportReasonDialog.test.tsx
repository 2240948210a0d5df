import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call } from '@kfeed/platform/calls/apiCall';
import { i18n, initI18n } from '@kfeed/platform/i18n/i18n';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';
import { answerDialogs, type DialogLog } from '@kfeed/kit/testing/dialogs';
import { answerOk, answerRefusal, fakeApi, type FakeApi } from '@kfeed/kit/testing/fakeApi';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { useReportDialog, type ReportOutcome, type ReportRequest } from './ReportReasonDialog.tsx';

let api: FakeApi;
let dialogs: DialogLog;
const outcomes: ReportOutcome[] = [];

/** A post's report, sent as the post screen sends it. */
const postReport: ReportRequest = {
  target: 'FEED',
  send: (reason) => call(feedRoutes.reportFeed, { feedId: 12, ...reason }, { silent: true }),
  success: 'Thank you. Your report has been received.',
  already: 'You have already reported this post.',
};

function Harness({ request = postReport }: { request?: ReportRequest }) {
  const { report, dialog } = useReportDialog();
  return (
    <>
      <button type="button" onClick={() => void report(request).then((o) => outcomes.push(o))}>
        Open report
      </button>
      {dialog}
    </>
  );
}

async function openDialog(request: ReportRequest = postReport) {
  const user = userEvent.setup();
  render(<Harness request={request} />);
  const opener = screen.getByRole('button', { name: 'Open report' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Report this post' }) };
}

const reportButton = () => screen.getByRole('button', { name: 'Report' });
const details = () => screen.getByRole('textbox', { name: 'Tell the moderators more (optional)' });

beforeAll(async () => {
  await initI18n('en');
  await loadKitTexts();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  signInAsMember(9);
  outcomes.length = 0;
  api = fakeApi();
  dialogs = answerDialogs();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.stop();
  dialogs.stop();
  signOut();
  jest.restoreAllMocks();
});

test('asks why in a labelled radio group; Report waits for a reason; focus moves in', async () => {
  const { dialog } = await openDialog();
  const group = within(dialog).getByRole('group', { name: 'Why are you reporting this?' });
  const reasons = within(group).getAllByRole('radio');
  expect(reasons.map((r) => r.getAttribute('value'))).toEqual([
    'SPAM',
    'SCAM',
    'HARASSMENT',
    'HATE',
    'SEXUAL',
    'ILLEGAL',
    'MISINFORMATION',
    'OTHER',
  ]);
  // Each reason is named, and described in words a reader understands.
  const scam = screen.getByRole('radio', { name: 'Scam' });
  expect(scam).toHaveAccessibleDescription('Fraud, fake rentals or visa offers');
  expect(reasons[0]).toHaveFocus();
  expect(reportButton()).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

  await userEvent.click(scam);
  expect(reportButton()).toBeEnabled();
});

test('the title names what is reported', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Harness request={{ ...postReport, target: 'COMMENT' }} />);
  await user.click(screen.getByRole('button', { name: 'Open report' }));
  expect(screen.getByRole('dialog', { name: 'Report this comment' })).toBeInTheDocument();
  unmount();
  render(<Harness request={{ ...postReport, target: 'USER' }} />);
  await user.click(screen.getByRole('button', { name: 'Open report' }));
  expect(screen.getByRole('dialog', { name: 'Report this member' })).toBeInTheDocument();
});

test('sends the reason and the words typed, thanks the reader in a toast and gives focus back', async () => {
  api.on(feedRoutes.reportFeed, () => answerOk());
  const { user, opener } = await openDialog();
  await user.click(screen.getByRole('radio', { name: 'Scam' }));
  await user.type(details(), '  Asks for a deposit before any viewing  ');
  await user.click(reportButton());

  await waitFor(() => expect(outcomes).toEqual(['done']));
  expect(api.requests).toEqual([
    {
      method: 'POST',
      url: feedRoutes.reportFeed.path,
      body: { feedId: 12, reasonCode: 'SCAM', reasonText: 'Asks for a deposit before any viewing' },
    },
  ]);
  // The thanks is a toast that needs no tap, not a dialog.
  expect(dialogs.toasts).toEqual(['Thank you. Your report has been received.']);
  expect(dialogs.alerts).toEqual([]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('with nothing typed, reasonText is left out of the request', async () => {
  api.on(feedRoutes.reportFeed, () => answerOk());
  const { user } = await openDialog();
  await user.click(screen.getByRole('radio', { name: 'Spam' }));
  await user.type(details(), '   ');
  await user.click(reportButton());
  await waitFor(() => expect(outcomes).toEqual(['done']));
  expect(api.requests.map((r) => r.body)).toEqual([{ feedId: 12, reasonCode: 'SPAM' }]);
});

test('the details stop at 500 characters, and the counter says how many are used', async () => {
  const { user } = await openDialog();
  expect(screen.getByText('0 of 500 characters')).toBeInTheDocument();
  expect(details()).toHaveAccessibleDescription('0 of 500 characters');
  await user.click(details());
  await user.paste('x'.repeat(520));
  expect(details()).toHaveValue('x'.repeat(500));
  expect(screen.getByText('500 of 500 characters')).toBeInTheDocument();
  // Pasted past the limit in any way: still cut.
  fireEvent.change(details(), { target: { value: 'y'.repeat(600) } });
  expect(details()).toHaveValue('y'.repeat(500));
});

test('a failure is said inside the dialog, keeping the reason and the words; a retry sends them', async () => {
  let attempts = 0;
  api.on(feedRoutes.reportFeed, () =>
    ++attempts === 1 ? answerRefusal('COMMON-500', 500, 'boom') : answerOk(),
  );
  const { user } = await openDialog();
  await user.click(screen.getByRole('radio', { name: 'Harassment' }));
  await user.type(details(), 'Keeps insulting me');
  await user.click(reportButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your report could not be sent. Please try again.',
  );
  // No second, shared error dialog on top, and no thanks.
  expect(dialogs.alerts).toEqual([]);
  expect(dialogs.toasts).toEqual([]);
  expect(screen.getByRole('radio', { name: 'Harassment' })).toBeChecked();
  expect(details()).toHaveValue('Keeps insulting me');
  expect(outcomes).toEqual([]);

  await user.click(reportButton());
  await waitFor(() => expect(outcomes).toEqual(['done']));
  expect(api.requests.map((r) => r.body)).toEqual([
    { feedId: 12, reasonCode: 'HARASSMENT', reasonText: 'Keeps insulting me' },
    { feedId: 12, reasonCode: 'HARASSMENT', reasonText: 'Keeps insulting me' },
  ]);
  expect(dialogs.toasts).toEqual(['Thank you. Your report has been received.']);
});

test('REPORT-001 closes the dialog with the already-reported notice', async () => {
  api.on(feedRoutes.reportFeed, () => answerRefusal('REPORT-001'));
  const { user, opener } = await openDialog();
  await user.click(screen.getByRole('radio', { name: 'Spam' }));
  await user.click(reportButton());
  await waitFor(() => expect(outcomes).toEqual(['already']));
  // A refusal stays a dialog to close; no thanks.
  expect(dialogs.alerts).toEqual(['You have already reported this post.']);
  expect(dialogs.toasts).toEqual([]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('a suspended member: the client shows the server’s message, the dialog adds none', async () => {
  api.on(feedRoutes.reportFeed, () =>
    answerRefusal('MODERATION-001', 403, 'Your account is suspended until 1 May.'),
  );
  const { user } = await openDialog();
  await user.click(screen.getByRole('radio', { name: 'Spam' }));
  await user.click(reportButton());
  await waitFor(() => expect(dialogs.alerts).toEqual(['Your account is suspended until 1 May.']));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Spam' })).toBeChecked();
  expect(outcomes).toEqual([]);
});

test('Cancel and Escape close it without a request, and focus returns to the opener', async () => {
  const { user, opener, dialog } = await openDialog();
  await user.click(screen.getByRole('radio', { name: 'Something else' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  await waitFor(() => expect(outcomes).toEqual(['cancelled']));
  expect(dialog).not.toBeInTheDocument();

  await user.click(opener);
  const again = screen.getByRole('dialog', { name: 'Report this post' });
  // Opened afresh: nothing chosen.
  expect(screen.getByRole('radio', { name: 'Spam' })).not.toBeChecked();
  // The browser turns Escape on a modal dialog into a cancel event.
  fireEvent(again, new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  await waitFor(() => expect(outcomes).toEqual(['cancelled', 'cancelled']));
  expect(api.requests).toEqual([]);
});
