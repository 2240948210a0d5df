import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_CODES, IDEMPOTENCY } from '@kfeed/contracts/envelope';
import type { ApiRoute } from '@kfeed/contracts/routes/route';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { requestLanguage } from '../i18n/messages.ts';
import { AppError, badRequest, conflict } from './envelope.ts';
import { idempotencyMessage } from './idempotencyMessages.ts';
import {
  CLAIM_MS,
  IdempotencyStore,
  type KeyedWrite,
  type StoredAnswer,
} from './idempotencyStore.ts';

/**
 * Idempotency keys on members' writes (docs/api.md, "Sending a write again"). A write sent
 * with `Idempotency-Key` runs once per member and key for 24 hours; a repeat is answered
 * the first answer with `Idempotent-Replayed: true`, without running the handler again. The
 * route table decides which calls take a key (acceptsIdempotencyKey), and handle()
 * (routeTable.ts) puts the steps below into each such route's life:
 *
 * 1. preValidation (after the suspension guard, before the write limits, so a repeat is
 *    not counted again): a malformed key is refused; a key that was answered is replayed;
 *    one used for another write is refused; one still running is waited for briefly.
 * 2. The last preHandler (after the write limits and the access checks): the key is claimed
 *    with one insert the primary key lets only one request make, in any process. A request
 *    that loses waits as above.
 * 3. onSend: the handler's answer is kept, unless it is a 5xx or a 429 (the key is then
 *    given back, so a repeat can succeed). Every other answer, refusals included, is kept:
 *    a repeat of a refused write is refused the same way.
 */

const KEY_HEADER = IDEMPOTENCY.keyHeader.toLowerCase();
const REPLAYED_HEADER = IDEMPOTENCY.replayedHeader;
/** HTTP trims spaces at the ends, so a key of spaces alone arrives empty and is refused. */
const KEY_PATTERN = new RegExp(IDEMPOTENCY.keyPattern);
/** How long a repeat waits for the first request with its key before answering 409. */
const DEFAULT_WAIT_MS = 2_000;
const POLL_MS = 100;
/** A running request renews its claim this often, for at most RENEW_FOR_MS. */
const RENEW_EVERY_MS = CLAIM_MS / 3;
const RENEW_FOR_MS = 10 * 60_000;
const JSON_TYPE = 'application/json; charset=utf-8';

/** Members' writes that answer JSON take a key; reads and visitors' calls do not. */
export function acceptsIdempotencyKey(route: ApiRoute): boolean {
  return route.method !== 'GET' && route.access !== 'anyone' && route.answer !== undefined;
}

interface IdempotentWrites {
  store: IdempotencyStore;
  waitMs: number;
}

/** A request's key, once it carries one, and the claim it holds while its handler runs. */
interface KeyedRequest {
  write: KeyedWrite;
  token: string | null;
  renewal: NodeJS.Timeout | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present once the plugin below is registered; routes registered after it take keys. */
    idempotentWrites?: IdempotentWrites;
  }
  interface FastifyRequest {
    idempotency: KeyedRequest | null;
  }
}

/** Keys kept in the database (idempotencyStore.ts); register before the routes. */
export const idempotentWrites = fp(
  async (app: FastifyInstance, options: { db: Db; clock: Clock; waitMs?: number }) => {
    app.decorate('idempotentWrites', {
      store: new IdempotencyStore(options.db, options.clock),
      waitMs: options.waitMs ?? DEFAULT_WAIT_MS,
    });
    app.decorateRequest('idempotency', null);
  },
);

/** The key a request carries: undefined without one, 400 IDEMPOTENCY-001 when malformed. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.raw.rawHeaders;
  let sent = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === KEY_HEADER) sent += 1;
  if (sent === 0) return undefined;
  const key = request.headers[KEY_HEADER];
  // Sent twice, Node joins the values: which one was meant cannot be told.
  if (sent > 1 || typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw badRequest(
      API_ERROR_CODES.idempotencyKeyInvalid,
      idempotencyMessage('invalid_key', requestLanguage(request)),
    );
  }
  return key;
}

/** JSON with object keys sorted, so the same input always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map(
        (name) =>
          `${JSON.stringify(name)}:${canonicalJson((value as Record<string, unknown>)[name])}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two writes the same: the path parameters, the query and the JSON body. A
 * multipart body (posts with photos, profile photos) is read by the handler as a stream,
 * after the key is settled, so it is not part of it: those writes are bound to the route.
 */
function requestHash(request: FastifyRequest, route: ApiRoute): string {
  const input = {
    params: request.params ?? null,
    query: request.query ?? null,
    body: route.form ? null : (request.body ?? null),
  };
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

function replay(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) {
  request.idempotency = null;
  return reply
    .code(answer.status)
    .header('content-type', JSON_TYPE)
    .header(REPLAYED_HEADER, 'true')
    .send(answer.body);
}

function hold(
  request: FastifyRequest,
  keyed: KeyedRequest,
  store: IdempotencyStore,
  token: string,
) {
  keyed.token = token;
  const until = Date.now() + RENEW_FOR_MS;
  // The claim outlives a crash by at most CLAIM_MS; a request still running keeps it. The
  // renewals end by themselves, so a request that somehow never answers cannot hold a key.
  keyed.renewal = setInterval(() => {
    if (Date.now() > until) return stopRenewing(keyed);
    store.renew(keyed.write, token).catch((error: unknown) => {
      request.log.warn({ err: error }, 'idempotency key: claim not renewed');
    });
  }, RENEW_EVERY_MS);
  keyed.renewal.unref();
}

function stopRenewing(keyed: KeyedRequest): void {
  if (keyed.renewal) clearInterval(keyed.renewal);
  keyed.renewal = null;
}

/**
 * Settle a keyed write against what the store holds: replay its answer (the reply is
 * returned), refuse it, or let it go on (undefined). With `claim`, going on means the key
 * was claimed for this request. A request that finds its key running polls until the
 * first one answers, for at most `waitMs`, then answers 409 IDEMPOTENCY-003.
 */
async function settle(
  request: FastifyRequest,
  reply: FastifyReply,
  writes: IdempotentWrites,
  keyed: KeyedRequest,
  claim: boolean,
): Promise<FastifyReply | undefined> {
  const deadline = Date.now() + writes.waitMs;
  for (;;) {
    if (claim) {
      const token = await writes.store.claim(keyed.write);
      if (token) {
        hold(request, keyed, writes.store, token);
        return undefined;
      }
    }
    const state = await writes.store.state(keyed.write);
    if (state.kind === 'answered') return replay(request, reply, state.answer);
    if (state.kind === 'other-write') {
      throw new AppError(
        422,
        API_ERROR_CODES.idempotencyKeyReused,
        idempotencyMessage('key_reused', requestLanguage(request)),
      );
    }
    if (state.kind === 'free' && !claim) return undefined;
    // Running elsewhere (or freed between our two statements: claim on the next round).
    if (Date.now() >= deadline) {
      reply.header('retry-after', '1');
      throw conflict(
        API_ERROR_CODES.idempotencyKeyInProgress,
        idempotencyMessage('in_progress', requestLanguage(request)),
      );
    }
    await sleep(POLL_MS);
  }
}

export interface IdempotencyHooks {
  /** Checks the key and replays an answered one; before the write limits. */
  replay: preValidationAsyncHookHandler;
  /** Claims the key; the route's last preHandler, after its access checks. */
  claim: preHandlerAsyncHookHandler;
  /** Keeps the answer (or gives the key back after a 5xx or 429). */
  record: onSendAsyncHookHandler<unknown>;
  /** Gives back a claim no answer was kept for (nothing was sent). */
  release: onResponseAsyncHookHandler;
}

/** The steps of a route that takes keys, or null (a read, a visitor's call, no store). */
export function idempotencyHooks(app: FastifyInstance, route: ApiRoute): IdempotencyHooks | null {
  const writes = app.idempotentWrites;
  if (!writes || !acceptsIdempotencyKey(route)) return null;
  const { store } = writes;
  return {
    async replay(request, reply) {
      const key = idempotencyKeyOf(request);
      // A visitor's call is refused by the access check; keys are per member.
      if (key === undefined || !request.member) return;
      const write: KeyedWrite = {
        userId: request.member.userId,
        key,
        method: route.method,
        route: route.path,
        requestHash: requestHash(request, route),
      };
      request.idempotency = { write, token: null, renewal: null };
      return settle(request, reply, writes, request.idempotency, false);
    },
    async claim(request, reply) {
      if (!request.idempotency) return;
      return settle(request, reply, writes, request.idempotency, true);
    },
    async record(request, reply, payload) {
      const keyed = request.idempotency;
      if (!keyed?.token) return payload;
      const token = keyed.token;
      keyed.token = null;
      stopRenewing(keyed);
      const status = reply.statusCode;
      try {
        if (status >= 500 || status === 429 || typeof payload !== 'string') {
          await store.release(keyed.write, token);
        } else {
          await store.answer(keyed.write, token, { status, body: payload });
        }
      } catch (error) {
        // The answer still goes out; the claim lapses after CLAIM_MS and a repeat runs again.
        request.log.error({ err: error }, 'idempotency key: answer not kept');
      }
      return payload;
    },
    async release(request) {
      const keyed = request.idempotency;
      if (!keyed) return;
      stopRenewing(keyed);
      if (!keyed.token) return;
      const token = keyed.token;
      keyed.token = null;
      await store.release(keyed.write, token).catch((error: unknown) => {
        request.log.warn({ err: error }, 'idempotency key: claim not released');
      });
    },
  };
}
