import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type {
  FastifyInstance,
  FastifyRequest,
  RouteOptions,
  preParsingAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { canAdminister, canModerate } from '@kfeed/contracts/auth';
import type { ApiRoute } from '@kfeed/contracts/routes/route';
import { requestLanguage } from '../i18n/messages.ts';
import { runFirst } from './routeHooks.ts';
import { schemaNamed } from './routeTable.ts';
import { largestJsonBytes, nestsDeeperThan } from './jsonBodySize.ts';
import type { AppError } from './envelope.ts';
import { bodyTooLarge, jsonTooDeep, uploadMalformed } from './requestMessages.ts';

/**
 * What a JSON body may weigh: every call takes at most 64 KB, or the largest body its
 * schema accepts when that is more (a notice in 16 languages). A call without a JSON body
 * (GETs aside, whose bodies are never read) takes 1 KB: the `{}` some clients send.
 */
export const JSON_BODY_LIMIT = 64 * 1024;
export const NO_BODY_LIMIT = 1024;
/** Arrays and objects nested deeper than this are refused before parsing. */
export const JSON_DEPTH_MAX = 32;

/** The body limit of a table entry, from its body schema (forms: their JSON bodies only). */
export function bodyLimitOf(route: ApiRoute): number {
  if (!route.body || route.form) return NO_BODY_LIMIT;
  const largest = largestJsonBytes(schemaNamed(route.body));
  if (largest === null) return JSON_BODY_LIMIT;
  return Math.max(JSON_BODY_LIMIT, Math.ceil(largest / 1024) * 1024);
}

/** Whether the caller passes the entry's access check (which runs after parsing). */
function mayCall(request: FastifyRequest, route: ApiRoute): boolean {
  if (route.access === 'anyone') return true;
  if (!request.member) return false;
  if (route.access === 'member') return true;
  const roles = request.memberAccount?.roles ?? [];
  return route.access.role === 'admin' ? canAdminister(roles) : canModerate(roles);
}

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/** A boundary RFC 2046 allows: 1-70 characters of its set, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? '') : null;
}

/**
 * Passes a body through up to `limit` bytes; past it, reads the rest without keeping it and
 * fails at its end, so the client has sent everything when the refusal reaches it (closing
 * on a client still sending makes it see a reset instead of the answer).
 */
class LimitedBody extends Transform {
  receivedEncodedLength = 0;
  #over = false;

  constructor(
    private readonly limit: number,
    private readonly refusal: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.receivedEncodedLength += chunk.length;
    if (this.receivedEncodedLength > this.limit) this.#over = true;
    if (this.#over) done();
    else done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    done(this.#over ? this.refusal() : null);
  }
}

/**
 * Per-call body limits and the nesting limit, for every route registered after it:
 * - each table entry's body limit (bodyLimitOf) becomes its route's `bodyLimit`; a caller
 *   the entry's access check will refuse gets at most JSON_BODY_LIMIT, so no stranger makes
 *   the server read a notice-sized body;
 * - a body over its limit answers 413 REQUEST-001: at once when Content-Length says so (the
 *   rest is read and dropped, as for any answered request), at its end otherwise;
 * - JSON nested deeper than JSON_DEPTH_MAX answers 400 REQUEST-002, found by a scan of the
 *   text before JSON.parse;
 * - a multipart upload with no usable boundary answers 400 REQUEST-003 before it is parsed.
 * Multipart bodies of the upload calls keep their own limits (the multipart options).
 */
export const bodyLimits = fp(async (app: FastifyInstance) => {
  const checkBody: preParsingAsyncHookHandler = async (request, _reply, payload) => {
    const route = request.routeOptions.config.route;
    if (!route) return payload;
    const language = requestLanguage(request);
    if (isMultipart(request)) {
      const boundary = boundaryOf(request.headers['content-type'] ?? '');
      if (route.form && (boundary === null || !BOUNDARY.test(boundary))) {
        throw uploadMalformed(language);
      }
      // The upload calls read their multipart bodies with limits of their own.
      if (route.form) return payload;
    }
    const routeLimit = request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT;
    const limit = mayCall(request, route) ? routeLimit : Math.min(routeLimit, JSON_BODY_LIMIT);
    const declared = Number(request.headers['content-length']);
    if (declared > limit) throw bodyTooLarge(language, limit);
    if (Number.isFinite(declared)) return payload;
    const limited = new LimitedBody(limit, () => bodyTooLarge(language, limit));
    // pipeline passes a failed upload's error on, so the parser never waits for it.
    pipeline(payload, limited, () => undefined);
    return limited;
  };
  // Table entries only, and not their reads: a GET's body (and a HEAD's) is never read.
  app.addHook('onRoute', (options: RouteOptions) => {
    const route = options.config?.route;
    if (!route) return;
    if (options.bodyLimit === undefined) options.bodyLimit = bodyLimitOf(route);
    if (route.method !== 'GET') options.preParsing = runFirst(checkBody, options.preParsing);
  });

  installJsonParser(app);
});

/**
 * The JSON parser of a plugin's routes: the nesting limit checked on the text, then Fastify's
 * own parser (prototype-poisoning keys refused). With `emptyAsObject`, an empty body reads as
 * {} (calls that carry no body, sent with a JSON content type: acceptEmptyJsonBodies).
 */
export function installJsonParser(app: FastifyInstance, { emptyAsObject = false } = {}): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (emptyAsObject && text.trim() === '') return done(null, {});
    if (nestsDeeperThan(text, JSON_DEPTH_MAX)) {
      return done(jsonTooDeep(requestLanguage(request), JSON_DEPTH_MAX), undefined);
    }
    parseJson(request, text, done);
  });
}

/** Errors a multipart parser raises on a body cut off before its closing boundary. */
const CUT_OFF_UPLOAD = /unexpected end of multipart data|FST_MP_PREMATURE_CLOSE/i;

/**
 * The answer to an error raised while a body was read, when it is the client's doing: a
 * body over the limit Fastify itself caught, or an upload cut off (a handler reading the
 * parts meets it). Null for anything else.
 */
export function bodyRefusal(error: unknown, request: FastifyRequest): AppError | null {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const language = requestLanguage(request);
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return bodyTooLarge(language, request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT);
  }
  if (isMultipart(request) && CUT_OFF_UPLOAD.test(`${String(code)} ${String(message)}`)) {
    return uploadMalformed(language);
  }
  return null;
}
