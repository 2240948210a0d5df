import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notice } from '@kfeed/contracts/common';
import type { SaveNoticeRequest } from '@kfeed/contracts/moderation';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { noticeRoutes } from '@kfeed/contracts/routes/notice';
import { renderAt } from '@kfeed/kit/testing/render';
import { signOut } from '@kfeed/kit/testing/session';
import { fakeApi, Refusal, type FakeApi } from '../../testing/fakeApi.ts';
import { signInAsAdmin, signInAsModerator } from '../../testing/session.ts';
import { loadAdminTexts } from '../../testing/texts.ts';
import { NoticeAdmin } from './NoticeAdmin.tsx';

const notice = (noticeId: number, noticeTitle: string, isFixed: 'Y' | 'N' = 'N'): Notice => ({
  noticeId,
  noticeTitle,
  noticeText: '<p>Text</p>',
  noticeCreateDatetime: '2026-11-20T09:00:00Z',
  isFixed,
  isoCode: 'en',
});

let api: FakeApi;
beforeAll(() => loadAdminTexts('en'));
beforeEach(() => {
  signInAsAdmin(1);
  api = fakeApi();
  api.answer(noticeRoutes.getNoticeList, () => ({
    fixedNoticeList: [notice(4, 'Holiday hours', 'Y')],
    noticeList: [notice(3, 'New categories')],
    pagination: {
      currentPage: 1,
      totalPages: 1,
      totalElements: 1,
      last: true,
      first: true,
      numberOfElements: 1,
    },
  }));
  api.answer(adminRoutes.saveNotice, (request) => ({ noticeId: request.noticeId ?? 9 }));
  api.answer(adminRoutes.getNoticeVersions, ({ noticeId }) => ({
    noticeId,
    isFixed: 'Y' as const,
    versionList: [
      { isoCode: 'en', title: 'Holiday hours', text: '<p>Closed on Chuseok.</p>' },
      { isoCode: 'ko', title: '휴무 안내', text: '<p>추석에는 쉽니다.</p>' },
    ],
  }));
});
afterEach(() => {
  jest.restoreAllMocks();
  api.restore();
  signOut();
});

const saved = () => api.sentTo(adminRoutes.saveNotice).map((r) => r.body as SaveNoticeRequest);
const renderNotices = () =>
  renderAt(<NoticeAdmin />, { path: '/admin/notices', route: '/admin/notices' });
const versions = () => screen.getAllByRole('group', { name: /^Version \d/ });

test('lists the notices, pinned first, each with its edit button', async () => {
  renderNotices();
  expect(screen.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  const list = await screen.findByRole('list', { name: 'Notices' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
    'Holiday hours',
    'New categories',
  ]);
  expect(within(items[0]!).getByText('Pinned')).toBeVisible();
  expect(within(items[0]!).getByRole('button', { name: 'Edit: Holiday hours' })).toBeVisible();
  expect(api.sentTo(noticeRoutes.getNoticeList)[0]?.params).toMatchObject({
    page: 1,
    isoCode: 'en',
  });
});

test('a new notice in two languages, pinned, with a note', async () => {
  renderNotices();
  await userEvent.click(await screen.findByRole('button', { name: 'New notice' }));
  expect(screen.getByRole('heading', { level: 2, name: 'New notice' })).toBeVisible();
  const first = versions()[0]!;
  expect(within(first).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await userEvent.type(within(first).getByRole('textbox', { name: 'Title' }), 'Maintenance');
  await userEvent.type(
    within(first).getByRole('textbox', { name: 'Text' }),
    '<p>Down at 2 am.</p>',
  );
  expect(within(first).getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
    /Basic HTML is allowed/,
  );

  await userEvent.click(screen.getByRole('button', { name: 'Add a language' }));
  const second = versions()[1]!;
  const language = within(second).getByRole('combobox', { name: 'Language' });
  expect(language).toHaveFocus();
  // A language another version has cannot be chosen twice.
  expect(within(language).getByRole('option', { name: 'English' })).toBeDisabled();
  await userEvent.selectOptions(language, 'ja');
  await userEvent.type(within(second).getByRole('textbox', { name: 'Title' }), 'メンテナンス');
  await userEvent.type(within(second).getByRole('textbox', { name: 'Text' }), '<p>午前2時</p>');
  await userEvent.click(screen.getByRole('checkbox', { name: /^Pin it to the top/ }));
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Note for the audit log' }),
    'Planned downtime',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save notice' }));

  await waitFor(() => expect(saved()).toHaveLength(1));
  expect(saved()[0]).toEqual({
    isFixed: 'Y',
    versionList: [
      { isoCode: 'en', title: 'Maintenance', text: '<p>Down at 2 am.</p>' },
      { isoCode: 'ja', title: 'メンテナンス', text: '<p>午前2時</p>' },
    ],
    note: 'Planned downtime',
  });
  // Back to the list, read again, and said.
  expect(await screen.findByRole('list', { name: 'Notices' })).toBeVisible();
  expect(api.sentTo(noticeRoutes.getNoticeList)).toHaveLength(2);
  expect(screen.getByText('The notice was saved.')).toBeInTheDocument();
});

test('says what is missing at each field, and needs English or Korean', async () => {
  renderNotices();
  await userEvent.click(await screen.findByRole('button', { name: 'New notice' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save notice' }));
  const first = versions()[0]!;
  expect(within(first).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
    'Write a title.',
  );
  expect(within(first).getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
    'Write the text.',
  );
  expect(
    screen.getByRole('textbox', { name: 'Note for the audit log' }),
  ).toHaveAccessibleDescription('Write a note: every action is recorded with its reason.');
  await waitFor(() => expect(within(first).getByRole('textbox', { name: 'Title' })).toHaveFocus());

  await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Language' }), 'vi');
  await userEvent.type(within(first).getByRole('textbox', { name: 'Title' }), 'Bảo trì');
  await userEvent.type(within(first).getByRole('textbox', { name: 'Text' }), '<p>2 giờ</p>');
  await userEvent.type(screen.getByRole('textbox', { name: 'Note for the audit log' }), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Save notice' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Add an English or Korean version.');
  expect(saved()).toEqual([]);
});

test('editing loads every language; a refusal keeps what was typed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.answer(
    adminRoutes.saveNotice,
    () => new Refusal(400, 'VALIDATION-001', 'The text of the Korean version is too long.'),
  );
  renderNotices();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit: Holiday hours' }));
  expect(await screen.findByRole('heading', { name: 'Edit notice #4' })).toBeVisible();
  expect(api.sentTo(adminRoutes.getNoticeVersions)[0]?.params).toEqual({ noticeId: 4 });
  expect(versions()).toHaveLength(2);
  expect(within(versions()[1]!).getByRole('textbox', { name: 'Title' })).toHaveValue('휴무 안내');
  expect(screen.getByRole('checkbox', { name: /^Pin it to the top/ })).toBeChecked();
  const title = within(versions()[0]!).getByRole('textbox', { name: 'Title' });
  await userEvent.clear(title);
  await userEvent.type(title, 'Holiday opening hours');
  await userEvent.type(screen.getByRole('textbox', { name: 'Note for the audit log' }), 'Clearer');
  await userEvent.click(screen.getByRole('button', { name: 'Save notice' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The text of the Korean version is too long.',
  );
  expect(saved()[0]).toMatchObject({
    noticeId: 4,
    isFixed: 'Y',
    note: 'Clearer',
    versionList: [
      { isoCode: 'en', title: 'Holiday opening hours', text: '<p>Closed on Chuseok.</p>' },
      { isoCode: 'ko', title: '휴무 안내', text: '<p>추석에는 쉽니다.</p>' },
    ],
  });
  expect(title).toHaveValue('Holiday opening hours');
  expect(screen.getByRole('textbox', { name: 'Note for the audit log' })).toHaveValue('Clearer');

  // Removing a language takes its version out of what is saved.
  await userEvent.click(
    within(versions()[1]!).getByRole('button', { name: 'Remove this language' }),
  );
  expect(versions()).toHaveLength(1);
  expect(
    within(versions()[0]!).queryByRole('button', { name: 'Remove this language' }),
  ).not.toBeInTheDocument();
});

test('a moderator is told this is for admins, and nothing is asked', async () => {
  signInAsModerator(2);
  renderNotices();
  expect(screen.getByText('Admins only')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'New notice' })).not.toBeInTheDocument();
  expect(api.seen).toEqual([]);
});

test('an admin whose role the API does not see (ADMIN-001) is told the same', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.answer(
    noticeRoutes.getNoticeList,
    () => new Refusal(403, 'ADMIN-001', 'This needs an admin.'),
  );
  renderNotices();
  expect(await screen.findByText('Admins only')).toBeVisible();
});
