/**
 * Sign a demo member (or any member) in through the real API, with the code read
 * from the mail catcher, and store the session in the page the way the app does.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import type { SessionPayload } from '../../shared/src/contracts/auth.ts';
import type { ApiEnvelope } from '../../shared/src/contracts/envelope.ts';
import { ports } from './ports.ts';

interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: string;
}

export const DEMO_USERS = {
  minh: 'minh@kfeed.example',
  yuki: 'yuki@kfeed.example',
  anna: 'anna@kfeed.example',
  john: 'john@kfeed.example',
  official: 'kfeed.official@kfeed.example',
} as const;

async function mailbox(email: string): Promise<ReceivedMail[]> {
  const url = `http://127.0.0.1:${ports.mailbox}/messages?to=${encodeURIComponent(email)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/** How many messages the address has received so far (pass it to readCodeFrom as `after`). */
export async function mailCount(email: string): Promise<number> {
  return (await mailbox(email)).length;
}

/** The six-digit code in a raw message: its text body first, then its HTML. */
export async function codeInMail(raw: string): Promise<string | null> {
  const parsed = await PostalMime.parse(raw);
  for (const body of [parsed.text, parsed.html?.replace(/<[^>]*>/g, ' ')]) {
    const match = body?.match(/(?<!\d)\d{6}(?!\d)/);
    if (match) return match[0];
  }
  return null;
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
      const code = await codeInMail(newest.raw);
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
  // A small same-origin page first: localStorage belongs to the origin, not to a document.
  await page.goto('/api/health');
  await page.evaluate((s) => {
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('userId', String(s.userId));
    localStorage.setItem('isoCode', s.isoCode);
  }, session);
  await page.goto(goto);
  return session;
}
