import { renderHook, waitFor } from '@testing-library/react';
import { i18n, initI18n } from '@kfeed/platform/i18n/i18n';
import { usePageTitle } from './usePageTitle.ts';

beforeAll(() => initI18n('en'));
afterEach(() => i18n.changeLanguage('en'));

it("titles a route from the platform's texts", () => {
  renderHook(() => usePageTitle('Search', '/search', ''));
  expect(document.title).toBe('Search | KFeed');
});

it("titles the moderation routes from the shell's own texts, in the reader's language", async () => {
  const { rerender } = renderHook(({ name, path }) => usePageTitle(name, path, ''), {
    initialProps: { name: 'AdminReports', path: '/admin' },
  });
  await waitFor(() => expect(document.title).toBe('Report queue | KFeed'));
  rerender({ name: 'AdminAudit', path: '/admin/audit' });
  await waitFor(() => expect(document.title).toBe('Audit log | KFeed'));
  await i18n.changeLanguage('ko');
  rerender({ name: 'AdminNotices', path: '/admin/notices' });
  await waitFor(() => expect(document.title).toBe('공지 관리 | KFeed'));
});
