import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../i18n/messages.ts';
import type { Limit, RateLimits } from './rateLimits.ts';
import { tooManyAttempts } from './tooManyAttempts.ts';

export type WriteKind =
  'post' | 'comment' | 'like' | 'report' | 'block' | 'profile' | 'share' | 'nickname' | 'language';

/** Per member, in a window; a client address may do `clientFactor` members' worth (3 by default). */
export const WRITE_LIMITS: Record<WriteKind, { max: number; windowSeconds: number }> = {
  post: { max: 10, windowSeconds: 600 },
  comment: { max: 10, windowSeconds: 60 },
  like: { max: 60, windowSeconds: 60 },
  report: { max: 10, windowSeconds: 600 },
  block: { max: 20, windowSeconds: 600 },
  profile: { max: 10, windowSeconds: 600 },
  share: { max: 20, windowSeconds: 60 },
  // Not a write, but open to visitors (sign-up): counted so nicknames cannot be listed fast.
  nickname: { max: 30, windowSeconds: 60 },
  // Correcting or suggesting a post's or comment's language (each correction re-translates).
  language: { max: 20, windowSeconds: 600 },
};

export const WRITE_ROUTES: Record<string, WriteKind> = {
  '/api/feed/insertFeed': 'post',
  '/api/feed/updateFeed': 'post',
  '/api/feed/deleteFeed': 'post',
  '/api/comment/insertComment': 'comment',
  '/api/comment/updateComment': 'comment',
  '/api/comment/deleteComment': 'comment',
  '/api/feed/likeFeed': 'like',
  '/api/feed/dislikeFeed': 'like',
  '/api/comment/likeComment': 'like',
  '/api/comment/dislikeComment': 'like',
  '/api/feed/reportFeed': 'report',
  '/api/comment/reportComment': 'report',
  '/api/user/blockUser': 'block',
  '/api/user/unblockUser/:userId': 'block',
  '/api/user/updateUserInfo': 'profile',
  '/api/user/updateUserProfileImage': 'profile',
  '/api/user/deleteUserProfileImage': 'profile',
  '/api/common/insertShareLog': 'share',
  '/api/user/checkNickname': 'nickname',
  '/api/user/updateReadLanguages': 'profile',
  '/api/feed/updateFeedLanguage': 'language',
  '/api/comment/updateCommentLanguage': 'language',
};

/**
 * Write limits per member and per client address, counted in the database (every API
 * process sees them). Over a limit: 429 RATE-001 with Retry-After and a message in the
 * person's language, which the app shows as a notice.
 */
export const writeLimits = fp(
  async (
    app: FastifyInstance,
    options: { limits: RateLimits; factor: number; clientFactor: number },
  ) => {
    app.addHook('preHandler', async (request, reply) => {
      const kind = WRITE_ROUTES[request.routeOptions.url ?? ''];
      if (!kind) return;
      const { max, windowSeconds } = WRITE_LIMITS[kind];
      const checks: [Limit, string][] = [
        [
          {
            bucket: `write-${kind}-client`,
            max: max * options.clientFactor * options.factor,
            windowSeconds,
          },
          request.ip,
        ],
      ];
      if (request.member) {
        checks.unshift([
          { bucket: `write-${kind}-member`, max: max * options.factor, windowSeconds },
          String(request.member.userId),
        ]);
      }
      const held: number[] = [];
      for (const [limit, subject] of checks) {
        const reserved = await options.limits.reserve(limit, subject);
        if (!reserved.ok) {
          for (const hitId of held) await options.limits.release(hitId);
          reply.header('retry-after', String(reserved.retryAfterSeconds));
          throw tooManyAttempts(
            'RATE-001',
            requestLanguage(request),
            Math.ceil(reserved.retryAfterSeconds / 60),
          );
        }
        held.push(reserved.hitId);
      }
    });
  },
);
