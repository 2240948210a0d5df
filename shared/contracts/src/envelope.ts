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
  sessionRevoked: 'AUTH-003',
  alreadyReported: 'REPORT-001',
  alreadyBlocked: 'USER-005',
  /** A suspended member tried to write: 403, the message says until when. */
  suspended: 'MODERATION-001',
  /** A member without the role called an admin route: 403. */
  roleRequired: 'ADMIN-001',
} as const;

/** HTTP status of a session that has ended for good (withdrawn member, revoked): AUTH-003. */
export const SESSION_REVOKED_STATUS = 452;

export type YesNo = Static<typeof S.YesNo>;
export type Pagination = Static<typeof S.Pagination>;
