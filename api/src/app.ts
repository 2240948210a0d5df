import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, {
  LogController,
  type ConnectionError,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { AppError } from './http/envelope.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { strictBodies } from './http/validation.ts';
import { bodyLimits, bodyRefusal, JSON_BODY_LIMIT } from './http/bodyLimits.ts';
import { sweepUploadTmp } from './features/files/imageGuard.ts';
import { FILE_CLAIM_MS, sweepPendingFiles } from './features/files/pendingFiles.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/databaseUnavailable.ts';
import { withOneReading } from './db/readCache.ts';
import { writeLimits } from './http/writeLimits.ts';
import { suspensionGuard } from './http/suspensionGuard.ts';
import { idempotentWrites } from './http/idempotency.ts';
import { authenticate } from './auth/authenticate.ts';
import { healthRoutes } from './features/health/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { userRoutes } from './features/user/routes.ts';
import { blockRoutes } from './features/user/blockRoutes.ts';
import { reportUserRoutes } from './features/user/reportUserRoutes.ts';
import { moderationRoutes } from './features/moderation/routes.ts';
import { profileImageRoutes } from './features/user/profileImageRoutes.ts';
import { commonRoutes } from './features/common/routes.ts';
import { termsRoutes } from './features/terms/routes.ts';
import { noticeRoutes } from './features/notice/routes.ts';
import { downloadRoutes } from './features/download/routes.ts';
import { devOutboxRoutes } from './features/dev/routes.ts';
import { categoryRoutes } from './features/categories/routes.ts';
import { feedRoutes } from './features/feeds/routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { commentReadRoutes } from './features/comment/commentReadRoutes.ts';
import { commentWriteRoutes } from './features/comment/commentWriteRoutes.ts';
import { linkPreviewRoutes } from './features/link-preview/routes.ts';
import { searchRoutes } from './features/search/routes.ts';
import { readLanguageRoutes } from './features/user/readLanguageRoutes.ts';
import { contentLanguageRoutes } from './features/content-language/routes.ts';
import { notificationRoutes } from './features/notification/routes.ts';
import { indexMissingFeeds } from './features/search/searchIndex.ts';
import { translationStatusRoutes } from './features/translation/statusRoutes.ts';
import { translationRequestRoutes } from './features/translation/requestRoutes.ts';
import { liveRoutes } from './features/live/routes.ts';
import { pushRoutes } from './features/push/routes.ts';
import { createContext, type AppDeps } from './context.ts';
import { routeTableMismatches, type RegisteredRoute } from './http/routeTable.ts';
import { ALL_ROUTES } from '@kfeed/contracts/routeTable';
import { API_PREFIX, DOCS_PREFIX } from '@kfeed/contracts/routes/paths';
import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import { keepWorkingRequests } from './http/workingRequests.ts';

/** How often each process removes the files of writes that died (pendingFiles.ts). */
const FILE_SWEEP_EVERY_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request log shows the path without the query (it carries a secret: a live ticket). */
    logPathOnly?: boolean;
  }
  interface FastifyInstance {
    /** Web pushes run after the write answered: `await app.pushes.idle()` waits for them. */
    pushes: { idle(): Promise<void> };
    /** Pictures' sizes made after the write answered: `await app.pictureSizes.idle()`. */
    pictureSizes: { idle(): Promise<void> };
  }
}

/** Multipart limits: 10 images of at most 30 MB each (spec 2, section 5). */
const MULTIPART_LIMITS = {
  fileSize: 30 * 1024 * 1024,
  files: 10,
  fields: 20,
  fieldSize: 1024 * 1024,
};

/**
 * Requests Node's HTTP parser refuses (a control character in a header, a broken request
 * line), which never reach Fastify: its own answers (400, 408, 431), in the API's envelope.
 */
function clientRefusal(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request did not arrive in time.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.']
        : [400, 'BAD_REQUEST', 'This request is not valid HTTP.'];
  const body = JSON.stringify({ result: false, data: null, code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Fastify's own request logging writes two lines per request (received, completed);
    // one line from the onResponse hook below is enough, and below `info` it costs a
    // level check.
    logger: deps.logger ?? { level: deps.config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    // Each call's own limit is set from the route table (http/bodyLimits.ts).
    bodyLimit: JSON_BODY_LIMIT,
    // A client trickling bytes cannot hold a connection: idle sockets close after 15 s, and a
    // request (uploads of 10 x 30 MB included) must arrive within 120 s. A request being
    // handled is not idle (keepWorkingRequests below).
    connectionTimeout: 15_000,
    requestTimeout: 120_000,
    keepAliveTimeout: 5_000,
    trustProxy: deps.config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // Requests Fastify refuses before routing (a URL that does not decode, a bad content
    // type): the client's mistake, said in the API's envelope like any other.
    frameworkErrors: (error, _request, rawReply) => {
      // Typed for any route here; it answers like every other reply.
      const reply = rawReply as unknown as FastifyReply;
      void reply
        .code(error.statusCode ?? 400)
        .header('content-type', 'application/json; charset=utf-8')
        .send(
          JSON.stringify({
            result: false,
            data: null,
            code: error.code ?? 'BAD_REQUEST',
            message: error.message,
          }),
        );
    },
    clientErrorHandler: clientRefusal,
  });
  keepWorkingRequests(app);
  const context = createContext(deps, app.log);
  app.decorate('pushes', { idle: () => context.push.idle() });
  app.decorate('pictureSizes', { idle: () => context.pictureSizes.idle() });
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) registered.push({ method: one, url });
  });
  // Files of writes that died (claims past their time) and uploads a crash cut off, now
  // and every few minutes.
  const sweepFiles = async () => {
    await sweepUploadTmp(deps.config.storageDir, FILE_CLAIM_MS);
    await sweepPendingFiles(context.db, context.clock, context.storage);
  };
  const fileSweeper = setInterval(() => {
    sweepFiles().catch((error: unknown) => app.log.warn({ err: error }, 'file sweep failed'));
  }, FILE_SWEEP_EVERY_MS);
  fileSweeper.unref();
  app.addHook('onClose', async () => clearInterval(fileSweeper));
  app.addHook('onReady', async () => {
    await sweepFiles();
    await indexMissingFeeds(deps.db);
    await context.translations.resumePending();
    context.pictureSizes.wake();
    await context.live.start();
  });
  // Open live streams end first, or the server would wait for them to close.
  app.addHook('preClose', async () => context.live.endStreams());
  app.addHook('onClose', async () => context.translations.close());
  app.addHook('onClose', async () => context.pictureSizes.close());
  app.addHook('onClose', async () => context.live.close());
  // Pushes under way finish (or time out) while the database is still open.
  app.addHook('onClose', async () => context.push.close());
  // Below `info` (the production default) the hook is not even registered.
  if (deps.config.requestLog && ['info', 'debug', 'trace'].includes(app.log.level)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.routeOptions.config.logPathOnly ? request.url.split('?')[0] : request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });
  }

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'KFeed API',
        version: '0.1.0',
        description: 'Every call the KFeed web app makes.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(securityHeaders);
  // The browsable UI is a development convenience; the document itself stays at /api/docs/json.
  if (deps.config.development) {
    // Its pages bring their own policy, allowing their own scripts and styles.
    await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  } else {
    app.get(`${DOCS_PREFIX}/json`, { schema: { hide: true } }, async () => app.swagger());
  }
  await app.register(fastifyCookie);
  // Answers are never kept by a browser or proxy unless a route says they may be (categories,
  // stored files): most carry a member's own data (tokens, their info, their searches). Reads
  // of public content marked offlineReadable may be kept by the reader's own browser only,
  // asked again whenever online (the service worker shows them offline).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) {
      const route = request.routeOptions.config.route;
      const keepable = route?.offlineReadable && reply.statusCode === 200;
      reply.header('cache-control', keepable ? 'private, no-cache' : 'no-store');
    }
    done(null, payload);
  });
  // Credentialed CORS only for the allow-list; any other origin (null included) gets no CORS
  // headers (a check, not a list: @fastify/cors would allow credentials to any origin). With
  // none allowed (every caller on the API's own origin) there is no CORS hook at all.
  const allowed = new Set(deps.config.allowedOrigins);
  if (allowed.size > 0)
    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
    });
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  await app.register(bodyLimits);
  // A read's kept answers (its sign-in's first) share one reading of the change log.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.route?.offlineReadable) withOneReading(done);
    else done();
  });
  await app.register(authenticate, { tokens: context.tokens, db: deps.db });
  // A suspended member's writes stop here, before they count against the write limits.
  await app.register(suspensionGuard, { clock: deps.clock });
  await app.register(writeLimits, {
    limits: context.rateLimits,
    factor: deps.config.writeLimitFactor,
    clientFactor: deps.config.writeClientFactor,
  });
  // Members' writes registered from here on take an Idempotency-Key (handle() wires them).
  await app.register(idempotentWrites, { db: deps.db, clock: deps.clock });

  // Every refusal answers the envelope with a code; a client mistake is never a 500.
  app.setErrorHandler((thrown, request, reply) => {
    const error = bodyRefusal(thrown, request) ?? thrown;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send({ result: false, data: null, code: error.code, message: error.message });
    }
    const err = error as {
      validation?: unknown;
      statusCode?: number;
      code?: string;
      message: string;
    };
    if (err.validation) {
      return reply
        .code(400)
        .send({ result: false, data: null, code: 'VALIDATION', message: err.message });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply
        .code(err.statusCode)
        .send({ result: false, data: null, code: err.code ?? 'BAD_REQUEST', message: err.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
        result: false,
        data: null,
        code: API_ERROR_CODES.databaseUnavailable,
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }
    request.log.error(error);
    return reply.code(500).send({
      result: false,
      data: null,
      code: 'SERVER_ERROR',
      message: 'Something went wrong on our side.',
    });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      result: false,
      data: null,
      code: 'NOT_FOUND',
      message: `No such call: ${request.method} ${request.url}`,
    }),
  );

  // One validator for every route: query strings read as their types, JSON bodies not coerced.
  app.setValidatorCompiler(strictBodies);
  await app.register(healthRoutes(context));
  await app.register(authRoutes(context));
  await app.register(userRoutes(context));
  await app.register(blockRoutes(context));
  await app.register(reportUserRoutes(context));
  await app.register(profileImageRoutes(context));
  await app.register(commonRoutes(context));
  await app.register(termsRoutes(context));
  await app.register(noticeRoutes(context));
  await app.register(downloadRoutes(context));
  await app.register(devOutboxRoutes(context));
  await app.register(fileRoutes(context));
  await app.register(categoryRoutes(context));
  await app.register(feedRoutes(context));
  await app.register(commentReadRoutes(context));
  await app.register(commentWriteRoutes(context));
  await app.register(searchRoutes(context));
  await app.register(linkPreviewRoutes(context));
  await app.register(translationStatusRoutes(context));
  await app.register(translationRequestRoutes(context));
  await app.register(readLanguageRoutes(context));
  await app.register(contentLanguageRoutes(context));
  await app.register(notificationRoutes(context));
  await app.register(liveRoutes(context));
  await app.register(pushRoutes(context));
  await app.register(moderationRoutes(context));

  // The table and the handlers agree, or the API does not start.
  const mismatches = routeTableMismatches(registered, ALL_ROUTES, {
    development: deps.config.development,
    apiPrefix: API_PREFIX,
    docsPrefix: DOCS_PREFIX,
  });
  if (mismatches.length > 0) throw new Error(`Route table: ${mismatches.join('; ')}`);
  return app;
}
