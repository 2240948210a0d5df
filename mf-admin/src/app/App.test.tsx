import { screen, within } from '@testing-library/react';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { renderAt } from '@kfeed/kit/testing/render';
import { signOut } from '@kfeed/kit/testing/session';
import { fakeApi, type FakeApi } from '../testing/fakeApi.ts';
import { reportPage } from '../testing/reports.ts';
import { signInAsAdmin, signInAsModerator } from '../testing/session.ts';
import { loadAdminTexts } from '../testing/texts.ts';
import { App } from './App.tsx';

let api: FakeApi;
beforeAll(() => loadAdminTexts('en'));
beforeEach(() => {
  api = fakeApi();
  api.answer(adminRoutes.getReportList, () => reportPage([]));
});
afterEach(() => {
  api.restore();
  signOut();
});

const sections = () =>
  within(screen.getByRole('navigation', { name: 'Moderation sections' })).getAllByRole('link');

test('a moderator has the queue and the audit log; the screen has one h1', async () => {
  signInAsModerator();
  renderAt(<App />, { path: '/admin', route: '*' });
  expect(await screen.findByText('No open reports')).toBeVisible();
  expect(sections().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Reports', '/admin'],
    ['Audit log', '/admin/audit'],
  ]);
  expect(sections()[0]).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
    'Reports',
  ]);
});

test('an admin has notices and members too', async () => {
  signInAsAdmin();
  renderAt(<App />, { path: '/admin', route: '*' });
  await screen.findByText('No open reports');
  expect(sections().map((link) => link.textContent)).toEqual([
    'Reports',
    'Audit log',
    'Notices',
    'Members',
  ]);
});
