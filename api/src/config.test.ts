import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { SignJWT } from 'jose';
import { ConfigError, SECRET_FILE_NAME, loadConfig } from './config.ts';

jest.setTimeout(90_000);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A production start as documented: a database, and a mail server (never reached here). */
const base = () => ({
  DATABASE_URL: path.join(dir, 'kfeed.sqlite'),
  SMTP_URL: 'smtp://127.0.0.1:9',
});
const noSmtp = { SMTP_URL: '' };

describe('the signing secret', () => {
  it('is generated on first start, kept 0600 in the data folder, and reused', () => {
    const first = loadConfig(base());
    const file = path.join(dir, SECRET_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.byteLength(first.jwtSecret)).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig(base()).jwtSecret).toBe(first.jwtSecret);
  });

  it.each(['kfeed-development-secret-change-me', 'test-secret', 'short-but-mine'])(
    'refuses %s',
    (secret) => {
      expect(() => loadConfig({ ...base(), JWT_SECRET: secret })).toThrow(ConfigError);
    },
  );
});

describe('the mode', () => {
  it('is production unless NODE_ENV=development asks otherwise, whatever the address', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example:25' };
    expect(loadConfig({ ...base(), ...smtp, HOST: '0.0.0.0' }).development).toBe(false);
    expect(loadConfig({ ...base(), ...smtp, NODE_ENV: 'production' }).development).toBe(false);
    // Loopback is not development: a proxy on the same machine makes it reachable by all.
    expect(loadConfig({ ...base(), ...smtp, HOST: '127.0.0.1' }).development).toBe(false);
    expect(loadConfig({ ...base(), ...smtp }).development).toBe(false);
    expect(loadConfig({ ...base(), ...smtp, HOST: '::1', NODE_ENV: 'test' }).development).toBe(
      false,
    );
    expect(loadConfig({ ...base(), HOST: '::1', NODE_ENV: 'development' }).development).toBe(true);
    expect(loadConfig({ ...base(), ...noSmtp, NODE_ENV: 'development' }).development).toBe(true);
  });

  it('refuses to start without SMTP unless in development, and says why', () => {
    expect(() => loadConfig({ ...base(), ...noSmtp, HOST: '0.0.0.0' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base(), ...noSmtp, NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base(), ...noSmtp, HOST: '127.0.0.1' })).toThrow(
      /SMTP_URL is not set.*NODE_ENV=development/,
    );
    expect(loadConfig({ ...base(), ...noSmtp, NODE_ENV: 'development' }).smtpUrl).toBeNull();
  });

  it('logs errors and warnings by default, any level when asked, and refuses a bad level', () => {
    expect(loadConfig(base()).logLevel).toBe('warn');
    expect(loadConfig({ ...base(), LOG_LEVEL: 'INFO' }).logLevel).toBe('info');
    expect(loadConfig({ ...base(), REQUEST_LOG: 'false' }).requestLog).toBe(false);
    expect(() => loadConfig({ ...base(), LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('never lists the null origin as allowed', () => {
    expect(
      loadConfig({ ...base(), ALLOWED_ORIGINS: 'null, https://kfeed.example' }).allowedOrigins,
    ).toEqual(['https://kfeed.example']);
  });
});

describe('moderation', () => {
  it('hides content at MODERATION_HIDE_THRESHOLD reporters, 3 unless set to a positive number', () => {
    expect(loadConfig(base()).moderationHideThreshold).toBe(3);
    expect(loadConfig({ ...base(), MODERATION_HIDE_THRESHOLD: '5' }).moderationHideThreshold).toBe(
      5,
    );
    for (const bad of ['0', '-2', 'many', '2.5']) {
      expect(
        loadConfig({ ...base(), MODERATION_HIDE_THRESHOLD: bad }).moderationHideThreshold,
      ).toBe(3);
    }
  });
});

/** Run the real server entry point; resolve with its exit code and output once it exits or is ready. */
function runMain(env: Record<string, string>, untilReady: boolean) {
  return new Promise<{ code: number | null; output: string; stop: () => void }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      // 'Server listening' is logged at info.
      env: { PATH: process.env.PATH ?? '', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info', ...env },
    });
    let output = '';
    const stop = () => child.kill('SIGTERM');
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (untilReady && output.includes('Server listening')) resolve({ code: null, output, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, output, stop }));
  });
}

describe('the API process', () => {
  it('refuses to start on a reachable address without SMTP', async () => {
    const run = await runMain({ ...base(), ...noSmtp, HOST: '0.0.0.0', PORT: '0' }, false);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/not started: .*SMTP_URL is not set/);
  });

  it('on a default start, refuses a token signed with the published default secret', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const run = await runMain({ ...base(), PORT: port }, true);
    try {
      const now = Math.floor(Date.now() / 1000);
      const forged = await new SignJWT({ isoCode: 'en', roles: ['ADMIN'], sid: 'x' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('1')
        .setIssuer('kfeed')
        .setAudience('kfeed-api')
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode('kfeed-development-secret-change-me'));
      const answer = await fetch(`http://127.0.0.1:${port}/api/user/getUserInfo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { code: string }).code).toBe('AUTH-001');
      expect(statSync(path.join(dir, SECRET_FILE_NAME)).mode & 0o777).toBe(0o600);
    } finally {
      run.stop();
    }
  });
});
