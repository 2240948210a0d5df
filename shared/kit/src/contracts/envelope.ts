/** Every API answer is wrapped in this envelope; `code` is set on refusals. */
export interface ApiEnvelope<T> {
  result: boolean;
  data: T;
  message: string;
  code?: string;
}

/** Stable error codes the API answers with; the UI branches on some of them. */
export const API_ERROR_CODES = {
  tokenExpired: 'TOKEN_EXPIRED',
  /** The access token is not valid (bad signature, wrong audience, ...): the session is over. */
  tokenInvalid: 'AUTH-001',
  /** Too many writes in a short time: answered 429 with Retry-After. */
  rateLimited: 'RATE-001',
  sessionRevoked: 'AUTH-003',
  alreadyReported: 'REPORT-001',
  alreadyBlocked: 'USER-005',
} as const;

export type YesNo = 'Y' | 'N';

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalElements: number;
  last: boolean;
  first: boolean;
  numberOfElements: number;
}

/** The page size of every paged list in the product. */
export const PAGE_SIZE = 10;
