import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The headers every answer carries. A JSON API runs no script: nothing may load, nothing
 * may frame it, no other site may read it (HSTS is set where TLS ends). They are what
 * helmet sent with the options the API gave it (securityHeaders.test.ts compares), written
 * once: helmet built them again, its policy parsed, for every request (docs/performance.md).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none';script-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** SECURITY_HEADERS on every answer, refusals and unknown calls included. */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
});
