import type { Static, TSchema } from 'typebox';
import type { WriteKind } from '@kfeed/contracts/limits';
import type * as Schemas from '@kfeed/contracts/schemas/index';

type SchemaModule = typeof Schemas;

/** The name of a schema in `schemas/index.ts`. */
export type SchemaName = {
  [K in keyof SchemaModule]: SchemaModule[K] extends TSchema ? K : never;
}[keyof SchemaModule];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone (visitors and members), members only, or members with a role. */
export type Access = 'anyone' | 'member' | { readonly role: 'moderator' | 'admin' };

/**
 * One call of the API, declared once: the API registers its handler from it, the apps call
 * it with `call(route, input)`, the write limits and the OpenAPI document read it.
 */
export interface ApiRoute {
  readonly method: HttpMethod;
  /** The full path; `:name` marks a path parameter, a trailing `*` a prefix. */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  /** Counted against this write limit (limits.ts), per member and per client address. */
  readonly writeLimit?: WriteKind;
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  readonly body?: SchemaName;
  /**
   * A multipart/form-data body: the JSON part's name and schema, plus image files; or, for
   * an upload with no JSON part, just the file field's name.
   */
  readonly form?:
    | { readonly part: string; readonly schema: SchemaName; readonly note?: string }
    | { readonly file: string; readonly note?: string };
  /** The envelope's `data`. Absent on a route that answers something else (`raw`). */
  readonly answer?: SchemaName;
  /** Not an envelope: a file, a redirect, a page. */
  readonly raw?: 'binary' | 'redirect' | 'text' | 'stream';
  /** Registered only where `development` is on. */
  readonly developmentOnly?: boolean;
  /** Registered only when this setting is given (the call does not exist without it). */
  readonly enabledBy?: string;
  /** Left out of the OpenAPI document. */
  readonly hidden?: boolean;
  /**
   * A read of public content that the reader's own browser may keep, to show it again
   * offline: answered `Cache-Control: private, no-cache` (never a shared cache; asked again
   * whenever online) and kept by the service worker. Every other answer is `no-store`.
   */
  readonly offlineReadable?: true;
}

/** Keeps each entry's literal types, so inputs and answers are inferred from the names. */
export const defineRoutes = <const T extends Record<string, ApiRoute>>(routes: T): T => routes;

type StaticOf<N> = N extends SchemaName ? Static<SchemaModule[N]> : never;

/** What a route's path parameters are. */
export type RouteParams<R extends ApiRoute> = R['params'] extends SchemaName
  ? StaticOf<R['params']>
  : object;

/** What a call sends: path parameters with the query (GET) or the body; a form's FormData. */
export type RouteInput<R extends ApiRoute> = R['form'] extends object
  ? FormData
  : RouteParams<R> &
      (R['method'] extends 'GET'
        ? R['query'] extends SchemaName
          ? StaticOf<R['query']>
          : object
        : R['body'] extends SchemaName
          ? StaticOf<R['body']>
          : R['query'] extends SchemaName
            ? StaticOf<R['query']>
            : object);

/** The envelope's `data` the call resolves to. */
export type RouteAnswer<R extends ApiRoute> = R['answer'] extends SchemaName
  ? StaticOf<R['answer']>
  : never;

/** A route's path with its parameters filled in. */
export function routePath(route: ApiRoute, params: Record<string, unknown> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

/** The names of a route's path parameters. */
export const pathParamNames = (route: ApiRoute): string[] =>
  [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
