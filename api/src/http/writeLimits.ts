import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../i18n/messages.ts';
import { WRITE_LIMITS } from '@kfeed/contracts/limits';
import type { Limit, RateLimits } from './rateLimits.ts';
import { tooManyAttempts } from './tooManyAttempts.ts';

/**
 * Write limits per member and per client address, the kind named by the route's table
 * entry, counted in the database (every API process sees them). Over a limit: 429 RATE-001 with Retry-After and a message in the
 * person's language, which the app shows as a notice.
 */
export const writeLimits = fp(
  async (
    app: FastifyInstance,
    options: { limits: RateLimits; factor: number; clientFactor: number },
  ) => {
    app.addHook('preHandler', async (request, reply) => {
      const kind = request.routeOptions.config.route?.writeLimit;
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
