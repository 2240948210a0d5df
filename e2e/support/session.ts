/**
 * Sign a demo member (or any member) in through the real API, with the code read
 * from the mail catcher, and store the session in the page the way the app does.
 */
import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SessionPayload } from '../../shared/contracts/src/auth.ts';
import type { ApiEnvelope } from '../../shared/contracts/src/envelope.ts';
import type { Language, Nation } from '../../shared/contracts/src/common.ts';
import { codeInMail, type CaughtMail } from '../../api/src/testing/smtpCatcher.ts';
import { ports } from './ports.ts';
import { E2E_JWT_SECRET } from './testEnvironment.ts';

export const DEMO_USERS = {
  minh: 'minh@kfeed.example',
  yuki: 'yuki@kfeed.example',
  anna: 'anna@kfeed.example',
  john: 'john@kfeed.example',
  official: 'kfeed.official@kfeed.example',
} as const;

async function mailbox(email: string): Promise<CaughtMail[]> {
  const url = `http://127.0.0.1:${ports.mailbox}/messages?to=${encodeURIComponent(email)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** How many messages the address has received so far (pass it to readCodeFrom as `after`). */
export async function mailCount(email: string): Promise<number> {
  return (await mailbox(email)).length;
}

/**
 * The code of the newest message to `email`. With `after`, waits (up to `timeoutMs`)
 * for a message beyond the first `after` ones, so an older code is never taken.
 */
export async function readCodeFrom(
  email: string,
  { after, timeoutMs = 10_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await mailbox(email);
    const newest = messages.at(-1);
    if (newest && (after === undefined || messages.length > after)) {
      const code = codeInMail(newest);
      if (!code) throw new Error(`no six-digit code in the newest mail to ${email}`);
      return code;
    }
    if (Date.now() > deadline) throw new Error(`no new mail to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function post<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await request.post(path, { data });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (!response.ok() || !envelope.result) {
    throw new Error(`${path} answered ${response.status()}: ${envelope.message}`);
  }
  return envelope.data;
}

/** Ask for a login code and read it from the mailbox. */
export async function requestLoginCode(request: APIRequestContext, email: string): Promise<string> {
  const before = await mailCount(email);
  await post(request, '/api/auth/getLoginVerificationNumber', { email });
  return readCodeFrom(email, { after: before });
}

/**
 * Sign `email` in: code by e-mail, login through the page's own request context (so the
 * httpOnly refresh cookie lands in the browser context), the session written to
 * localStorage under the app's keys, then `goto` (default '/') opened signed in.
 */
export async function signInAs(
  page: Page,
  email: string,
  { goto = '/' }: { goto?: string } = {},
): Promise<SessionPayload> {
  const verificationNumber = await requestLoginCode(page.request, email);
  const session = await post<SessionPayload>(page.request, '/api/auth/login', {
    email,
    verificationNumber,
  });
  await storeSession(page, session, goto);
  return session;
}

/** The same access token with its expiry moved into the past, signed as the API signs. */
export function expiredCopyOf(token: string): string {
  const [, payload] = token.split('.');
  if (!payload) throw new Error('not a JWT');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
  const past = Math.floor(Date.now() / 1000) - 60;
  const body = { ...claims, iat: past - 900, exp: past };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(body)}`;
  const signature = createHmac('sha256', E2E_JWT_SECRET).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

let memberSeq = 0;

/**
 * A brand-new member made through the real sign-up calls (code from the mailbox), for
 * tests that change a member's settings. Signs in through the page's request context.
 */
export async function signUpNewMember(
  page: Page,
  {
    isoCode = 'en',
    nationCode = 'VN',
    email: givenEmail,
  }: { isoCode?: string; nationCode?: string; email?: string } = {},
): Promise<{ email: string; nickname: string; session: SessionPayload }> {
  const unique = `${Date.now().toString(36)}${(memberSeq += 1)}`;
  const email = givenEmail ?? `member-${unique}@kfeed.example`;
  const nickname = `m${unique}`.slice(0, 10);
  const [languages, nations] = await Promise.all([
    page.request.get('/api/common/getSupportedLanguageList').then((r) => r.json()),
    page.request.get('/api/common/getNationList').then((r) => r.json()),
  ]);
  const language = (languages as ApiEnvelope<Language[]>).data.find(
    (l) => l.isoCode.toLowerCase() === isoCode.toLowerCase(),
  );
  const nation = (nations as ApiEnvelope<Nation[]>).data.find((n) => n.nationCode === nationCode);
  if (!language || !nation) throw new Error(`no language ${isoCode} or nation ${nationCode}`);
  const before = await mailCount(email);
  await post(page.request, '/api/auth/getSignUpVerificationNumber', {
    email,
    userLanguageId: language.languageId,
  });
  const verificationNumber = await readCodeFrom(email, { after: before });
  const session = await post<SessionPayload>(page.request, '/api/auth/signUp', {
    email,
    nickname,
    userNationId: nation.nationId,
    userLanguageId: language.languageId,
    verificationNumber,
    autoLogin: true,
    // The consents the sign-up screen asks for (the API refuses a sign-up without them).
    agreeAge: true,
    agreeTerms: true,
    agreePrivacy: true,
  });
  return { email, nickname, session };
}

/** Write a session into the page's localStorage under the app's keys, then open `goto`. */
export async function storeSession(page: Page, session: SessionPayload, goto = '/'): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate((s) => {
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('userId', String(s.userId));
    localStorage.setItem('isoCode', s.isoCode);
  }, session);
  await page.goto(goto);
}

/** Type a code into the dialog's six digit boxes, as a person does: the first box, then keys. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}
