import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './envelope.ts';

/**
 * Calls that act on the refresh cookie (refresh, logout) are answered only for the site
 * itself: an Origin on the allow-list, or a browser saying the request is same-origin,
 * and a JSON body (which a cross-site form cannot send without a CORS preflight).
 */
export function requireSameSiteJson(config: Config) {
  return async (request: FastifyRequest): Promise<void> => {
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type)) {
      throw new AppError(415, 'AUTH-018', 'This call takes a JSON body.');
    }
    const origin = request.headers.origin;
    const sameOrigin = request.headers['sec-fetch-site'] === 'same-origin';
    const allowed = origin !== undefined && config.allowedOrigins.includes(origin);
    if (!allowed && !(sameOrigin && (origin === undefined || origin !== 'null'))) {
      throw new AppError(403, 'AUTH-019', 'This call is accepted only from the KFeed site.');
    }
  };
}
