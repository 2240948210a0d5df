import type { SessionPayload } from '@kfeed/contracts/auth';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import { seedIdentity } from '../seed/seedIdentity.ts';
import { REFRESH_COOKIE } from '../auth/refreshSessions.ts';
import { startSmtpCatcher, type SmtpCatcher } from './smtpCatcher.ts';
import { startTestServer, type TestServer } from './testServer.ts';

export interface Answer<T = unknown> {
  status: number;
  body: ApiEnvelope<T> & { code?: string };
  headers: Headers;
  /** The refresh cookie the answer set: its value ('' when cleared) and attributes. */
  refreshCookie: { value: string; attributes: string } | null;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The refresh token to send as the cookie. */
  refresh?: string;
  headers?: Record<string, string>;
}

export interface IdentityServer {
  server: TestServer;
  smtp: SmtpCatcher;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  /** Request a login code, read it from the received mail and log in. */
  signIn(email: string): Promise<SessionPayload & { refresh: string }>;
  languageId(isoCode: string): Promise<number>;
  nationId(code: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * A test server over a fresh database with the identity demo data, sending its mail to a
 * real SMTP server on loopback. The code-send limits are high unless `env` sets them.
 */
export async function startIdentityServer(
  env: Record<string, string> = {},
): Promise<IdentityServer> {
  const smtp = await startSmtpCatcher();
  const server = await startTestServer({
    SMTP_URL: smtp.url,
    CODE_SEND_LIMIT_PER_EMAIL: '1000',
    CODE_SEND_LIMIT_PER_IP: '1000',
    LOGIN_LIMIT_PER_IP: '1000',
    ...env,
  });
  await server.db
    .transaction()
    .execute((trx) => seedIdentity(trx, server.clock, { storage: server.storage }));

  async function call<T>(method: string, path: string, options: CallOptions = {}) {
    // The app's own refresh and logout calls: from an allowed origin, with a JSON body.
    const cookieCall = path === '/api/auth/refresh' || path === '/api/auth/logout';
    if (cookieCall) options = { body: {}, ...options };
    const headers: Record<string, string> = {
      ...(cookieCall ? { origin: server.config.allowedOrigins[0] ?? '' } : {}),
      ...options.headers,
    };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.refresh !== undefined) headers.cookie = `${REFRESH_COOKIE}=${options.refresh}`;
    const response = await fetch(server.url + path, {
      method,
      headers,
      ...(options.body !== undefined
        ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
        : {}),
    });
    const text = await response.text();
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as ApiEnvelope<T> & { code?: string },
      headers: response.headers,
      refreshCookie: cookie
        ? {
            value: cookie.slice(REFRESH_COOKIE.length + 1).split(';')[0] ?? '',
            attributes: cookie,
          }
        : null,
    };
  }

  return {
    server,
    smtp,
    call,
    async signIn(email) {
      const sent = await call('POST', '/api/auth/getLoginVerificationNumber', { body: { email } });
      if (sent.status !== 200) throw new Error(`code send failed: ${JSON.stringify(sent.body)}`);
      const login = await call<SessionPayload>('POST', '/api/auth/login', {
        body: { email, verificationNumber: smtp.codeFor(email) },
      });
      if (login.status !== 200 || !login.refreshCookie) {
        throw new Error(`login failed: ${JSON.stringify(login.body)}`);
      }
      return { ...login.body.data, refresh: login.refreshCookie.value };
    },
    async languageId(isoCode) {
      const row = await server.db
        .selectFrom('languages')
        .select('language_id')
        .where('iso_code', '=', isoCode)
        .executeTakeFirstOrThrow();
      return row.language_id;
    },
    async nationId(code) {
      const row = await server.db
        .selectFrom('nations')
        .select('nation_id')
        .where('nation_code', '=', code)
        .executeTakeFirstOrThrow();
      return row.nation_id;
    },
    async close() {
      await server.close();
      await smtp.close();
    },
  };
}
