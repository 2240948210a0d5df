import axios, { type AxiosInstance } from 'axios';
import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import { sessionStore } from '@kfeed/shared/sessionStore';

/** All calls go to `/api` on the page's own origin; the shell's server forwards them. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The one HTTP client of the product: bearer token, cookies, 10 s time-out. */
export const httpClient: AxiosInstance = axios.create({
  baseURL: '/',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
});

httpClient.interceptors.request.use((config) => {
  const token = sessionStore.getState().accessToken;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** Unwrap the envelope, throwing an ApiError when `result` is false. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function unwrap<T>(envelope: ApiEnvelope<T>, status?: number): T {
  if (!envelope.result) throw new ApiError(envelope.message, envelope.code, status);
  return envelope.data;
}

/** The envelope of a failed call, when the server sent one. */
export function errorEnvelope(error: unknown): Partial<ApiEnvelope<unknown>> | null {
  if (
    axios.isAxiosError(error) &&
    error.response?.data &&
    typeof error.response.data === 'object'
  ) {
    return error.response.data as Partial<ApiEnvelope<unknown>>;
  }
  if (error instanceof ApiError)
    return { result: false, message: error.message, ...(error.code ? { code: error.code } : {}) };
  return null;
}

export function errorCode(error: unknown): string | undefined {
  return errorEnvelope(error)?.code;
}
