import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import { WRITE_LIMITS } from '@kfeed/contracts/limits';
import type { ApiRoute, RouteAnswer, SchemaName } from '@kfeed/contracts/routes/route';
import * as Schemas from '@kfeed/contracts/schemas/index';
import { requireMember } from '../auth/authenticate.ts';

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
    ...(route.form ? { consumes: ['multipart/form-data'] } : {}),
    response: route.answer
      ? Schemas.Answers(schemaNamed(route.answer))
      : rawAnswers[route.raw ?? 'binary'],
  };
}

const membersOnly: preHandlerAsyncHookHandler = async (request) => {
  requireMember(request);
};

/**
 * Registers a table entry with its handler. Access is enforced here (a visitor on a
 * members' route: 401 AUTH-002), after validation and the write limit, as before.
 */
export function handle<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  extra: { preHandler?: preHandlerAsyncHookHandler; config?: Record<string, unknown> } = {},
): void {
  const preHandler = [
    ...(route.access === 'anyone' ? [] : [membersOnly]),
    ...(extra.preHandler ? [extra.preHandler] : []),
  ];
  app.route({
    method: route.method,
    url: route.path,
    schema: routeSchema(route),
    config: { ...extra.config, route },
    ...(preHandler.length > 0 ? { preHandler } : {}),
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
