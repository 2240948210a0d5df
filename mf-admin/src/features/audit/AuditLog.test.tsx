import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@kfeed/contracts/moderation';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { renderAt } from '@kfeed/kit/testing/render';
import { signOut } from '@kfeed/kit/testing/session';
import { fakeApi, type FakeApi } from '../../testing/fakeApi.ts';
import { signInAsModerator } from '../../testing/session.ts';
import { loadAdminTexts } from '../../testing/texts.ts';
import { AuditLog } from './AuditLog.tsx';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  auditId: 1,
  action: 'SUSPEND',
  targetType: 'FEED',
  targetId: 12,
  subjectUserId: 20,
  subjectNickname: 'minh',
  moderatorId: 3,
  moderatorNickname: 'anna',
  note: 'Third spam post this week',
  suspendedUntil: null,
  createdAt: '2026-11-21T10:30:00Z',
  ...overrides,
});

let api: FakeApi;
beforeAll(() => loadAdminTexts('en'));
beforeEach(() => {
  signInAsModerator(3);
  api = fakeApi();
  api.answer(adminRoutes.getAuditLog, ({ page }) => ({
    auditList: [
      entry(),
      entry({
        auditId: 2,
        action: 'PIN_NOTICE',
        targetType: 'NOTICE',
        targetId: 4,
        subjectUserId: null,
        subjectNickname: null,
        note: 'Holiday hours',
      }),
      entry({ auditId: 3, action: 'DISMISS', targetType: 'COMMENT', targetId: 55, note: 'Fine' }),
    ],
    pagination: {
      currentPage: page,
      totalPages: 2,
      totalElements: 53,
      last: page === 2,
      first: page === 1,
      numberOfElements: 3,
    },
  }));
});
afterEach(() => {
  api.restore();
  signOut();
});

const queries = () => api.sentTo(adminRoutes.getAuditLog).map((request) => request.params);
const renderLog = (path = '/admin/audit') =>
  renderAt(<AuditLog />, { path, route: '/admin/audit' });

test('a read-only table: when, who, what, on what, about whom, why, until when', async () => {
  renderLog();
  expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = await screen.findByRole('table', { name: 'Audit log entries' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['When', 'Moderator', 'Action', 'Target', 'Member', 'Note', 'Suspended until']);
  const [, first, second, third] = within(table).getAllByRole('row');
  const cells = within(first!).getAllByRole('cell');
  expect(cells[0]).toHaveTextContent(/2026/);
  expect(within(cells[0]!).getByText(/2026/).closest('time')).toHaveAttribute(
    'datetime',
    '2026-11-21T10:30:00Z',
  );
  expect(cells.slice(1).map((cell) => cell.textContent)).toEqual([
    'anna',
    'Suspended',
    'Post #12',
    'minh',
    'Third spam post this week',
    'Permanently',
  ]);
  expect(within(cells[3]!).getByRole('link')).toHaveAttribute('href', '/feed/12');
  expect(within(second!).getByRole('link', { name: 'Notice #4' })).toHaveAttribute(
    'href',
    '/notice/4',
  );
  expect(within(second!).getByText('Notice pinned')).toBeVisible();
  // A comment's post is not known here: named, not linked.
  expect(within(third!).getByText('Comment #55').closest('a')).toBeNull();
  expect(queries()).toEqual([{ page: 1 }]);
  expect(screen.queryByRole('button', { name: /Dismiss|Remove/ })).not.toBeInTheDocument();
});

test('the filters send the query the API reads, and stay while paging', async () => {
  renderLog();
  await screen.findByRole('table');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Suspended');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Target' }), 'Member');
  await userEvent.type(screen.getByRole('textbox', { name: 'Moderator ID' }), '3');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(queries().at(-1)).toEqual({
      page: 1,
      action: 'SUSPEND',
      targetType: 'USER',
      moderatorId: 3,
    }),
  );
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() =>
    expect(queries().at(-1)).toEqual({
      page: 2,
      action: 'SUSPEND',
      targetType: 'USER',
      moderatorId: 3,
    }),
  );
  expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('SUSPEND');

  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(queries().at(-1)).toEqual({ page: 1 }));
});

test('an id that is not a number is said at its field and nothing is asked', async () => {
  renderLog();
  await screen.findByRole('table');
  const target = screen.getByRole('textbox', { name: 'Target ID' });
  await userEvent.type(target, '12a');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(target).toHaveAttribute('aria-invalid', 'true');
  expect(target).toHaveAccessibleDescription('Enter a whole number.');
  expect(queries()).toHaveLength(1);
  await userEvent.clear(target);
  await userEvent.type(target, '55');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(queries().at(-1)).toEqual({ page: 1, targetId: 55 }));
});

test('filters in the address are applied when the page opens', async () => {
  renderLog('/admin/audit?action=SET_OFFICIAL&targetType=USER&page=2&moderatorId=x');
  await screen.findByRole('table');
  expect(queries()).toEqual([{ page: 2, action: 'SET_OFFICIAL', targetType: 'USER' }]);
});
