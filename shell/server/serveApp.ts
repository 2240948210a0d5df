import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import { policyFromRemotesFile } from './securityHeaders.ts';
import { createShellHtml } from './shellHtml.ts';
import { COMPRESSIBLE } from '@kfeed/contracts/delivery';
import { API_PREFIX } from '@kfeed/contracts/routes/paths';
import { liveRoutes } from '@kfeed/contracts/routes/live';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface ServeOptions {
  /** The built folder to serve. */
  root: string;
  port: number;
  host?: string;
  /** The shell only: remotes.json to serve (read on every request), and where /api goes. */
  shell?: { remotesFile: string; apiUrl: string };
  /** A remote: the environment's remotes.json, whose origins its CSP names as the shell's does. */
  remotesFile?: string;
}

/** The encoding to send a per-request response in: brotli, else gzip, else none. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = (header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** A small per-request body (the shell's HTML): fast settings, it is made for one response. */
async function compressText(text: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const data = Buffer.from(text);
  return encoding === 'br'
    ? brotli(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(data, { level: 6 });
}

/** Slow clients cannot hold a connection: idle sockets close, a request has a deadline. */
export const SERVER_TIMEOUTS = {
  connectionTimeout: 15_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
} as const;

/**
 * Serves one app's dist/ as its own deployment would: remotes with CORS (the shell
 * fetches their mf-manifest.json), the shell with an index.html fallback, the
 * environment's remotes.json and /api forwarded to the API server.
 */
export async function serveApp({
  root,
  port,
  host = '127.0.0.1',
  shell,
  remotesFile,
}: ServeOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...SERVER_TIMEOUTS });
  // HSTS belongs where TLS terminates (nginx, docs/deploy); this server speaks plain HTTP.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Remotes' scripts and manifests are read from the shell's origin.
    crossOriginResourcePolicy: { policy: shell ? 'same-origin' : 'cross-origin' },
  });
  const policy = policyFromRemotesFile(shell?.remotesFile ?? remotesFile);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', await policy());
  });
  // Remotes: public static files, read without credentials. The shell: no CORS at all
  // (its /api is same-origin; reflecting origins with credentials would hand sessions out).
  if (!shell) await app.register(fastifyCors, { origin: '*', credentials: false });
  if (shell) {
    // The live stream (Server-Sent Events) passes through as the API writes it (nothing here
    // buffers or compresses a proxied body). Quiet between its heartbeats, it is no idle
    // connection: the timeout does not apply to it; closing the server ends it.
    const liveSockets = new Set<Socket>();
    app.addHook('onRequest', async (request) => {
      if (request.url.split('?')[0] !== liveRoutes.stream.path) return;
      const socket = request.raw.socket;
      socket.setTimeout(0);
      liveSockets.add(socket);
      socket.once('close', () => liveSockets.delete(socket));
    });
    app.addHook('preClose', async () => {
      for (const socket of liveSockets) socket.destroy();
    });
    await app.register(fastifyHttpProxy, {
      upstream: shell.apiUrl,
      prefix: API_PREFIX,
      rewritePrefix: API_PREFIX,
      replyOptions: {
        // The API trusts its loopback proxy for the client address (its rate limits count clients).
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': headers['x-forwarded-for']
            ? `${String(headers['x-forwarded-for'])}, ${request.ip}`
            : request.ip,
        }),
        // The API down or still starting: say so in the API's own envelope, as a 503.
        onError: (reply, { error }) => {
          void reply.code(503).send({
            result: false,
            data: null,
            code: 'API_UNAVAILABLE',
            message: `The API cannot be reached (${error.message}).`,
          });
        },
      },
    });
    app.get('/remotes.json', async (_request, reply) => {
      const body = await readFile(shell.remotesFile, 'utf8');
      return reply.header('cache-control', 'no-store').type('application/json').send(body);
    });
  }
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    // The build wrote .br and .gz beside every text file: sent as they are, by Accept-Encoding.
    preCompressed: true,
    // Cache-Control is ours (setHeaders); `send`'s default would overwrite it with max-age=0.
    cacheControl: false,
    // The shell's HTML is made per request (below); '/' must not be the bare index.html.
    index: shell ? false : ['index.html'],
    // Hashed file names are immutable; manifests and index.html must always be fresh.
    setHeaders: (reply, filePath) => {
      const plain = filePath.replace(/\.(br|gz)$/, '');
      const immutable = /\.[0-9a-f]{8}\.(js|css)$/.test(plain);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (COMPRESSIBLE.test(plain)) reply.header('vary', 'Accept-Encoding');
    },
    wildcard: true,
  });
  if (shell) {
    const render = createShellHtml({
      root,
      remotesFile: shell.remotesFile,
      apiUrl: shell.apiUrl,
    });
    const sendShellHtml = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!['GET', 'HEAD'].includes(request.method) || request.url.startsWith(`${API_PREFIX}/`))
        return reply.code(404).send();
      const html = await render({
        url: request.url,
        acceptLanguage: request.headers['accept-language'],
        cookie: request.headers.cookie,
      });
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      void reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
        .type('text/html; charset=utf-8');
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(await compressText(html, encoding));
    };
    // '/' by name: the static plugin answers a bare '/' with 403 when the client accepts no
    // compression (it looks for a precompressed index first).
    app.get('/', sendShellHtml);
    app.setNotFoundHandler(sendShellHtml);
  }
  await app.listen({ port, host });
  return app;
}
