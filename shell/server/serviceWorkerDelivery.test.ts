/**
 * What the shell's server sends for the installable app: the service worker un-hashed and
 * always revalidated, with a policy of its own (a worker keeps the policy it was installed
 * with); the manifest with its type; and, turned off, the worker that removes itself.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { localRemotes } from '../../shared/tooling/apps.ts';
import { serveApp } from './serveApp.ts';
import { SERVICE_WORKER_POLICY } from './securityHeaders.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-worker-'));
const remotesFile = path.join(dir, 'remotes.json');
const servers: FastifyInstance[] = [];
const base = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(() => {
  writeFileSync(remotesFile, JSON.stringify(localRemotes(4900)));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>KFeed</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'sw.js'), 'self.kfeedWorker = "on";\n');
  writeFileSync(path.join(dir, 'sw-off.js'), 'self.kfeedWorker = "off";\n');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'KFeed' }));
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

async function shellServer(serviceWorker?: 'on' | 'off') {
  const server = await serveApp({
    root: dir,
    port: 0,
    shell: { remotesFile, apiUrl: 'http://127.0.0.1:9' },
    ...(serviceWorker ? { serviceWorker } : {}),
  });
  servers.push(server);
  return base(server);
}

it('serves /sw.js revalidated every time, as JavaScript, under the worker policy', async () => {
  const shell = await shellServer();
  const worker = await fetch(`${shell}/sw.js`);
  expect(worker.status).toBe(200);
  expect(await worker.text()).toContain('"on"');
  expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expect(worker.headers.get('content-security-policy')).toBe(SERVICE_WORKER_POLICY);
  expect(worker.headers.get('x-content-type-options')).toBe('nosniff');
  // Its policy names no remote origin (it would outlive a change of remotes.json) ...
  expect(SERVICE_WORKER_POLICY).not.toContain('localhost:49');
  // ... while every other answer keeps the page's policy with them.
  const page = await fetch(`${shell}/`);
  expect(page.headers.get('content-security-policy')).toContain('http://localhost:4901');
  expect(page.headers.get('content-security-policy')).not.toBe(SERVICE_WORKER_POLICY);
});

it('serves the manifest as application/manifest+json', async () => {
  const shell = await shellServer();
  const manifest = await fetch(`${shell}/manifest.webmanifest`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
});

it('turned off, answers /sw.js with the worker that removes itself', async () => {
  const shell = await shellServer('off');
  const worker = await fetch(`${shell}/sw.js`);
  expect(worker.status).toBe(200);
  expect(await worker.text()).toContain('"off"');
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expect(worker.headers.get('content-security-policy')).toBe(SERVICE_WORKER_POLICY);
});
