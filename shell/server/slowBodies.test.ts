/**
 * The shell's /api proxy under slow and large bodies: a client trickling bodies a byte at
 * a time does not take the proxy's API connections from everyone else (the body is held
 * in the shell until complete), one address cannot have more than its share of requests
 * under way, a photo-sized body arrives byte for byte and leaves no file behind, and a
 * body over the limit is refused with the API's envelope.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT, localRemotes } from '../../shared/tooling/apps.ts';
import { serveApp } from './serveApp.ts';

jest.setTimeout(60_000);

const work = mkdtempSync(path.join(tmpdir(), 'kfeed-slow-bodies-'));
const remotesFile = path.join(work, 'remotes.json');
writeFileSync(remotesFile, JSON.stringify(localRemotes(4960)));
const spoolDirectory = path.join(work, 'spool');

let api: Server;
let apiUrl: string;
const shells: FastifyInstance[] = [];
const slowSockets: Socket[] = [];

beforeAll(async () => {
  // A stand-in API: health at once; /api/echo reads the whole body and says what came.
  api = createServer((request, response) => {
    if (request.url === '/api/health') return void response.end('{"result":true}');
    const hash = createHash('sha256');
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      hash.update(chunk);
    });
    request.on('end', () => response.end(JSON.stringify({ bytes, sha256: hash.digest('hex') })));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(() => {
  for (const socket of slowSockets.splice(0)) socket.destroy();
});
afterAll(async () => {
  await Promise.all(shells.map((shell) => shell.close()));
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

async function startShell(options: { clientRequestsMax?: number; limit?: number } = {}) {
  const shell = await serveApp({
    root: path.join(REPO_ROOT, 'shared', 'tooling'),
    port: 0,
    shell: { remotesFile, apiUrl },
    ...(options.clientRequestsMax ? { clientRequestsMax: options.clientRequestsMax } : {}),
    apiBodySpool: {
      limit: options.limit ?? 50 * 1024 * 1024,
      memoryMax: 64 * 1024,
      directory: spoolDirectory,
    },
  });
  shells.push(shell);
  const address = shell.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A POST whose body comes a byte every 500 ms, from `localAddress`. */
function trickle(port: number, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
      socket.write(
        'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{',
      );
      const timer = setInterval(() => socket.write(' '), 500);
      socket.once('close', () => clearInterval(timer));
      resolve(socket);
    });
    socket.once('error', reject);
    socket.on('data', () => undefined);
    slowSockets.push(socket);
  });
}

/** GET /api/health through the shell from `localAddress`: its status and how long it took. */
function probe(port: number, localAddress = '127.0.0.1') {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: '/api/health', localAddress, agent: false, timeout: 5_000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.once('timeout', () => request.destroy(new Error('no answer within 5 s')));
    request.once('error', reject);
    request.end();
  });
}

test('150 trickled bodies from one client leave health answering for everyone', async () => {
  // No per-client cap here: holding the bodies alone must keep the API connections free.
  const port = await startShell({ clientRequestsMax: 1_000 });
  for (let i = 0; i < 150; i += 1) await trickle(port, '127.0.0.2');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const probes = [];
  for (let i = 0; i < 8; i += 1) probes.push(await probe(port));
  expect(probes.map((p) => p.status)).toEqual(Array(8).fill(200));
});

test('one address past its share of requests under way gets 429; another is served', async () => {
  const port = await startShell({ clientRequestsMax: 5 });
  for (let i = 0; i < 5; i += 1) await trickle(port, '127.0.0.3');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await probe(port, '127.0.0.3')).status).toBe(429);
  expect((await probe(port, '127.0.0.1')).status).toBe(200);
  // Its requests ended, the address is served again.
  for (const socket of slowSockets.splice(0)) socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await probe(port, '127.0.0.3')).status).toBe(200);
});

test('a photo-sized body arrives byte for byte, and its spooled file is removed', async () => {
  const port = await startShell();
  const body = Buffer.alloc(3 * 1024 * 1024);
  for (let i = 0; i < body.length; i += 1) body[i] = (i * 31) % 251;
  const response = await fetch(`http://127.0.0.1:${port}/api/echo`, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body,
  });
  expect(await response.json()).toEqual({
    bytes: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(readdirSync(spoolDirectory)).toEqual([]);
});

test('a small JSON body arrives exactly as sent, headers and all', async () => {
  const port = await startShell();
  const body = JSON.stringify({ email: 'minh@kfeed.example', note: 'ở Seoul 서울' });
  const response = await fetch(`http://127.0.0.1:${port}/api/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body,
  });
  expect(await response.json()).toEqual({
    bytes: Buffer.byteLength(body),
    sha256: createHash('sha256').update(body).digest('hex'),
  });
});

test('a body over the limit is refused with 413 in the API envelope', async () => {
  const port = await startShell({ limit: 10_000 });
  const response = await fetch(`http://127.0.0.1:${port}/api/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'x'.repeat(20_000) }),
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ result: false, code: 'BODY_TOO_LARGE' });
});
