import type { Static } from 'typebox';
import type * as S from '@kfeed/contracts/schemas/primitives';

export { PAGE_SIZE } from '@kfeed/contracts/limits';

/**
 * Every API answer is wrapped in this envelope; `code` is set on refusals. The generic
 * twin of the `Envelope` schema (schemas/primitives.ts).
 */
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
  /** A request body over its call's limit (the largest body the call legitimately takes): 413. */
  bodyTooLarge: 'REQUEST-001',
  /** JSON nesting arrays or objects deeper than the API reads (32 levels): 400. */
  jsonTooDeep: 'REQUEST-002',
  /** A multipart upload without a usable boundary, or cut off before its end: 400. */
  uploadMalformed: 'REQUEST-003',
  /** A search term holding a C0 or C1 control character (a NUL, an escape): 400. */
  searchControlCharacter: 'SEARCH-004',
  sessionRevoked: 'AUTH-003',
  alreadyReported: 'REPORT-001',
  alreadyBlocked: 'USER-005',
  /** A suspended member tried to write: 403, the message says until when. */
  suspended: 'MODERATION-001',
  /** A member without the role called an admin route: 403. */
  roleRequired: 'ADMIN-001',
  /** The Idempotency-Key header is not 1 to 128 printable ASCII characters: 400. */
  idempotencyKeyInvalid: 'IDEMPOTENCY-001',
  /** The key was used before for another call, or the same call with other input: 422. */
  idempotencyKeyReused: 'IDEMPOTENCY-002',
  /** The first request with this key is still running: 409 with Retry-After, send again. */
  idempotencyKeyInProgress: 'IDEMPOTENCY-003',
  /** The shell's server cannot reach the API (down, restarting): 503 from the proxy. */
  apiUnavailable: 'API_UNAVAILABLE',
  /**
   * The API cannot reach its database this moment (a restart): 503 with Retry-After. The
   * request changed nothing; sent again (a write with its key), it runs.
   */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /**
   * The API has more of this work queued than it takes (photos to process): 503 with
   * Retry-After. Nothing was saved; sent again later (a write with its key), it runs.
   */
  serverBusy: 'SERVER_BUSY',
} as const;

/**
 * Idempotency keys (docs/api.md, "Sending a write again"): every member's write accepts
 * `Idempotency-Key`; the API keeps each member's keys for `keptHours`, and a repeat answers
 * the first answer with `Idempotent-Replayed: true`. A new write needs a new key.
 */
export const IDEMPOTENCY = {
  keyHeader: 'Idempotency-Key',
  replayedHeader: 'Idempotent-Replayed',
  keyMaxLength: 128,
  /** 1 to 128 printable ASCII characters, space included. */
  keyPattern: '^[\\x20-\\x7E]{1,128}$',
  keptHours: 24,
} as const;

/** HTTP status of a session that has ended for good (withdrawn member, revoked): AUTH-003. */
export const SESSION_REVOKED_STATUS = 452;

export type YesNo = Static<typeof S.YesNo>;
export type Pagination = Static<typeof S.Pagination>;
