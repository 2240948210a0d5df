import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../i18n/messages.ts';
import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import { WRITE_LIMITS, type WriteKind } from '@kfeed/contracts/limits';
import type { Limit, RateLimits } from './rateLimits.ts';
import { limitReached } from './limitMessages.ts';
import { runFirst } from './routeHooks.ts';

/**
 * Write limits per member and per client address, the kind named by the route's table
 * entry, counted in the database (every API process sees them). Over a limit: 429 RATE-001
 * with Retry-After and a message in the person's language saying what is limited, for whom
 * (the member, or everyone on their network) and until when; the app shows it as a notice.
 */
export const writeLimits = fp(
  async (
    app: FastifyInstance,
    options: { limits: RateLimits; factor: number; clientFactor: number },
  ) => {
    const check = (kind: WriteKind): preHandlerAsyncHookHandler =>
      async function writeLimit(request, reply) {
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
        const refused = await options.limits.reserveAll(checks);
        if (!refused) return;
        reply.header('retry-after', String(refused.retryAfterSeconds));
        throw limitReached(API_ERROR_CODES.rateLimited, requestLanguage(request), {
          action: kind,
          max: refused.limit.max,
          windowSeconds,
          byClient: refused.limit.bucket.endsWith('-client'),
          retryAt: refused.retryAt,
        });
      };
    // Only the routes with a limit check one, before their access checks and handler.
    app.addHook('onRoute', (route) => {
      const kind = route.config?.route?.writeLimit;
      if (kind) route.preHandler = runFirst(check(kind), route.preHandler);
    });
  },
);
