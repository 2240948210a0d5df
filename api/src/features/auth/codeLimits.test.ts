import { jest } from '@jest/globals';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';
import { rowCount } from '../../testing/rowCount.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
beforeAll(async () => {
  api = await startIdentityServer({
    CODE_SEND_LIMIT_PER_EMAIL: '3',
    CODE_SEND_LIMIT_PER_IP: '6',
    CODE_SEND_WINDOW_SECONDS: '600',
  });
}, 30_000);
afterAll(() => api.close());

/** Ask for a login code as if from `ip` (the API trusts X-Forwarded-For from loopback). */
const ask = (email: string, ip: string) =>
  api.call('POST', '/api/auth/getLoginVerificationNumber', {
    body: { email },
    headers: { 'x-forwarded-for': ip },
  });

it('limits code sends per e-mail address, and lifts the limit when the window passes', async () => {
  const email = 'minh@kfeed.example';
  for (let i = 0; i < 3; i += 1) expect((await ask(email, `10.0.0.${i + 1}`)).status).toBe(200);
  const codes = await rowCount(api.server, 'verification_codes');
  const refused = await ask(email, '10.0.0.9');
  expect(refused.status).toBe(429);
  expect(refused.body.code).toBe('AUTH-011');
  expect(refused.body.message).toBe(
    'Too many codes were requested for this e-mail address. Please try again in 10 minutes.',
  );
  expect(refused.headers.get('retry-after')).toBe('600');
  expect(await rowCount(api.server, 'verification_codes')).toBe(codes);
  expect(api.smtp.to(email)).toHaveLength(3);

  // Another address is not affected.
  expect((await ask('yuki@kfeed.example', '10.0.0.9')).status).toBe(200);

  api.server.clock.advance(601_000);
  expect((await ask(email, '10.0.0.9')).status).toBe(200);
});

it('limits code requests per client address, refused ones included', async () => {
  const ip = '203.0.113.7';
  // Probing unknown addresses counts too (answered as for members).
  for (let i = 0; i < 4; i += 1) {
    expect((await ask(`probe${i}@example.com`, ip)).status).toBe(200);
  }
  expect((await ask('anna@kfeed.example', ip)).status).toBe(200);
  expect((await ask('john@kfeed.example', ip)).status).toBe(200);
  const refused = await ask('sari@kfeed.example', ip);
  expect(refused.status).toBe(429);
  expect(refused.body.code).toBe('AUTH-012');
  expect(api.smtp.to('sari@kfeed.example')).toHaveLength(0);
  const russian = await api.call('POST', '/api/auth/getLoginVerificationNumber', {
    body: { email: 'sari@kfeed.example' },
    headers: { 'x-forwarded-for': ip, 'accept-language': 'ru' },
  });
  expect(russian.body.message).toBe(
    'Из вашей сети запрошено слишком много кодов. Попробуйте снова через 10 минут.',
  );
  // Another client is not affected.
  expect((await ask('sari@kfeed.example', '198.51.100.20')).status).toBe(200);
});

it('limits sign-up codes the same way', async () => {
  const email = 'limited-newcomer@example.com';
  const languageId = await api.languageId('en');
  const askSignUp = () =>
    api.call('POST', '/api/auth/getSignUpVerificationNumber', {
      body: { email, userLanguageId: languageId },
      headers: { 'x-forwarded-for': '192.0.2.50' },
    });
  for (let i = 0; i < 3; i += 1) expect((await askSignUp()).status).toBe(200);
  const refused = await askSignUp();
  expect(refused.status).toBe(429);
  expect(refused.body.code).toBe('AUTH-011');
});
