import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import {
  pathParamNames,
  routePath,
  type ApiRoute,
  type RouteAnswer,
  type RouteInput,
} from '@kfeed/contracts/routes/route';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/**
 * What a call may add to its request: `silent` (the screen says what failed, no shared
 * dialog), an abort `signal`, upload progress, a time-out.
 */
export type ApiCallOptions = NonNullable<Parameters<typeof httpClient.request>[0]>;
type Options = Omit<ApiCallOptions, 'url' | 'method' | 'data' | 'params'>;

/** A route whose input has no required field may be called without one. */
type InputArgs<R extends ApiRoute> =
  object extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: Options]
    : [input: RouteInput<R>, options?: Options];

/**
 * The one way the apps call the API: a route of the table (`@kfeed/contracts/routes/...`)
 * and its input, typed from the route's schemas. Path parameters are taken from the input;
 * the rest goes as the query of a GET and as the body otherwise. Resolves to the envelope's
 * data, or throws an ApiError when `result` is false.
 */
export async function call<R extends ApiRoute>(
  route: R,
  ...[input, options]: InputArgs<R>
): Promise<RouteAnswer<R>> {
  let url = route.path;
  let payload: unknown = input;
  const names = pathParamNames(route);
  if (names.length > 0 && input && !(input instanceof FormData)) {
    const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    url = routePath(route, rest);
    for (const name of names) delete rest[name];
    payload = rest;
  }
  const inQuery = route.method === 'GET' || (route.method === 'DELETE' && !route.body);
  const response = await httpClient.request<ApiEnvelope<RouteAnswer<R>>>({
    ...options,
    url,
    method: route.method,
    ...(inQuery
      ? payload && Object.keys(payload).length > 0
        ? { params: payload }
        : {}
      : { data: payload ?? {} }),
  });
  return unwrap(response.data, response.status);
}
