import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT, localRemotes } from '../../shared/tooling/apps.ts';
import { serveApp } from './serveApp.ts';
import { remoteOrigins } from '@kfeed/contracts/delivery';
import { SERVICE_WORKER_POLICY, contentSecurityPolicy } from './securityHeaders.ts';

const remotesFile = path.join(mkdtempSync(path.join(tmpdir(), 'kfeed-headers-')), 'remotes.json');
writeFileSync(remotesFile, JSON.stringify(localRemotes(4900)));
const origins = remoteOrigins(localRemotes(4900));

let shell: FastifyInstance;
let remote: FastifyInstance;
let api: FastifyInstance;
const base = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(async () => {
  // A stand-in API that reflects nothing: what matters is what the shell adds or passes on.
  const { default: Fastify } = await import('fastify');
  api = Fastify();
  api.post('/api/auth/refresh', async () => ({ result: true }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  shell = await serveApp({
    root: path.join(REPO_ROOT, 'shared', 'tooling'),
    port: 0,
    shell: { remotesFile, apiUrl: base(api) },
  });
  remote = await serveApp({
    root: path.join(REPO_ROOT, 'shared', 'tooling'),
    port: 0,
    remotesFile,
  });
});
afterAll(async () => {
  await Promise.all([shell.close(), remote.close(), api.close()]);
});

function expectPolicy(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  const script = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
  expect(script.sort()).toEqual(["'self'", ...origins].sort());
  // No eval and no inline script; photo workers come from the page's own blobs.
  expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  expect(csp).toMatch(/worker-src 'self'[^;]* blob:/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toContain(origins[0]);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

it('the shell and a remote send the CSP of the environment and the other headers', async () => {
  for (const server of [shell, remote]) {
    expectPolicy((await fetch(`${base(server)}/apps.ts`)).headers);
  }
  expectPolicy((await fetch(`${base(shell)}/some/app/path`)).headers);
});

it("the shell's /api forwarding answers no CORS, for a foreign origin or null", async () => {
  for (const origin of ['https://evil.example', 'null']) {
    const answer = await fetch(`${base(shell)}/api/auth/refresh`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  }
});

it('the nginx configs send the same policy and headers', () => {
  const conf = readFileSync(
    path.join(REPO_ROOT, 'docs/deploy/nginx-security-headers.conf'),
    'utf8',
  );
  const csp = /Content-Security-Policy "([^"]*)"/.exec(conf)?.[1] ?? '';
  expect(csp.replaceAll('${KFEED_REMOTE_ORIGINS}', origins.join(' '))).toBe(
    contentSecurityPolicy(origins),
  );
  expect(conf).toMatch(/X-Content-Type-Options "nosniff" always/);
  expect(conf).toMatch(/Referrer-Policy "strict-origin-when-cross-origin" always/);
  // Sent, not left commented out.
  expect(conf).toMatch(
    /^add_header Strict-Transport-Security "max-age=\d{8,}; includeSubDomains" always;$/m,
  );
  for (const file of ['nginx-shell.conf', 'nginx-remote.conf']) {
    const server = readFileSync(path.join(REPO_ROOT, 'docs/deploy', file), 'utf8');
    // Every location with its own add_header includes the headers again.
    for (const line of server.split('\n').filter((l) => /location .*add_header/.test(l))) {
      expect(line).toContain('include /etc/nginx/conf.d/security-headers.inc');
    }
  }
});

it("nginx sends the shell's worker with the worker's own policy and every other header", () => {
  const headers = readFileSync(
    path.join(REPO_ROOT, 'docs/deploy/nginx-security-headers.conf'),
    'utf8',
  );
  const site = readFileSync(path.join(REPO_ROOT, 'docs/deploy/nginx-shell.conf'), 'utf8');
  const block = /location = \/sw\.js \{([^}]*)\}/.exec(site)?.[1] ?? '';
  expect(/Content-Security-Policy "([^"]*)" always;/.exec(block)?.[1]).toBe(SERVICE_WORKER_POLICY);
  // The page's policy is not sent beside it (two policies both apply: the stricter would win).
  expect(block).not.toContain('security-headers.inc');
  const others = headers
    .split('\n')
    .filter((line) => line.startsWith('add_header') && !line.includes('Content-Security-Policy'));
  expect(others.length).toBeGreaterThan(3);
  for (const line of others) expect(block).toContain(line);
  expect(block).toContain('add_header Cache-Control "no-cache";');
});
