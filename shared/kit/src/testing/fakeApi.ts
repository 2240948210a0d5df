import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { ApiRoute } from '@kfeed/contracts/routes/route';
import { httpClient } from '@kfeed/platform/httpClient';

/** One request as the server would have seen it. */
export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: object;
}

type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A successful envelope with `data`. */
export const answerOk = (data: unknown = null): FakeAnswer => ({
  status: 200,
  body: { result: true, code: null, message: '', data },
});

/** A refusal envelope: `code` (REPORT-001, MODERATION-001, ...) with the server's message. */
export const answerRefusal = (code: string, status = 409, message = 'refused'): FakeAnswer => ({
  status,
  body: { result: false, code, message, data: null },
});

export interface FakeApi {
  /** Every request made, in order. */
  requests: FakeRequest[];
  /** Answer a route of the table (without path parameters) with `handler`. */
  on: (route: ApiRoute, handler: Handler) => FakeApi;
  /** Put the real network adapter back. */
  stop: () => void;
}

const parseBody = (config: InternalAxiosRequestConfig): unknown => {
  if (typeof config.data !== 'string') return config.data ?? null;
  try {
    return JSON.parse(config.data);
  } catch {
    return config.data;
  }
};

/**
 * A fake API at the network edge of the platform's HTTP client: only the adapter is replaced,
 * so `call(route, input)` and the client's interceptors (bearer, the notices it shows itself)
 * run as in the browser. A request no route answers fails the test.
 */
export function fakeApi(): FakeApi {
  const previous = httpClient.defaults.adapter;
  const handlers = new Map<string, Handler>();
  const api: FakeApi = {
    requests: [],
    on: (route, handler) => {
      handlers.set(`${route.method} ${route.path}`, handler);
      return api;
    },
    stop: () => {
      if (previous === undefined) delete httpClient.defaults.adapter;
      else httpClient.defaults.adapter = previous;
    },
  };
  const adapter: AxiosAdapter = async (config) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: parseBody(config),
    };
    api.requests.push(request);
    const handler = handlers.get(`${request.method} ${request.url}`);
    if (!handler) throw new Error(`no fake answer for ${request.method} ${request.url}`);
    const answer = await handler(request);
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (answer.status >= 400) {
      throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  httpClient.defaults.adapter = adapter;
  return api;
}
