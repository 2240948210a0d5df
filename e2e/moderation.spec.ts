import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { SessionPayload } from '../shared/contracts/src/auth.ts';
import { DEMO_USERS, signInAs, signUpNewMember } from './support/session.ts';
import { createPost, feedData } from './support/posts.ts';
import { toast } from './support/toasts.ts';
import { E2E_BASE, ports } from './support/ports.ts';
import { serveApp } from '../shell/server/serveApp.ts';
import { localRemotes } from '../shared/tooling/apps.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * Reports reach someone who can act. Three established members report a new member's
 * post (one through the report dialog, with a reason): it is hidden from everyone but its
 * author. The operator makes a member a moderator with `npm run user:role`; the moderator
 * finds the post first in the queue of the moderation remote, removes it with a note, and
 * the action is in the audit log; the author and a reporter each read what came of it.
 * A shell composed without the moderation remote shows no entry and stays whole.
 */
test.use({ locale: 'en-US' });

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const WITHOUT_ADMIN_PORT = E2E_BASE + 44;
const withoutAdmin = `http://localhost:${WITHOUT_ADMIN_PORT}`;
/** A demo member who reads in English, made a moderator by the operator's command. */
const MODERATOR = 'seoul.city@kfeed.example';

/** The operator's command, against the database the browser tests' API uses. */
function setRole(email: string, role: 'moderator' | 'admin' | 'member') {
  execFileSync('npm', ['run', '-s', 'user:role', '--', '--email', email, '--role', role], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: path.join(process.env.KFEED_E2E_DIR ?? '', 'kfeed.sqlite'),
    },
    stdio: 'pipe',
  });
}

async function memberPage(browser: Browser, email: string, goto = '/') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signInAs(page, email, { goto });
  return { page, session };
}

async function reportByCall(page: Page, session: SessionPayload, feedId: number) {
  const response = await page.request.post('/api/feed/reportFeed', {
    data: { feedId, reasonCode: 'SCAM', reasonText: 'Asks for a deposit by wire.' },
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(response.status()).toBe(200);
}

let author: { email: string; nickname: string; session: SessionPayload };
let scamPost = 0;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/api/health');
  author = await signUpNewMember(page);
  scamPost = await createPost(page.request, author.session.accessToken, {
    title: 'Cheap room, deposit by wire',
    text: 'Send the deposit today and the keys come by post.',
  });
  await context.close();
});

test.afterAll(() => setRole(MODERATOR, 'member'));

test('three reports hide a post; a moderator removes it; author and reporter are told', async ({
  browser,
  page,
}) => {
  // A reporter through the dialog, with a reason.
  await signInAs(page, DEMO_USERS.john, { goto: `/feed/${scamPost}` });
  await page.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: /^Scam/ }).check();
  await dialog.getByRole('textbox').fill('Fake rental: a deposit before any viewing.');
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(toast(page, 'Your report has been received')).toBeVisible();

  // Two more established members report it; then a visitor no longer finds it.
  for (const email of [DEMO_USERS.minh, DEMO_USERS.yuki]) {
    const reporter = await memberPage(browser, email);
    await reportByCall(reporter.page, reporter.session, scamPost);
    await reporter.page.context().close();
  }
  expect(await feedData(page.request, scamPost)).toBeNull();
  // Its author still sees it.
  const seenByAuthor = await feedData(page.request, scamPost, {
    token: author.session.accessToken,
  });
  expect(seenByAuthor?.feedId).toBe(scamPost);

  // A member is not a moderator: /admin sends them home, and no entry is shown.
  const member = await memberPage(browser, DEMO_USERS.john, '/admin');
  await expect(member.page).toHaveURL(/\/$/);
  await expect(member.page.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  await member.page.context().close();

  // The operator grants the role; the moderator signs in and finds the post first.
  setRole(MODERATOR, 'moderator');
  const moderator = await memberPage(browser, MODERATOR);
  await moderator.page.getByRole('link', { name: 'Moderation' }).click();
  await expect(moderator.page).toHaveURL(/\/admin$/);
  await expect(moderator.page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const first = moderator.page
    .getByRole('list', { name: 'Reported content' })
    .locator('article')
    .first();
  await expect(first).toHaveAttribute('data-target', `FEED:${scamPost}`);
  await expect(first).toContainText('Reporters: 3');
  await expect(first).toContainText('Fake rental: a deposit before any viewing.');
  await expect(first).toContainText('Hidden automatically');
  await expectNoSeriousA11yViolations(moderator.page, 'the report queue');

  await first.getByRole('button', { name: /^Remove: / }).click();
  const removeDialog = moderator.page.getByRole('dialog', { name: /^Remove / });
  // The note is required.
  await removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(removeDialog).toContainText('Write a note');
  await expectNoSeriousA11yViolations(moderator.page, 'the remove dialog');
  await removeDialog
    .getByRole('textbox', { name: 'Note for the audit log' })
    .fill('Rental scam: asks for a deposit before a viewing.');
  await removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(moderator.page.locator(`article[data-target="FEED:${scamPost}"]`)).toHaveCount(0);

  // The action is in the audit log.
  await moderator.page.getByRole('link', { name: 'Audit log' }).click();
  await expect(moderator.page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expectNoSeriousA11yViolations(moderator.page, 'the audit log');
  const entry = moderator.page
    .getByRole('row')
    .filter({ hasText: 'Rental scam: asks for a deposit before a viewing.' });
  await expect(entry).toContainText('Removed');
  await moderator.page.context().close();

  // Removed for everyone, its author included.
  expect(await feedData(page.request, scamPost, { token: author.session.accessToken })).toBeNull();

  // The author is told; the reporter is told that action was taken.
  const authorPage = await memberPage(browser, author.email, '/notifications');
  await expect(
    authorPage.page
      .getByText('Your post “Cheap room, deposit by wire” was removed by a moderator')
      .or(authorPage.page.getByText('One of your posts was removed by a moderator')),
  ).toBeVisible();
  await authorPage.page.context().close();

  await page.goto('/notifications');
  await expect(page.getByText('Thanks for your report on a post: action was taken')).toBeVisible();
});

test('a shell composed without the moderation remote shows no entry and stays whole', async ({
  page,
}) => {
  // A second deployment of the shell whose remotes.json names every remote but mf-admin,
  // as production's does until the operator adds it.
  const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-remotes-'));
  const remotesFile = path.join(dir, 'remotes.json');
  const remotes: Record<string, string> = { ...localRemotes(E2E_BASE) };
  delete remotes['mf-admin'];
  writeFileSync(remotesFile, JSON.stringify(remotes));
  const shell = await serveApp({
    root: path.join(REPO_ROOT, 'shell', 'dist'),
    port: WITHOUT_ADMIN_PORT,
    shell: { remotesFile, apiUrl: `http://127.0.0.1:${ports.api}` },
  });
  try {
    setRole(MODERATOR, 'moderator');
    const session = await signInAs(page, MODERATOR);
    // The moderator's session on the other deployment (its own origin and storage).
    await page.goto(`${withoutAdmin}/api/health`);
    await page.evaluate((s) => {
      localStorage.setItem('accessToken', s.accessToken);
      localStorage.setItem('userId', String(s.userId));
      localStorage.setItem('isoCode', s.isoCode);
    }, session);
    await page.goto(`${withoutAdmin}/`);
    await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'My page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
    // A typed /admin is any unknown path here: home.
    await page.goto(`${withoutAdmin}/admin`);
    await expect(page).toHaveURL(`${withoutAdmin}/`);
    await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
    await nav.getByRole('link', { name: 'My page' }).click();
    await expect(page).toHaveURL(`${withoutAdmin}/myPage`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await shell.close();
  }
});
