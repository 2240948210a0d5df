import { expect, test } from '@playwright/test';
import { mailCount, readCodeFrom, typeCode } from './support/session.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

test.use({ locale: 'en-US' });

test('a new person signs up with the e-mailed code, logs out and logs in again', async ({
  page,
  context,
}) => {
  const unique = Date.now().toString(36);
  const email = `new-${unique}@kfeed.example`;
  const nickname = `Lan${unique.slice(-5)}`;

  // The path-based login dialog offers the choice.
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Join KFeed' })
    .getByRole('button', { name: 'Sign up' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-up, step 1 (terms)');

  // Step 1: the terms, read in a pop-up 90% wide (at most 800 px).
  await dialog.getByRole('button', { name: 'View Terms of service' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of service' });
  await expect(terms.getByRole('combobox', { name: 'Version' })).toBeVisible();
  await expect(terms.getByRole('option', { name: /current version/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'the terms pop-up');
  const box = await terms.boundingBox();
  expect(box?.width).toBeCloseTo(390 * 0.9, 0);
  await terms.getByRole('button', { name: 'OK' }).click();
  await expect(terms).toBeHidden();
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Agree to all' }).check();
  await next.click();

  // Step 2: nickname, nation and language from searchable lists.
  await dialog.getByRole('textbox', { name: 'Nickname' }).fill(nickname);
  const nation = dialog.getByRole('combobox', { name: 'Nation' });
  await nation.fill('qqqq');
  await expect(dialog.getByText('No search results found.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-up, step 2 (profile)');
  await nation.fill('VIETNAM');
  await dialog.getByRole('option').first().click();
  await expect(nation).not.toHaveValue('VIETNAM');
  const language = dialog.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('English');
  await language.fill('vietnamese');
  await dialog.getByRole('option').first().click();
  await next.click();

  // Step 3: the e-mail.
  await expect(dialog.getByText('Step 3 of 4')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-up, step 3 (e-mail)');
  const before = await mailCount(email);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();

  // Step 4: the code from the e-mail, sent by itself after the sixth digit.
  await expect(dialog.getByText('Step 4 of 4')).toBeVisible();
  await expect(dialog.getByText('5:00').or(dialog.getByText('4:59'))).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-up, step 4 (code)');
  const code = await readCodeFrom(email, { after: before });
  await typeCode(page, code);

  // Signed in and at home, in the language chosen at sign-up, with a welcome that needs no
  // tap and points to the language settings.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'KFeed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Home after signing up, in Vietnamese');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('accessToken'),
    isoCode: localStorage.getItem('isoCode'),
  }));
  expect(session).toEqual({ token: expect.any(String), isoCode: 'vi' });

  // Log out (here from another tab: the page itself follows).
  const other = await context.newPage();
  await other.goto('/myPage');
  await other.getByRole('button', { name: 'Đăng xuất' }).click();
  await other
    .getByRole('alertdialog')
    .filter({ hasText: 'Bạn có muốn đăng xuất không?' })
    .getByRole('button', { name: 'Đăng xuất' })
    .click();
  await expect(other).toHaveURL(/\/$/);
  await other.close();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Log in again with a fresh code; the write button asks for it.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Write a post' })
    .click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  const beforeLogin = await mailCount(email);
  await login.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await login.getByRole('button', { name: 'Send code' }).click();
  await expect(login.getByText('Step 2 of 2')).toBeVisible();
  await typeCode(page, await readCodeFrom(email, { after: beforeLogin }));
  // On to the write screen the member was going to.
  await expect(page).toHaveURL(/\/feed\/write$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeTruthy();
});

test('sign-up with an e-mail that is already registered answers as for any address', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('checkbox', { name: /14 or older/ }).check();
  await dialog.getByRole('checkbox', { name: /Terms of service/ }).check();
  await dialog.getByRole('checkbox', { name: /Privacy policy/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('textbox', { name: 'Nickname' }).fill('Somebody');
  await dialog.getByRole('combobox', { name: 'Nation' }).fill('korea');
  await dialog.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Please enter your e-mail.')).toBeVisible();
  await email.fill('minh@kfeed');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Invalid e-mail format.')).toBeVisible();
  // The answer never tells whether an address has an account (docs/security.md): the
  // owner is e-mailed a notice instead of a code, and the dialog goes on to the code.
  const before = await mailCount('minh@kfeed.example');
  await email.fill('minh@kfeed.example');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Step 4 of 4')).toBeVisible();
  await expect.poll(() => mailCount('minh@kfeed.example')).toBe(before + 1);
});
