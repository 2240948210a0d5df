import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ApiRoute, RouteAnswer, RouteInput } from '@kfeed/contracts/routes/route';
import { httpClient } from '@kfeed/platform/httpClient';

/** A request as it left the HTTP client: what the API would have received. */
export interface SeenRequest {
  method: string;
  url: string;
  /** A GET's query. */
  params: Record<string, unknown>;
  /** A POST's JSON body, parsed. */
  body: unknown;
}

/** A refusal the fake API answers with: the envelope's code and message, and a status. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

type Handler<R extends ApiRoute> = (
  input: RouteInput<R>,
  request: SeenRequest,
) => RouteAnswer<R> | Refusal | Promise<RouteAnswer<R> | Refusal>;

/**
 * A fake API at the network edge: the HTTP client's adapter is the only part replaced, so
 * `call()`, the route table and the client's interceptors run as in the browser. Each route
 * answers with its handler (data in the envelope, or a Refusal); every request is kept.
 */
export function fakeApi() {
  const seen: SeenRequest[] = [];
  const handlers = new Map<string, Handler<ApiRoute>>();
  const original = httpClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown =
      typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const request: SeenRequest = {
      method,
      url,
      params: { ...(config.params as Record<string, unknown> | undefined) },
      body,
    };
    seen.push(request);
    const handler = handlers.get(`${method} ${url}`);
    if (!handler) throw new Error(`fake API: no answer for ${method} ${url}`);
    const input = (method === 'GET' ? request.params : body) as never;
    const answer = await handler(input, request);
    const refused = answer instanceof Refusal;
    const response: AxiosResponse = {
      data: refused
        ? { result: false, data: null, code: answer.code, message: answer.message }
        : { result: true, data: answer, message: '' },
      status: refused ? answer.status : 200,
      statusText: refused ? String(answer.status) : 'OK',
      headers: new AxiosHeaders(),
      config,
    };
    if (refused)
      throw new AxiosError('refused', AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  httpClient.defaults.adapter = adapter;
  return {
    seen,
    /** The requests sent to one route. */
    sentTo: (route: ApiRoute) =>
      seen.filter((request) => request.method === route.method && request.url === route.path),
    answer<R extends ApiRoute>(route: R, handler: Handler<R>) {
      handlers.set(`${route.method} ${route.path}`, handler as unknown as Handler<ApiRoute>);
    },
    restore() {
      if (original) httpClient.defaults.adapter = original;
      else delete httpClient.defaults.adapter;
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
