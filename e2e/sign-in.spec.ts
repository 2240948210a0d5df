import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, mailCount, readCodeFrom, signInAs, typeCode } from './support/session.ts';
import { withRunDatabase } from './support/runDatabase.ts';
import { SITE_CALL } from './support/siteCall.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

/** Open the e-mail login the way a visitor meets it: the write button is for members. */
async function openLoginFromWriteButton(page: Page) {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Write a post' }).click();
  await expect(loginDialog(page)).toBeVisible();
}

async function sendCode(page: Page, email: string): Promise<number> {
  const before = await mailCount(email);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  return before;
}

test.use({ locale: 'en-US' });

test('a visitor opening a login-only address gets the login dialog over Home', async ({ page }) => {
  await page.goto('/myPage/update');
  await expect(loginDialog(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the login dialog');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled();
});

test('a member signs in with the e-mailed code; a wrong code is refused first', async ({
  page,
}) => {
  await openLoginFromWriteButton(page);
  await expect(page).toHaveURL(/\/$/);
  const before = await sendCode(page, DEMO_USERS.yuki);
  const code = await readCodeFrom(DEMO_USERS.yuki, { after: before });
  await expect(page.getByText(/^[45]:\d\d$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the login code step');

  const wrong = code === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  // Sent by itself after the sixth digit; the server's own message is shown.
  await expect(loginDialog(page).getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a refused login code');
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();

  // The right code, filled in at once as a phone's one-time-code autofill does.
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
  await expect(loginDialog(page)).toBeHidden();
  // Signed in, the member goes on to where they were going: the write screen.
  await expect(page).toHaveURL(/\/feed\/write$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('accessToken'),
    isoCode: localStorage.getItem('isoCode'),
  }));
  expect(stored.token).toBeTruthy();
  // Yuki's own language is Japanese: the interface follows it.
  await expect(page.locator('html')).toHaveAttribute('lang', stored.isoCode ?? 'x');
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.httpOnly)).toBe(true);
});

test('a code used after its lifetime is refused with the server message', async ({ page }) => {
  await openLoginFromWriteButton(page);
  const before = await sendCode(page, DEMO_USERS.anna);
  const code = await readCodeFrom(DEMO_USERS.anna, { after: before });
  // The code's lifetime ends on the server: its expiry is moved to the moment it was made
  // (waiting it out would cost the run minutes). The dialog's own 5:00 runs on.
  const expired = withRunDatabase(
    (db) =>
      db
        .prepare(
          `UPDATE verification_codes SET expires_at = created_at
            WHERE email = ? AND used_at IS NULL AND superseded_at IS NULL`,
        )
        .run(DEMO_USERS.anna).changes,
    { readonly: false },
  );
  expect(expired).toBe(1);
  await typeCode(page, code);
  await expect(loginDialog(page).getByRole('alert')).toContainText(/expired/i);
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
});

test('when the 5:00 countdown ends the dialog returns to the e-mail step', async ({ page }) => {
  await page.clock.install();
  await openLoginFromWriteButton(page);
  await sendCode(page, DEMO_USERS.john);
  await expect(page.getByText('5:00')).toBeVisible();
  await page.clock.fastForward('04:59');
  await expect(page.getByText('0:01')).toBeVisible();
  await page.clock.fastForward(1000);
  await expect(loginDialog(page).getByRole('status')).toHaveText(
    'The code has expired. Please request a new one.',
  );
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_USERS.john);
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveCount(0);
});

test('signInAs gives other journeys a signed-in member with a refresh cookie', async ({ page }) => {
  const session = await signInAs(page, DEMO_USERS.minh);
  expect(session.userId).toBeGreaterThan(0);
  await expect(page.evaluate(() => localStorage.getItem('userId'))).resolves.toBe(
    String(session.userId),
  );
  const refresh = await page.request.post('/api/auth/refresh', SITE_CALL);
  expect(refresh.ok()).toBe(true);
});
