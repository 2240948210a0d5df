import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/**
 * The one way the apps call the API: send, then unwrap the envelope (an ApiError when
 * `result` is false). The answer type comes from the contracts, so each call file is a line.
 */
export async function apiGet<T>(url: string, params?: object): Promise<T> {
  const response = await httpClient.get<ApiEnvelope<T>>(url, params ? { params } : undefined);
  return unwrap(response.data, response.status);
}

export async function apiPost<T>(url: string, body: object = {}): Promise<T> {
  const response = await httpClient.post<ApiEnvelope<T>>(url, body);
  return unwrap(response.data, response.status);
}

export async function apiPut<T>(url: string, body: object = {}): Promise<T> {
  const response = await httpClient.put<ApiEnvelope<T>>(url, body);
  return unwrap(response.data, response.status);
}

export async function apiDelete<T>(url: string): Promise<T> {
  const response = await httpClient.delete<ApiEnvelope<T>>(url);
  return unwrap(response.data, response.status);
}
