import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import { Readable } from 'node:stream';
import {
  SERVICE_WORKER_POLICY,
  SERVICE_WORKER_SCRIPTS,
  policyFromRemotesFile,
} from './securityHeaders.ts';
import { DEFAULT_SPOOL_DIRECTORY, spoolBody, type SpoolOptions } from './spooledBody.ts';
import { createShellHtml } from './shellHtml.ts';
import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import { COMPRESSIBLE } from '@kfeed/contracts/delivery';
import { FEED_LIMITS } from '@kfeed/contracts/limits';
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
  /** The shell: /api requests one client address may have under way at once (default 64). */
  clientRequestsMax?: number;
  /** The shell: how /api bodies are held before they are sent on (default API_BODY_SPOOL). */
  apiBodySpool?: SpoolOptions;
  /**
   * The shell: 'off' serves the worker that removes itself (sw-off.js) at /sw.js, for an
   * environment that must run without the service worker (KFEED_SERVICE_WORKER=off).
   */
  serviceWorker?: 'on' | 'off';
}

/**
 * What the shell holds of an /api body before the API sees any of it: the largest call is
 * a post with its photos (their total, plus the multipart framing and the post's fields).
 */
export const API_BODY_SPOOL: SpoolOptions = {
  limit: FEED_LIMITS.totalBytesMax + 2 * 1024 * 1024,
  memoryMax: 256 * 1024,
  directory: DEFAULT_SPOOL_DIRECTORY,
};

/** One client's /api requests under way at once: a browser needs a handful. */
export const CLIENT_REQUESTS_MAX = 64;

/** An answer in the API's own envelope, for what the shell refuses or cannot forward. */
function envelopeError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ result: false, data: null, code, message });
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
  clientRequestsMax = CLIENT_REQUESTS_MAX,
  apiBodySpool = API_BODY_SPOOL,
  serviceWorker = 'on',
}: ServeOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ...SERVER_TIMEOUTS });
  // A request being answered is not an idle connection: the /api proxy waits on the API
  // (a ten-photo post takes longer than the idle timeout), as the API's handlers do
  // (api/src/http/workingRequests.ts). Slow clients stay bounded by requestTimeout.
  app.addHook('preHandler', async (request) => {
    request.raw.socket.setTimeout(0);
  });
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
  const workerScripts = new Set(shell ? SERVICE_WORKER_SCRIPTS : []);
  app.addHook('onRequest', async (request, reply) => {
    const worker = workerScripts.has(request.url.split('?')[0] ?? '');
    reply.header('content-security-policy', worker ? SERVICE_WORKER_POLICY : await policy());
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
    await app.register(async (api) => {
      // Bodies arrive in full here before the proxy takes one of its API connections for them
      // (spooledBody.ts): a client trickling a body holds its own socket, nobody else's.
      const spool = (_request: FastifyRequest, payload: IncomingMessage) =>
        spoolBody(payload, apiBodySpool);
      api.addContentTypeParser('application/json', spool);
      api.addContentTypeParser('*', spool);
      api.setErrorHandler(
        (error: { statusCode?: number; code?: string; message: string }, _request, reply) => {
          const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
          return envelopeError(reply, status, error.code ?? 'BAD_REQUEST', error.message);
        },
      );

      // One client cannot take the proxy for itself: past its share of requests under way, 429.
      const underWay = new Map<string, number>();
      const release = (ip: string) => {
        const left = (underWay.get(ip) ?? 1) - 1;
        if (left > 0) underWay.set(ip, left);
        else underWay.delete(ip);
      };
      api.addHook('onRequest', async (request, reply) => {
        const count = (underWay.get(request.ip) ?? 0) + 1;
        if (count > clientRequestsMax) {
          return envelopeError(
            reply,
            429,
            'TOO_MANY_REQUESTS',
            `This address has ${clientRequestsMax} requests under way; wait for them to finish.`,
          );
        }
        underWay.set(request.ip, count);
        // Released once, whichever ends the request: its answer, or the client leaving.
        let counted = true;
        const done = () => {
          if (!counted) return;
          counted = false;
          release(request.ip);
        };
        reply.raw.once('close', done);
        return undefined;
      });
      // A spooled body the proxy never read (the API refused early): its file goes too.
      api.addHook('onResponse', async (request) => {
        if (request.body instanceof Readable) request.body.destroy();
      });

      await api.register(fastifyHttpProxy, {
        upstream: shell.apiUrl,
        prefix: API_PREFIX,
        rewritePrefix: API_PREFIX,
        // The bodies are parsed (spooled) above, not streamed by the proxy.
        proxyPayloads: false,
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
              code: API_ERROR_CODES.apiUnavailable,
              message: `The API cannot be reached (${error.message}).`,
            });
          },
        },
      });
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
  if (shell && serviceWorker === 'off') {
    // Each browser's next update check finds this worker, which deletes the caches and leaves.
    app.get('/sw.js', (_request, reply) => reply.sendFile('sw-off.js'));
  }
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
