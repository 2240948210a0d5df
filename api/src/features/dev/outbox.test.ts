import { jest } from '@jest/globals';
import type { SessionPayload } from '@kfeed/contracts/auth';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import { seedIdentity } from '../../seed/seedIdentity.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../testing/smtpCatcher.ts';
import type { OutboxEntry } from '../../mail/mailer.ts';

jest.setTimeout(30_000);

async function seeded(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer(env);
  await server.db.transaction().execute((trx) => seedIdentity(trx, server.clock));
  return server;
}

const post = async <T>(server: TestServer, path: string, body: unknown) => {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ApiEnvelope<T> };
};

describe('with no SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await seeded({});
  }, 30_000);
  afterAll(() => server.close());

  it('keeps the code e-mail in the development outbox, and it signs in', async () => {
    expect(
      (await post(server, '/api/auth/getLoginVerificationNumber', { email: 'bold@kfeed.example' }))
        .status,
    ).toBe(200);
    const outbox = await fetch(`${server.url}/api/dev/outbox?to=BOLD@kfeed.example`);
    const entries = ((await outbox.json()) as ApiEnvelope<OutboxEntry[]>).data;
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ to: 'bold@kfeed.example', subject: 'Таны KFeed нэвтрэх код' });
    expect(entry?.code).toMatch(/^\d{6}$/);
    expect(entry?.text).toContain(entry?.code ?? 'missing');
    const login = await post<SessionPayload>(server, '/api/auth/login', {
      email: 'bold@kfeed.example',
      verificationNumber: entry?.code,
    });
    expect(login.status).toBe(200);
    expect(login.body.data.isoCode).toBe('mn');
  });

  it('lists newest first, for everyone without a filter', async () => {
    await post(server, '/api/auth/getLoginVerificationNumber', { email: 'john@kfeed.example' });
    const all = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as ApiEnvelope<
      OutboxEntry[]
    >;
    expect(all.data.map((e) => e.to)).toEqual(['john@kfeed.example', 'bold@kfeed.example']);
  });
});

describe('with NODE_ENV=production', () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await seeded({ NODE_ENV: 'production', SMTP_URL: smtp.url });
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('has no development outbox', async () => {
    await post(server, '/api/auth/getLoginVerificationNumber', { email: 'bold@kfeed.example' });
    const response = await fetch(`${server.url}/api/dev/outbox`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
  });
});

describe('behind a proxy on the same machine, with no NODE_ENV', () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    // Listening on loopback, as behind nginx or the shell's server on the same host.
    server = await seeded({ NODE_ENV: '', HOST: '127.0.0.1', SMTP_URL: smtp.url });
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('is production: no outbox, no API docs page, codes only by e-mail', async () => {
    expect(server.config.development).toBe(false);
    await post(server, '/api/auth/getLoginVerificationNumber', { email: 'bold@kfeed.example' });
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const outbox = await fetch(`${server.url}/api/dev/outbox`, { headers });
      expect(outbox.status).toBe(404);
    }
    expect((await fetch(`${server.url}/api/docs`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs/json`)).status).toBe(200);
    expect(smtp.to('bold@kfeed.example')).toHaveLength(1);
  });
});
