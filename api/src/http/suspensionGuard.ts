import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import type { WriteKind } from '@kfeed/contracts/limits';
import { activeSuspension } from '../auth/suspension.ts';
import type { Clock } from '../clock.ts';
import { requestLanguage } from '../i18n/messages.ts';
import { suspendedMessage } from './accessMessages.ts';
import { forbidden } from './envelope.ts';
import { runFirst } from './routeHooks.ts';

/**
 * Which writes a suspension stops, by the write kind the route table names (limits.ts).
 * Every kind is decided here, so a new kind does not compile until someone chooses: a
 * suspended member reads but does not take part. Stopped: everything that puts words,
 * reactions or judgements in front of others or changes what they see of the member
 * (posts, comments and their edits and deletions, likes, reports, the profile, shares,
 * language corrections and re-translations, moderation itself). Left open: what only
 * concerns the member's own reading and safety (blocking and unblocking, marking
 * notifications read, their settings, the live channel's ticket) and the nickname check,
 * which writes nothing. Calls with no
 * write kind (logout, refresh, withdrawal, search history) are never stopped.
 */
export const SUSPENSION_STOPS: Record<WriteKind, boolean> = {
  post: true,
  comment: true,
  like: true,
  report: true,
  // Blocking protects the member themself (a harasser), and changes only what they see.
  block: false,
  profile: true,
  share: true,
  language: true,
  moderation: true,
  nickname: false,
  notification: false,
  live: false,
};

/**
 * The one place a suspension is enforced: before validation (a suspended member's write is
 * refused whatever it carries), 403 MODERATION-001 with until when in the request's
 * language. The suspension is the one the token check read for this request, compared
 * with the clock: an expired one ends by itself.
 */
export const suspensionGuard = fp(async (app: FastifyInstance, options: { clock: Clock }) => {
  const guard: preValidationAsyncHookHandler = async function suspension(request) {
    const account = request.memberAccount;
    if (!request.member || !account) return;
    const suspension = activeSuspension(account.suspension, options.clock.now());
    if (!suspension) return;
    throw forbidden(
      API_ERROR_CODES.suspended,
      suspendedMessage(requestLanguage(request), suspension),
    );
  };
  // Only the routes whose writes a suspension stops check one, before their own steps.
  app.addHook('onRoute', (route) => {
    const kind = route.config?.route?.writeLimit;
    if (kind && SUSPENSION_STOPS[kind]) route.preValidation = runFirst(guard, route.preValidation);
  });
});
