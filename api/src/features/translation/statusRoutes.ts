import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import { translationRoutes as routes } from '@kfeed/contracts/routes/translation';
import type { TranslationStatus as Status } from '@kfeed/contracts/schemas/translation';
import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import { ok, unauthorized } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';

/** Counts are written to the log this often, when they changed. */
const COUNT_LOG_INTERVAL_MS = 15 * 60_000;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function translationStatus(context: AppContext): Promise<Status> {
  const translator = context.translator;
  const queue = await context.translations.queueCounts();
  if (!translator) {
    return { enabled: false, providers: [], routes: {}, memoryHits: 0, deferred: 0, queue };
  }
  const routes = Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, [...(translator.routes[code] ?? [])]]),
  );
  const providers = await Promise.all(
    [...translator.providers.keys()].map(async (name) => {
      const breaker = translator.breaker(name);
      const counts = translator.stats.of(name);
      const reopensAt = breaker?.reopensAt;
      return {
        name,
        languages: LANGUAGE_CODES.filter((code) => routes[code]?.includes(name)),
        circuit: breaker?.state ?? 'closed',
        consecutiveFailures: breaker?.consecutiveFailures ?? 0,
        circuitReopensAt: reopensAt ? toUtcString(reopensAt) : null,
        charactersToday: await translator.budget.usedToday(name),
        dailyBudget: translator.budget.limitOf(name),
        successes: counts.successes,
        failures: counts.failures,
        retries: counts.retries,
        skipped: counts.skipped,
        lastFailure: counts.lastFailure,
      };
    }),
  );
  const { memoryHits, deferred } = translator.stats.counts;
  return { enabled: true, providers, routes, memoryHits, deferred, queue };
}

/**
 * The translation status call: providers, circuits, budgets, counts and the queue, for
 * operators. It names providers and their failures, so it exists only when
 * TRANSLATION_STATUS_TOKEN is set, and answers only that token (loopback alone would not
 * do: the shell's proxy and nginx reach the API over loopback). The counts are also
 * logged (at warn, the production level) every 15 minutes when they changed.
 */
export const translationStatusRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const translator = context.translator;
  if (translator) {
    let lastDigest = translator.stats.digest();
    const timer = setInterval(() => {
      const digest = translator.stats.digest();
      if (digest === lastDigest) return;
      lastDigest = digest;
      app.log.warn({ translation: translator.stats.counts }, 'translation counts');
    }, COUNT_LOG_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const token = context.config.translation.statusToken;
  // No token: the call does not exist (the entry is `enabledBy` that setting).
  if (!token) return;
  handle(
    app,
    routes.status,
    async (request) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!given || !sameToken(given, token)) {
        throw unauthorized('TRANSLATION-001', 'The status token is missing or wrong.');
      }
      return ok(await translationStatus(context));
    },
    // The operator's token is not a member's access token: leave it to this route.
    { config: { ignoreStaleBearer: true } },
  );
};
