import { expect, test, type Page } from '@playwright/test';

test.use({ locale: 'en-US' });

/** The remote mounted in the main area. */
const mainRemote = (page: Page) => page.locator('main [data-remote]').first();

const ROUTE_OWNERS: [path: string, remote: string][] = [
  ['/', 'mf-feed'],
  ['/search', 'mf-search'],
  ['/myPage', 'mf-mypage'],
  ['/feed/12', 'mf-post'],
  ['/feed/12/reply/34', 'mf-post'],
  ['/terms', 'mf-mypage'],
  ['/privacy', 'mf-mypage'],
  ['/notice', 'mf-mypage'],
  ['/notice/42', 'mf-mypage'],
  ['/notice/webView/7', 'mf-mypage'],
];

test('every public route mounts its owning remote', async ({ page }) => {
  for (const [path, remote] of ROUTE_OWNERS) {
    await page.goto(path);
    await expect(mainRemote(page), path).toHaveAttribute('data-remote', remote);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  }
});

test('a remote receives the route params and query', async ({ page, request }) => {
  const list = (await (await request.get('/api/notice/getNoticeList?page=1&size=10')).json()) as {
    data: { noticeList: { noticeId: number; noticeTitle: string }[] };
  };
  const notice = list.data.noticeList[0]!;
  // The id from the path picks the notice; type=noHeader from the query hides the header.
  await page.goto(`/notice/${notice.noticeId}?type=noHeader`);
  await expect(page.getByRole('heading', { name: notice.noticeTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.goto(`/notice/${notice.noticeId}`);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.goto('/notice/424242');
  await expect(page.getByText('This notice does not exist or was removed.')).toBeVisible();
});

test('the public profile without a user to show goes home', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(mainRemote(page)).toHaveAttribute('data-remote', 'mf-feed');
});

test('an unknown path lands on home', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page).toHaveURL(/\/$/);
  await expect(mainRemote(page)).toHaveAttribute('data-remote', 'mf-feed');
});

test('the page title is the route title and the brand', async ({ page }) => {
  await page.goto('/search');
  await expect(page).toHaveTitle('Search | KFeed');
  await page.goto('/notice');
  await expect(page).toHaveTitle('Notices | KFeed');
});

test('a visitor opening a login-only route gets the login dialog and stays off the route', async ({
  page,
}) => {
  for (const path of [
    '/myPage/update',
    '/myPage/myFeedList',
    '/myPage/myLikeList',
    '/myPage/blockedUserList',
    '/notifications',
    '/feed/write',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-remote="mf-auth"]').getByRole('dialog')).toBeVisible();
  }
});

test('the write button is blocked for a visitor: the login dialog opens and the screen stays', async ({
  page,
}) => {
  await page.goto('/search');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Write a post' })
    .click();
  await expect(page.locator('[data-remote="mf-auth"]').getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
});

test('the bottom navigation marks where the user is', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const current = nav.locator('[aria-current="page"]');
  await page.goto('/');
  await expect(current).toHaveText('Home');
  await nav.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(current).toHaveText('Search');
  await nav.getByRole('link', { name: 'My page' }).click();
  await expect(page).toHaveURL(/\/myPage$/);
  await expect(current).toHaveText('My page');
  await page.goto('/feed/3');
  await expect(current).toHaveCount(0);
});

test('the neighbourhood page says it is under preparation and returns home', async ({ page }) => {
  await page.goto('/search');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Neighborhood' })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('under preparation');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toHaveCount(0);
});

test('the neighbourhood page opened directly shows the same dialog', async ({ page }) => {
  await page.goto('/dongne');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the path-based login dialog returns to home when closed', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.locator('[data-remote="mf-auth"]').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('main [data-remote]')).toHaveAttribute('data-remote', 'mf-feed');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('a shared-app link logs the visit and sends a desktop visitor home', async ({ page }) => {
  const shareLog = page.waitForRequest((request) =>
    request.url().endsWith('/api/common/insertShareLog'),
  );
  await page.goto('/share/app?share_id=abc123');
  const request = await shareLog;
  expect(request.postDataJSON()).toMatchObject({ shareId: 'abc123', platform: 'DESKTOP' });
  await expect(page).toHaveURL(/\/$/);
});
