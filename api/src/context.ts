import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/db.ts';
import { AccessTokens } from './auth/accessToken.ts';
import { RateLimits } from './http/rateLimits.ts';
import { RefreshSessions } from './auth/refreshSessions.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { reindexFeed } from './features/search/searchIndex.ts';
import { TranslationService } from './features/translation/translationService.ts';
import { createTranslator } from './features/translation/createTranslator.ts';
import type { RoutedTranslator } from './features/translation/routedTranslator.ts';
import { registerTranslationRoutes } from './features/translation/textTranslationStatus.ts';
import { createStorage } from './features/files/createStorage.ts';
import type { Storage } from './features/files/storage.ts';
import type { LivePublisher } from './features/live/livePublisher.ts';
import { LiveHub } from './features/live/liveHub.ts';
import { PushService } from './features/push/pushService.ts';
import { PictureSizes } from './features/feeds/pictureSizes.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Stored files; by default the driver the configuration names. */
  storage?: Storage;
}

/**
 * Everything a route may need, handed to each feature's routes. Kept apart from app.ts,
 * which imports every feature: the features import this module instead.
 */
export interface AppContext extends AppDeps {
  tokens: AccessTokens;
  /** Refresh-token families: start, rotate, end. */
  sessions: RefreshSessions;
  /** SMTP when SMTP_URL is set, else the development outbox. */
  mailer: Mailer;
  /** Background translation of posts and comments; call enqueueFeed / enqueueComment after a write. */
  translations: TranslationService;
  /** The translation providers and their routing; null when none is configured. */
  translator: RoutedTranslator | null;
  /** Limits shared by every API process (they live in the database). */
  rateLimits: RateLimits;
  /** Stored files (images, profile photos, attachments): local disk or an S3-compatible bucket. */
  storage: Storage;
  /**
   * The live channel: `publish` an event to one member's streams or to every stream (after
   * the write commits); the rest is the live routes' (features/live).
   */
  live: LivePublisher & LiveHub;
  /** Web push: members' devices, and the pushes `NotificationService.announce` starts. */
  push: PushService;
  /** Pictures' reading sizes left for later while the image line was busy; `wake` after a write. */
  pictureSizes: PictureSizes;
}

export function createContext(deps: AppDeps, log: FastifyBaseLogger): AppContext {
  const translator = createTranslator(deps.config, deps.db, deps.clock, log);
  // Post and comment answers tell readers whether their language can be translated at all.
  registerTranslationRoutes(deps.db, translator?.routes ?? null);
  const live = new LiveHub({
    db: deps.db,
    clock: deps.clock,
    log,
    databaseUrl: deps.config.databaseUrl,
  });
  const push = new PushService({ ...deps, live }, log);
  const storage = deps.storage ?? createStorage(deps.config);
  return {
    ...deps,
    translator,
    push,
    storage,
    pictureSizes: new PictureSizes({ db: deps.db, clock: deps.clock, storage, log }),
    live,
    rateLimits: new RateLimits(deps.db, deps.clock),
    tokens: new AccessTokens(deps.config.jwtSecret, deps.config.accessTokenTtlSeconds, deps.clock),
    sessions: new RefreshSessions(
      deps.db,
      deps.clock,
      deps.config.refreshTokenTtlSeconds,
      deps.config.refreshReuseGraceSeconds,
      deps.config.sessionAbsoluteLifetimeSeconds,
    ),
    mailer: createMailer({
      smtpUrl: deps.config.smtpUrl,
      from: deps.config.mailFrom,
      logger: log,
      clock: deps.clock,
      logCodes: deps.config.development,
    }),
    translations: new TranslationService(
      deps.db,
      translator,
      deps.clock,
      log,
      { concurrency: 2, maxAttempts: 5, retryBaseMs: 2_000 },
      (feedId) => reindexFeed(deps.db, feedId),
      live,
    ),
  };
}
