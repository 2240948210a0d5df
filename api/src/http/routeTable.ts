import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { canAdminister, canModerate } from '@kfeed/contracts/auth';
import { API_ERROR_CODES, IDEMPOTENCY, type ApiEnvelope } from '@kfeed/contracts/envelope';
import { WRITE_LIMITS } from '@kfeed/contracts/limits';
import type { Access, ApiRoute, RouteAnswer, SchemaName } from '@kfeed/contracts/routes/route';
import * as Schemas from '@kfeed/contracts/schemas/index';
import { requireMember } from '../auth/authenticate.ts';
import { requestLanguage } from '../i18n/messages.ts';
import { roleRequiredMessage } from './accessMessages.ts';
import { forbidden } from './envelope.ts';
import { acceptsIdempotencyKey, idempotencyHooks } from './idempotency.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table entry the route was registered from. */
    route?: ApiRoute;
  }
}

type StaticOr<N, Otherwise> = N extends SchemaName ? Static<(typeof Schemas)[N]> : Otherwise;

/** The request a route's handler receives, typed from the entry's schemas. */
export type RouteRequest<R extends ApiRoute> = FastifyRequest<{
  Params: StaticOr<R['params'], unknown>;
  Querystring: StaticOr<R['query'], unknown>;
  Body: StaticOr<R['body'], unknown>;
}>;

/** What a handler returns: the envelope of the entry's answer, or anything for a raw route. */
export type RouteReply<R extends ApiRoute> = R['answer'] extends SchemaName
  ? ApiEnvelope<RouteAnswer<R>>
  : unknown;

export type RouteHandler<R extends ApiRoute> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteReply<R>>;

export const schemaNamed = (name: SchemaName): TSchema => Schemas[name];

const rawAnswers: Record<NonNullable<ApiRoute['raw']>, FastifySchema['response']> = {
  binary: {
    200: Type.Unsafe({ type: 'string', format: 'binary' }),
    '4xx': Schemas.Refusal,
    '5xx': Schemas.Refusal,
  },
  text: { 200: Type.String(), '4xx': Schemas.Refusal, '5xx': Schemas.Refusal },
  redirect: { '4xx': Schemas.Refusal, '5xx': Schemas.Refusal },
  stream: { '4xx': Schemas.Refusal, '5xx': Schemas.Refusal },
};

function limitNote(route: ApiRoute): string {
  if (!route.writeLimit) return '';
  const { max, windowSeconds } = WRITE_LIMITS[route.writeLimit];
  return `Write limit "${route.writeLimit}": ${max} per ${windowSeconds} s per member.`;
}

/** The Idempotency-Key header, as the OpenAPI document shows it (idempotency.ts checks it). */
const idempotencyHeaders = Type.Object({
  [IDEMPOTENCY.keyHeader]: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: IDEMPOTENCY.keyMaxLength,
      pattern: IDEMPOTENCY.keyPattern,
      description:
        `Optional. The same key sent again within ${IDEMPOTENCY.keptHours} hours answers the ` +
        `first answer (with ${IDEMPOTENCY.replayedHeader}: true) without writing again.`,
    }),
  ),
});

/** The Fastify schema of an entry: validation and the OpenAPI document, both from the table. */
export function routeSchema(route: ApiRoute): FastifySchema {
  const description = [route.description, limitNote(route)].filter(Boolean).join(' ');
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(description ? { description } : {}),
    ...(route.hidden ? { hide: true } : {}),
    ...(route.access === 'anyone' ? {} : { security: [{ bearer: [] }] }),
    ...(route.params ? { params: schemaNamed(route.params) } : {}),
    ...(route.query ? { querystring: schemaNamed(route.query) } : {}),
    ...(route.body ? { body: schemaNamed(route.body) } : {}),
    ...(acceptsIdempotencyKey(route) ? { headers: idempotencyHeaders } : {}),
    ...(route.form ? { consumes: ['multipart/form-data'] } : {}),
    response: route.answer
      ? Schemas.Answers(schemaNamed(route.answer))
      : rawAnswers[route.raw ?? 'binary'],
  };
}

const membersOnly: preHandlerAsyncHookHandler = async (request) => {
  requireMember(request);
};

type Role = Exclude<Access, string>['role'];

/** Which roles lists pass each role an entry may ask for (a moderator's calls admit admins). */
const ROLE_CHECKS: Record<Role, (roles: readonly string[]) => boolean> = {
  moderator: canModerate,
  admin: canAdminister,
};

/**
 * A member with the role, or 403 ADMIN-001 in the request's language. The roles are the
 * ones the token check read from the database for this very request (users.roles), never
 * the token's own copy: a role taken away by the operator counts at the next call.
 */
function roleRequired(role: Role): preHandlerAsyncHookHandler {
  return async (request) => {
    requireMember(request);
    const roles = request.memberAccount?.roles ?? [];
    if (!ROLE_CHECKS[role](roles)) {
      throw forbidden(API_ERROR_CODES.roleRequired, roleRequiredMessage(requestLanguage(request)));
    }
  };
}

/** What the entry's access asks of the caller, before its handler. */
function accessCheck(access: Access): preHandlerAsyncHookHandler[] {
  if (access === 'anyone') return [];
  if (access === 'member') return [membersOnly];
  return [roleRequired(access.role)];
}

/**
 * Registers a table entry with its handler. Access is enforced here (a visitor on a
 * members' route: 401 AUTH-002; a member without the role an entry names: 403 ADMIN-001),
 * after validation and the write limit, as before. A members' write takes an
 * Idempotency-Key (idempotency.ts): checked and replayed before the write limit, claimed
 * after the access checks, right before the handler.
 */
export function handle<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  extra: { preHandler?: preHandlerAsyncHookHandler; config?: Record<string, unknown> } = {},
): void {
  const idempotency = idempotencyHooks(app, route);
  const preHandler = [
    ...accessCheck(route.access),
    ...(extra.preHandler ? [extra.preHandler] : []),
    ...(idempotency ? [idempotency.claim] : []),
  ];
  app.route({
    method: route.method,
    url: route.path,
    schema: routeSchema(route),
    config: { ...extra.config, route },
    ...(preHandler.length > 0 ? { preHandler } : {}),
    ...(idempotency
      ? {
          preValidation: idempotency.replay,
          onSend: idempotency.record,
          onResponse: idempotency.release,
        }
      : {}),
    handler: handler as never,
  });
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every `/api` route registered must be a table entry and every entry must have a handler:
 * the list of what is wrong (empty when the two agree). The document's own routes are the
 * documentation plugin's, not calls.
 */
export function routeTableMismatches(
  registered: readonly RegisteredRoute[],
  table: readonly ApiRoute[],
  options: { development: boolean; apiPrefix: string; docsPrefix: string },
): string[] {
  const key = (method: string, url: string) => `${method} ${url}`;
  const calls = registered.filter(
    ({ method, url }) =>
      method !== 'HEAD' &&
      (url === options.apiPrefix || url.startsWith(`${options.apiPrefix}/`)) &&
      !url.startsWith(options.docsPrefix),
  );
  const handled = new Set(calls.map(({ method, url }) => key(method, url)));
  const declared = new Set(table.map((route) => key(route.method, route.path)));
  return [
    ...calls
      .filter(({ method, url }) => !declared.has(key(method, url)))
      .map(({ method, url }) => `${key(method, url)} is not in the route table`),
    ...table
      .filter((route) => options.development || !route.developmentOnly)
      // A call its setting turns on may be absent; registered, it is checked like any other.
      .filter((route) => !route.enabledBy)
      .filter((route) => !handled.has(key(route.method, route.path)))
      .map((route) => `${key(route.method, route.path)} has no handler`),
  ];
}
