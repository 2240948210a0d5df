import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import {
  TranslationStatus,
  type TranslationStatus as Status,
} from '@kfeed/contracts/schemas/translation';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import { ok, unauthorized } from '../../http/envelope.ts';

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
 * GET /api/translation/status: providers, circuits, budgets, counts and the queue, for
 * operators. It names providers and their failures, so it exists only when
 * TRANSLATION_STATUS_TOKEN is set, and answers only that token (loopback alone would not
 * do: the shell's proxy and nginx reach the API over loopback). The counts are also
 * logged (at warn, the production level) every 15 minutes when they changed.
 */
export const translationStatusRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
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
    if (!token) return;
    app.get(
      '/api/translation/status',
      {
        // The operator's token is not a member's access token: leave it to this route.
        config: { ignoreStaleBearer: true },
        schema: {
          tags: ['translation'],
          summary:
            'Translation providers, budgets and queue (operators, with TRANSLATION_STATUS_TOKEN)',
          response: Answers(TranslationStatus),
        },
      },
      async (request) => {
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
        if (!given || !sameToken(given, token)) {
          throw unauthorized('TRANSLATION-001', 'The status token is missing or wrong.');
        }
        return ok(await translationStatus(context));
      },
    );
  };
