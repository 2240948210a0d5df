import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import type { ReportGroup, ResolveReportRequest } from '@kfeed/contracts/moderation';
import { renderAt } from '@kfeed/kit/testing/render';
import { signOut } from '@kfeed/kit/testing/session';
import { fakeApi, Refusal, type FakeApi } from '../../testing/fakeApi.ts';
import { reportGroup, reportPage } from '../../testing/reports.ts';
import { signInAsModerator } from '../../testing/session.ts';
import { loadAdminTexts } from '../../testing/texts.ts';
import { ReportQueue } from './ReportQueue.tsx';

let api: FakeApi;
beforeAll(() => loadAdminTexts('en'));
beforeEach(() => {
  signInAsModerator(1);
  api = fakeApi();
});
afterEach(() => {
  jest.restoreAllMocks();
  api.restore();
  signOut();
});

/** A queue that answers with `groups` on the open list and takes every action. */
function queueOf(groups: ReportGroup[]) {
  let open = [...groups];
  api.answer(adminRoutes.getReportList, ({ status }) => reportPage(status === 'open' ? open : []));
  api.answer(adminRoutes.resolveReport, (request) => {
    open = open.filter((g) => g.targetId !== request.targetId);
    return {
      auditId: 1,
      targetType: request.targetType,
      targetId: request.targetId,
      action: request.action,
      suspension: request.action === 'SUSPEND' ? { until: null } : null,
    };
  });
}

const renderQueue = (path = '/admin') => renderAt(<ReportQueue />, { path, route: '/admin' });
const rows = () =>
  within(screen.getByRole('list', { name: 'Reported content' })).getAllByRole('article');
const resolved = () =>
  api.sentTo(adminRoutes.resolveReport).map((r) => r.body as ResolveReportRequest);

const comment = reportGroup({
  targetType: 'COMMENT',
  targetId: 55,
  reporterCount: 4,
  isHidden: 'Y',
  reasonList: [
    { reasonCode: 'HARASSMENT', count: 3 },
    { reasonCode: 'HATE', count: 1 },
  ],
  noteList: [
    {
      reasonCode: 'HARASSMENT',
      reasonText: 'Insults me again',
      reportedAt: '2026-11-21T10:30:00Z',
    },
  ],
  content: {
    feedId: 7,
    commentId: 55,
    parentCommentId: 50,
    title: null,
    text: '바보 같은 소리',
    languageCode: 'ko',
    translatedTitle: null,
    translatedText: 'What nonsense',
    imageUrls: [],
    createdAt: '2026-11-19T08:00:00Z',
    isDeleted: 'N',
  },
  author: {
    userId: 31,
    userNickname: 'yuki',
    userProfileImageUrl: null,
    suspension: { until: '2026-12-01T00:00:00Z' },
    history: [
      {
        action: 'WARN',
        targetType: 'COMMENT',
        targetId: 40,
        note: 'First warning',
        createdAt: '2026-11-01T00:00:00Z',
      },
    ],
  },
});
const member = reportGroup({
  targetType: 'USER',
  targetId: 31,
  reporterCount: 1,
  reasonList: [{ reasonCode: 'SCAM', count: 1 }],
  content: {
    feedId: null,
    commentId: null,
    parentCommentId: null,
    title: null,
    text: 'I sell visas',
    languageCode: 'en',
    translatedTitle: null,
    translatedText: null,
    imageUrls: [],
    createdAt: null,
    isDeleted: 'N',
  },
});
const post = reportGroup({
  targetId: 12,
  isRemoved: 'Y',
  content: {
    ...reportGroup().content,
    imageUrls: ['https://img.example/a.webp', 'https://img.example/b.webp'],
  },
});

test('shows each reported target in the order the API gives, with what a moderator needs', async () => {
  queueOf([comment, post, member]);
  renderQueue();
  expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(api.sentTo(adminRoutes.getReportList)[0]?.params).toEqual({
    status: 'open',
    page: 1,
    isoCode: 'en',
  });
  expect(rows().map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Comment #55',
    'Post #12',
    'Member #31',
  ]);

  const first = rows()[0]!;
  expect(within(first).getByText('Reporters: 4')).toBeVisible();
  expect(within(first).getByText('Harassment (3)')).toBeVisible();
  expect(within(first).getByText('Hate speech (1)')).toBeVisible();
  expect(within(first).getByText('Insults me again')).toBeVisible();
  expect(within(first).getByText('Hidden automatically')).toBeVisible();
  expect(within(first).getByText('As written (Korean)')).toBeVisible();
  expect(within(first).getByText('바보 같은 소리')).toBeVisible();
  // The translation into the moderator's language is one click away.
  const translation = within(first).getByText('Translation into English');
  await userEvent.click(translation);
  expect(within(first).getByText('What nonsense')).toBeVisible();
  // The author: who, suspended until when, what happened before.
  expect(within(first).getByRole('link', { name: 'yuki' })).toHaveAttribute('href', '/profile');
  expect(within(first).getByText(/^Suspended until /)).toBeVisible();
  expect(within(first).getByText('Earlier actions (1)')).toBeInTheDocument();
  expect(within(first).getByText('First warning')).toBeInTheDocument();
  // A reply is read in its parent's thread.
  expect(within(first).getByRole('link', { name: 'Open the comment thread' })).toHaveAttribute(
    'href',
    '/feed/7/reply/50',
  );
  expect(within(first).getByRole('link', { name: 'Open the post' })).toHaveAttribute(
    'href',
    '/feed/7',
  );

  const second = rows()[1]!;
  expect(within(second).getByText('Removed')).toBeVisible();
  expect(
    within(second)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt')),
  ).toEqual(['Image 1 of 2', 'Image 2 of 2']);
  // Removed already: nothing to remove.
  expect(within(second).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

  // A member cannot be removed, only dismissed, warned or suspended.
  const third = rows()[2]!;
  expect(
    within(within(third).getByRole('group', { name: 'Actions' }))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Dismiss', 'Warn', 'Suspend']);
  expect(within(first).getByRole('button', { name: /^Lift suspension/ })).toBeVisible();
});

test('an action asks for a note, sends it, and the row leaves with an announcement', async () => {
  queueOf([post, comment]);
  renderQueue();
  await waitFor(() => expect(rows()).toHaveLength(2));
  const opener = screen.getByRole('button', { name: 'Warn: Post #12 (minh)' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Warn minh?' });
  const note = within(dialog).getByRole('textbox', { name: 'Note for the audit log' });
  expect(note).toHaveFocus();
  expect(within(dialog).getByText(`0 / 1000`)).toBeVisible();

  // The note is required: nothing is sent without one.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Warn' }));
  expect(
    within(dialog).getByText('Write a note: every action is recorded with its reason.'),
  ).toBeVisible();
  expect(note).toHaveAttribute('aria-invalid', 'true');
  expect(resolved()).toEqual([]);

  await userEvent.type(note, '  Selling fake visas  ');
  expect(within(dialog).getByText('22 / 1000')).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Warn' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(resolved()).toEqual([
    { targetType: 'FEED', targetId: 12, action: 'WARN', note: 'Selling fake visas' },
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('minh was warned.')).toBeInTheDocument();
  // Focus goes to the row that took its place.
  expect(rows()[0]).toHaveFocus();
});

test('a suspension is for 1, 7 or 30 days or for good; remove is styled as destructive', async () => {
  queueOf([post, member]);
  renderQueue();
  await waitFor(() => expect(rows()).toHaveLength(2));
  await userEvent.click(screen.getByRole('button', { name: 'Suspend: Member #31 (minh)' }));
  let dialog = screen.getByRole('dialog', { name: 'Suspend minh?' });
  const lengths = within(dialog).getByRole('group', { name: 'For how long' });
  expect(
    within(lengths)
      .getAllByRole('radio')
      .map((r) => r.parentElement?.textContent),
  ).toEqual(['1 day', '7 days', '30 days', 'Permanently']);
  await userEvent.click(within(lengths).getByRole('radio', { name: 'Permanently' }));
  await userEvent.type(within(dialog).getByRole('textbox'), 'Scam account');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(resolved().at(-1)).toEqual({
    targetType: 'USER',
    targetId: 31,
    action: 'SUSPEND',
    suspendDays: null,
    note: 'Scam account',
  });

  queueOf([reportGroup({ targetId: 13 })]);
  await userEvent.click(screen.getByRole('button', { name: 'Suspend: Post #12 (minh)' }));
  dialog = screen.getByRole('dialog', { name: 'Suspend minh?' });
  await userEvent.click(within(dialog).getByRole('radio', { name: '30 days' }));
  await userEvent.type(within(dialog).getByRole('textbox'), 'Repeated spam');
  const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
  expect(confirm.className).toMatch(/destructive/);
  await userEvent.click(confirm);
  await waitFor(() => expect(resolved().at(-1)).toMatchObject({ suspendDays: 30 }));
});

test('a refusal is said in the dialog and keeps the note; cancel gives focus back', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  queueOf([post]);
  api.answer(
    adminRoutes.resolveReport,
    () => new Refusal(409, 'REPORT-009', 'These reports were resolved meanwhile.'),
  );
  renderQueue();
  await waitFor(() => expect(rows()).toHaveLength(1));
  const opener = screen.getByRole('button', { name: 'Dismiss: Post #12 (minh)' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Dismiss the reports on Post #12?' });
  await userEvent.type(within(dialog).getByRole('textbox'), 'Not spam');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'These reports were resolved meanwhile.',
  );
  expect(within(dialog).getByRole('textbox')).toHaveValue('Not spam');
  expect(rows()).toHaveLength(1);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('keyboard: j/k and the arrows move between rows, d and r act, ? lists the shortcuts', async () => {
  queueOf([post, comment, member]);
  renderQueue();
  await waitFor(() => expect(rows()).toHaveLength(3));
  const user = userEvent.setup();
  await user.keyboard('j');
  expect(rows()[0]).toHaveFocus();
  await user.keyboard('j');
  expect(rows()[1]).toHaveFocus();
  expect(rows()[1]).toHaveAttribute('tabindex', '0');
  expect(rows()[0]).toHaveAttribute('tabindex', '-1');
  await user.keyboard('{ArrowDown}');
  expect(rows()[2]).toHaveFocus();
  await user.keyboard('j');
  expect(rows()[2]).toHaveFocus();
  await user.keyboard('k');
  expect(rows()[1]).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(rows()[0]).toHaveFocus();

  // r does nothing where there is nothing to remove (the post is removed already)...
  await user.keyboard('r');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // ...and removes the comment, after the note.
  await user.keyboard('j');
  await user.keyboard('r');
  const dialog = screen.getByRole('dialog', { name: 'Remove Comment #55?' });
  // Typing in the note: the letters are the note's, not shortcuts.
  await user.keyboard('jkdr?');
  expect(within(dialog).getByRole('textbox')).toHaveValue('jkdr?');
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(resolved()).toEqual([
    { targetType: 'COMMENT', targetId: 55, action: 'REMOVE', note: 'jkdr?' },
  ]);
  expect(rows()[1]).toHaveFocus();

  // d dismisses the row with focus.
  await user.keyboard('d');
  expect(screen.getByRole('dialog', { name: 'Dismiss the reports on Member #31?' })).toBeVisible();
  // Escape: the browser's cancel event (jsdom has no modal dialogs of its own).
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(rows()[1]).toHaveFocus();

  await user.keyboard('?');
  const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
  expect(within(help).getByText('Dismiss the selected report')).toBeVisible();
  // No shortcut while a dialog is open.
  await user.keyboard('d');
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await user.click(within(help).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('no shortcut fires while typing in a field of the page', async () => {
  queueOf([post]);
  renderQueue();
  await waitFor(() => expect(rows()).toHaveLength(1));
  const field = document.createElement('input');
  document.body.append(field);
  field.focus();
  await userEvent.keyboard('jd?');
  expect(field).toHaveValue('jd?');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(rows()[0]).not.toHaveFocus();
  field.remove();
});

test('empty, failing and closed queues', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  api.answer(adminRoutes.getReportList, ({ status }) =>
    fail
      ? new Refusal(500, 'SERVER-001', 'Internal error')
      : status === 'open'
        ? reportPage([])
        : reportPage([
            reportGroup({
              resolution: {
                action: 'DISMISS',
                note: 'Fine',
                resolvedAt: '2026-11-22T00:00:00Z',
                moderatorNickname: 'anna',
              },
            }),
          ]),
  );
  renderQueue();
  expect(await screen.findByText('The reports could not be loaded.')).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No open reports')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'true');
  expect(api.sentTo(adminRoutes.getReportList).at(-1)?.params).toMatchObject({ status: 'closed' });
  expect(within(rows()[0]!).getByText(/^Dismissed by anna on /)).toBeVisible();
  // Closed reports are read, not acted on.
  expect(within(rows()[0]!).queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
});

test('pages: the next page is asked for by number', async () => {
  api.answer(adminRoutes.getReportList, ({ page }) =>
    reportPage([reportGroup({ targetId: 100 + page })], 3, page),
  );
  renderQueue();
  await waitFor(() => expect(rows()).toHaveLength(1));
  const pages = screen.getByRole('navigation', { name: 'Pages of reports' });
  expect(within(pages).getByText('Page 1 of 3')).toBeVisible();
  await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Post #102' })).toBeVisible());
  expect(api.sentTo(adminRoutes.getReportList).at(-1)?.params).toMatchObject({ page: 2 });
});
