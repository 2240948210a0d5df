/**
 * The shell's /api proxy passes the live stream (Server-Sent Events, /api/live) through as
 * it comes: each event reaches the browser when the API writes it, a quiet stream is not
 * cut by the shell's idle-connection timeout, a tab that goes away ends the API's stream,
 * and closing the shell's server ends the streams it holds.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { liveRoutes } from '@kfeed/contracts/routes/live';
import { REPO_ROOT, localRemotes } from '../../shared/tooling/apps.ts';
import { SERVER_TIMEOUTS, serveApp } from './serveApp.ts';

jest.setTimeout(60_000);

const remotesFile = path.join(
  mkdtempSync(path.join(tmpdir(), 'kfeed-live-proxy-')),
  'remotes.json',
);
writeFileSync(remotesFile, JSON.stringify(localRemotes(4950)));

/** The stand-in API's open streams: the test writes to them by hand. */
const upstream: { request: IncomingMessage; response: ServerResponse; closed: boolean }[] = [];
let api: Server;
let shell: FastifyInstance;
let shellUrl: string;

beforeAll(async () => {
  api = createServer((request, response) => {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    response.write(': live\n\n');
    const entry = { request, response, closed: false };
    response.on('close', () => (entry.closed = true));
    upstream.push(entry);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  shell = await serveApp({
    root: path.join(REPO_ROOT, 'shared', 'tooling'),
    port: 0,
    shell: { remotesFile, apiUrl },
  });
  const shellAddress = shell.server.address();
  shellUrl = `http://127.0.0.1:${typeof shellAddress === 'object' && shellAddress ? shellAddress.port : 0}`;
});
afterAll(async () => {
  await shell.close();
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

/** Read a response body as text chunks arrive. */
function reader(response: Response) {
  const decoder = new TextDecoder();
  const body = response.body!.getReader();
  let text = '';
  let ended = false;
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await body.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    get text() {
      return text;
    },
    get ended() {
      return ended;
    },
    done: pump,
    async until(what: string, timeoutMs = 3_000) {
      const deadline = Date.now() + timeoutMs;
      while (!text.includes(what)) {
        if (ended) throw new Error(`the stream ended before ${JSON.stringify(what)}: ${text}`);
        if (Date.now() > deadline) throw new Error(`no ${JSON.stringify(what)} in ${text}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

const waitFor = async (check: () => boolean, timeoutMs = 3_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

it('passes each event through as the API writes it, and stays open while the stream is quiet', async () => {
  const abort = new AbortController();
  const response = await fetch(`${shellUrl}${liveRoutes.stream.path}?ticket=t-0123456789abcdef`, {
    headers: { 'last-event-id': '41' },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-accel-buffering')).toBe('no');
  expect(response.headers.get('content-encoding')).toBeNull();
  const stream = reader(response);
  await waitFor(() => upstream.length === 1);
  const [api] = upstream;
  // The ticket and Last-Event-ID reach the API as sent.
  expect(api!.request.url).toBe(`${liveRoutes.stream.path}?ticket=t-0123456789abcdef`);
  expect(api!.request.headers['last-event-id']).toBe('41');

  api!.response.write('id: 42\ndata: {"type":"unread","unreadCount":1}\n\n');
  await stream.until('id: 42');
  // Quiet for longer than the shell's idle-connection timeout: the stream stays.
  await new Promise((resolve) => setTimeout(resolve, SERVER_TIMEOUTS.connectionTimeout + 1_000));
  expect(stream.ended).toBe(false);
  api!.response.write('id: 43\ndata: {"type":"unread","unreadCount":2}\n\n');
  await stream.until('id: 43');

  // The tab goes away: the API's stream ends too.
  abort.abort();
  await stream.done;
  await waitFor(() => api!.closed);
});

it('ends the streams it holds when the shell server closes', async () => {
  upstream.length = 0;
  const response = await fetch(`${shellUrl}${liveRoutes.stream.path}?ticket=t-0123456789abcdef`);
  const stream = reader(response);
  await stream.until(': live');
  const started = Date.now();
  await shell.close();
  expect(Date.now() - started).toBeLessThan(3_000);
  await stream.done;
  expect(stream.ended).toBe(true);
  await waitFor(() => upstream[0]!.closed);
});
