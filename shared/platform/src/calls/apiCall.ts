import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/**
 * What a call may add to its request: `silent` (the screen says what failed, no shared
 * dialog), an abort `signal`, upload progress, a time-out.
 */
export type ApiCallOptions = NonNullable<Parameters<typeof httpClient.request>[0]>;
type Options = Omit<ApiCallOptions, 'url' | 'method' | 'data' | 'params'>;

/**
 * The one way the apps call the API: send, then unwrap the envelope (an ApiError when
 * `result` is false). The answer type comes from the contracts, so each call file is a line.
 */
export async function apiGet<T>(url: string, params?: object, options?: Options): Promise<T> {
  const config = params || options ? { ...options, ...(params ? { params } : {}) } : undefined;
  const response = await httpClient.get<ApiEnvelope<T>>(url, config);
  return unwrap(response.data, response.status);
}

export async function apiPost<T>(url: string, body: object = {}, options?: Options): Promise<T> {
  const response = await httpClient.post<ApiEnvelope<T>>(url, body, options);
  return unwrap(response.data, response.status);
}

export async function apiPut<T>(url: string, body: object = {}, options?: Options): Promise<T> {
  const response = await httpClient.put<ApiEnvelope<T>>(url, body, options);
  return unwrap(response.data, response.status);
}

export async function apiDelete<T>(url: string, options?: Options): Promise<T> {
  const response = await httpClient.delete<ApiEnvelope<T>>(url, options);
  return unwrap(response.data, response.status);
}
