import { expect, test } from '@playwright/test';
import { mailCount, readCodeFrom, typeCode } from './support/session.ts';
import { withRunDatabase } from './support/runDatabase.ts';

/**
 * Sign-up keeps what it shows: the nickname checked at step 2, a new code only after its
 * cooldown, and the consents ticked stored with the account and the terms version shown.
 */
test.use({ locale: 'en-US' });

/** The consents stored for an address, read from the run's database. */
function storedConsents(email: string) {
  return withRunDatabase(
    (db) =>
      db
        .prepare(
          `SELECT c.consent_type AS type, c.agreed, c.terms_version AS version
             FROM user_consents c JOIN users u ON u.user_id = c.user_id
            WHERE u.email = ? ORDER BY c.consent_type`,
        )
        .all(email),
    { readonly: true },
  );
}

test('a taken nickname is said at step 2, a new code comes after its cooldown, consents are stored', async ({
  page,
}) => {
  await page.clock.install();
  const unique = Date.now().toString(36);
  const email = `promise-${unique}@kfeed.example`;

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  // The three required consents, not the optional one.
  await dialog.getByRole('checkbox', { name: /14 or older/ }).check();
  await dialog.getByRole('checkbox', { name: /Terms of service/ }).check();
  await dialog.getByRole('checkbox', { name: /Privacy policy/ }).check();
  const next = dialog.getByRole('button', { name: 'Next' });
  await next.click();

  // Step 2: the kit's rule first, then the server says the nickname is taken.
  const nickname = dialog.getByRole('textbox', { name: 'Nickname' });
  await nickname.fill('ＡＤＭＩＮ');
  await nickname.blur();
  await expect(nickname).toHaveAccessibleDescription(
    'This nickname is reserved for official accounts. Please choose another one.',
  );
  await dialog.getByRole('combobox', { name: 'Nation' }).fill('korea');
  await dialog.getByRole('option').first().click();
  await expect(next).toBeDisabled();
  await nickname.fill('yuki');
  await next.click();
  await expect(nickname).toHaveAccessibleDescription(
    'This nickname is already taken. Please choose another one.',
  );
  await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
  await expect(next).toBeDisabled();
  await nickname.fill(`P${unique.slice(-6)}`);
  await expect(next).toBeEnabled();
  await next.click();

  // Step 3 and 4: the first code, then no new one before a minute has passed.
  await expect(dialog.getByText('Step 3 of 4')).toBeVisible();
  const first = await mailCount(email);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Step 4 of 4')).toBeVisible();
  await readCodeFrom(email, { after: first });
  const resend = dialog.getByRole('button', { name: 'Resend code' });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveAccessibleDescription(/in (1:00|0:5\d)$/);
  await page.clock.fastForward(30_000);
  await expect(resend).toHaveAccessibleDescription(/in 0:[23]\d$/);
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(31_000);
  await expect(resend).toBeEnabled();
  const second = await mailCount(email);
  await resend.click();
  await expect(dialog.getByRole('status')).toHaveText(`A new code was sent to ${email}.`);
  await expect(resend).toBeDisabled();
  const newCode = await readCodeFrom(email, { after: second });
  expect(await mailCount(email)).toBe(second + 1);

  await typeCode(page, newCode);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeTruthy();

  // Stored with the account: what was ticked, and the versions shown (the current ones).
  const current = async (termsType: string) => {
    const answer = await page.request.post('/api/terms/getTermsDataList', {
      data: { termsType, isoCode: 'en' },
    });
    return Math.max(
      ...((await answer.json()).data as { termsVersion: number }[]).map((d) => d.termsVersion),
    );
  };
  expect(storedConsents(email)).toEqual([
    { type: 'AGE', agreed: 'Y', version: null },
    { type: 'PRIVACY', agreed: 'Y', version: await current('privacy') },
    { type: 'TERMS', agreed: 'Y', version: await current('terms') },
    { type: 'UNIQUE_ID', agreed: 'N', version: null },
  ]);
});
