import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { APP_PORTS } from '../shared/tooling/apps.ts';
import { baseURL, E2E_BASE, ports } from './support/ports.ts';
import {
  DEMO_USERS,
  mailCount,
  readCodeFrom,
  signInAs,
  signUpNewMember,
  storeSession,
} from './support/session.ts';
import { addComment, createPost, drawJpeg } from './support/posts.ts';
import { E2E_JWT_SECRET } from './support/testEnvironment.ts';

/**
 * The defences of docs/security.md seen from a browser, against the real servers the run
 * starts: forged tokens, CORS, headers and CSP, write limits, and a session that never
 * leaves the app stuck.
 */
test.use({ locale: 'en-US' });

const API = `http://127.0.0.1:${ports.api}`;
const PUBLISHED_SECRET = 'kfeed-development-secret-change-me';

/** The token's claims signed again with `secret` (HS256, as the API signs). */
function resign(token: string, secret: string): string {
  const [header, payload] = token.split('.');
  const unsigned = `${header}.${payload}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const userInfo = (page: Page, token: string) =>
  page.request.post('/api/user/getUserInfo', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });

test('a token signed with a published default secret is refused', async ({ page }) => {
  const session = await signInAs(page, DEMO_USERS.anna, { goto: '/api/health' });
  // The same claims with the run's own secret pass: only the signature differs below.
  expect((await userInfo(page, resign(session.accessToken, E2E_JWT_SECRET))).status()).toBe(200);
  const forged = await userInfo(page, resign(session.accessToken, PUBLISHED_SECRET));
  expect(forged.status()).toBe(401);
  expect((await forged.json()).code).toBe('AUTH-001');
});

test('credentialed CORS is given to the site only, never to a foreign origin or null', async ({
  page,
  request,
}) => {
  const preflight = (origin: string) =>
    request.fetch(`${API}/api/auth/refresh`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
  const site = await preflight(baseURL);
  expect(site.headers()['access-control-allow-origin']).toBe(baseURL);
  expect(site.headers()['access-control-allow-credentials']).toBe('true');
  for (const origin of ['https://evil.example', 'null']) {
    const answer = await preflight(origin);
    expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers()['access-control-allow-credentials']).toBeUndefined();
  }

  // From real pages: a foreign origin (the mailbox's port) and an opaque one (null).
  const credentialedFetch = (target: string) =>
    page.evaluate(
      (url) =>
        fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }).then(
          (r) => `answered ${r.status}`,
          () => 'blocked',
        ),
      target,
    );
  await page.goto(`http://127.0.0.1:${ports.mailbox}/health`);
  expect(await credentialedFetch(`${API}/api/auth/refresh`)).toBe('blocked');
  await page.setContent('<iframe sandbox="allow-scripts" srcdoc="<p>opaque</p>"></iframe>');
  const opaque = page.frames()[1]!;
  await expect
    .poll(() => opaque.evaluate(() => document.readyState).catch(() => 'loading'))
    .toBe('complete');
  const fromNull = await opaque.evaluate(
    (url) =>
      fetch(url, { method: 'POST', credentials: 'include', body: '{}' }).then(
        (r) => `answered ${r.status}`,
        () => 'blocked',
      ),
    `${API}/api/auth/refresh`,
  );
  expect(fromNull).toBe('blocked');
});

test('the shell, a remote and the API send the security headers', async ({ request }) => {
  const remote = `http://localhost:${E2E_BASE + APP_PORTS['mf-feed']}/remoteEntry.js`;
  for (const url of [`${baseURL}/`, remote, `${API}/api/health`]) {
    const headers = (await request.get(url)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect({ url, csp }).toEqual({ url, csp: expect.stringContaining("frame-ancestors 'none'") });
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
  }
  const shellCsp = (await request.get(`${baseURL}/`)).headers()['content-security-policy'] ?? '';
  expect(shellCsp).toMatch(/script-src 'self'/);
  expect(shellCsp).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test('no CSP violation while a member signs in, reads Home, opens a post and comments', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (t: string) => void })
        .reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });

  // Sign in through the dialog, with the code from the mailbox.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in with e-mail' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  const before = await mailCount(DEMO_USERS.john);
  await login.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_USERS.john);
  await login.getByRole('button', { name: 'Send code' }).click();
  await login.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await readCodeFrom(DEMO_USERS.john, { after: before }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeTruthy();

  // Home, a post with its photos, a comment.
  await page.goto('/');
  const card = page.locator('a[data-feed-id]').first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/feed\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const text = `CSP check ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText(text)).toBeVisible();
  expect(violations).toEqual([]);
});

test('a burst of comments meets the limit, and the app says so', async ({ page }) => {
  const author = await signInAs(page, DEMO_USERS.yuki, { goto: '/api/health' });
  const feedId = await createPost(page.request, author.accessToken, {
    title: 'A post to comment on quickly',
    text: 'Comments arrive here in a burst.',
  });
  // A fresh member: their own count starts at zero. Ten comments a minute are allowed.
  const member = await signUpNewMember(page);
  for (let n = 1; n <= 10; n += 1) {
    await addComment(page.request, member.session.accessToken, { feedId, text: `Burst ${n}` });
  }
  await storeSession(page, member.session, `/feed/${feedId}`);
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/comment/insertComment') && r.status() === 429,
  );
  await page.getByRole('textbox', { name: 'Write a comment' }).fill('One too many');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const answer = await refused;
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await answer.json()).code).toBe('RATE-001');
  const notice = page.getByRole('alertdialog');
  // What is limited, for whom, and until when.
  await expect(notice).toContainText(/You can .+ up to \d+ times in .+\. Try again at .+\./);
  await notice.getByRole('button').click();
  // Not posted; the text stays in the box to send later.
  await expect(page.getByRole('article').filter({ hasText: 'One too many' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('One too many');
});

test('a corrupted token leaves the app usable as a visitor, with the login-expired dialog', async ({
  page,
}) => {
  const session = await signInAs(page, DEMO_USERS.anna, { goto: '/api/health' });
  await page.evaluate((token) => {
    localStorage.setItem('accessToken', `${token.slice(0, -6)}AAAAAA`);
  }, session.accessToken);
  await page.goto('/');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Your login has expired. Please log in again.');
  await dialog.getByRole('button').click();
  await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
  // A visitor now: the comment input and the members-only category are gone.
  const strip = page.getByRole('navigation', { name: 'Categories' });
  await expect(strip.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(strip.getByRole('button', { name: 'My country' })).toHaveCount(0);
});

test.describe('logging out while Home shows the members-only "My country"', () => {
  let nationPost = 0;
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const minh = await signInAs(page, DEMO_USERS.minh, { goto: '/api/health' });
    nationPost = await createPost(page.request, minh.accessToken, {
      title: 'For people from Viet Nam',
      text: 'Only members from Viet Nam read this.',
      images: [await drawJpeg(page, 'VN', 10)],
      feedType: 'NATION',
    });
    await page.close();
  });

  async function homeOnMyCountry(page: Page) {
    const member = await signUpNewMember(page, { nationCode: 'VN' });
    await storeSession(page, member.session, '/');
    const strip = page.getByRole('navigation', { name: 'Categories' });
    await strip.getByRole('button', { name: 'My country' }).click();
    await expect(strip.getByRole('button', { name: 'My country' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator(`a[data-feed-id="${nationPost}"]`)).toBeVisible();
    return strip;
  }

  async function logOutFromMyPage(page: Page) {
    await page.getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('alertdialog').filter({ hasText: 'Do you want to log out?' });
    await confirm.getByRole('button', { name: 'Log out' }).click();
  }

  async function expectHomeOnAll(page: Page) {
    const strip = page.getByRole('navigation', { name: 'Categories' });
    await expect(strip.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(strip.getByRole('button', { name: 'My country' })).toHaveCount(0);
    await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
    await expect(page.locator(`a[data-feed-id="${nationPost}"]`)).toHaveCount(0);
  }

  test('logout from my page: Home is back on All, with posts', async ({ page }) => {
    await homeOnMyCountry(page);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'My page' })
      .click();
    await logOutFromMyPage(page);
    await expect(page).toHaveURL(/\/$/);
    await expectHomeOnAll(page);
  });

  test('logout in another tab while a post is open: Back shows Home on All', async ({
    page,
    context,
  }) => {
    await homeOnMyCountry(page);
    await page.locator(`a[data-feed-id="${nationPost}"]`).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('For people from Viet Nam');
    const other = await context.newPage();
    await other.goto('/myPage');
    await logOutFromMyPage(other);
    await expect(other).toHaveURL(/\/$/);
    await other.close();
    const told = page.getByRole('alertdialog');
    await expect(told).toContainText('You were logged out in another tab.');
    await told.getByRole('button').click();
    await page.goBack();
    await expect(page).toHaveURL(/\/(\?restored=true)?$/);
    await expectHomeOnAll(page);
  });
});
