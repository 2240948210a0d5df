import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { VERIFICATION_CODE_TTL_SECONDS } from '@kfeed/contracts/validation';
import { LIVE_LIMITS, MODERATION_LIMITS } from '@kfeed/contracts/limits';
import {
  loadTranslationConfig,
  TranslationConfigError,
  type TranslationConfig,
} from './features/translation/translationConfig.ts';
import type { S3Settings } from './features/files/s3Storage.ts';
import {
  loadPushSettings,
  PushSettingsError,
  type PushSettings,
} from './features/push/pushSettings.ts';

/** Every setting comes from an environment variable with a working default (see README). */
export interface Config {
  port: number;
  host: string;
  /**
   * Development conveniences (code outbox, codes in the log, Swagger UI): on only when the
   * configuration asks for them (NODE_ENV=development), never because of an address: an
   * API on loopback behind a proxy on the same machine is reachable by everyone.
   */
  development: boolean;
  /** The opposite of `development`: the default. */
  production: boolean;
  /** A file path or `sqlite:<path>` for SQLite; `postgres://...` is reserved for PostgreSQL. */
  databaseUrl: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** Local scratch space for uploads in progress, and the stored files themselves with the local driver. */
  storageDir: string;
  /** Where stored files live: under storageDir (STORAGE_DRIVER=local), or in an S3-compatible bucket. */
  storage: StorageSettings;
  allowedOrigins: string[];
  /** Translation providers, routes per language, daily budgets (features/translation). */
  translation: TranslationConfig;
  /** Tests only: let link previews reach loopback servers. */
  linkPreviewAllowLoopback: boolean;
  /** Seed demo data into an empty database. */
  seedDemoData: boolean;
  /** Sign-in code sends allowed per e-mail address, and per client address, in one window. */
  codeSendLimitPerEmail: number;
  codeSendLimitPerIp: number;
  codeSendWindowSeconds: number;
  /** Wrong sign-in codes accepted per e-mail address and client per hour and per day. */
  codeFailuresPerHour: number;
  codeFailuresPerDay: number;
  /**
   * Wrong codes per e-mail address per day from every browser that never signed in to it:
   * at most 99, so a guess succeeds with less than 1 in 10,000 per address and day.
   */
  codeFailuresPerAddressDay: number;
  /** Wrong codes per day from one browser that signed in to the address before. */
  codeFailuresPerDevice: number;
  /** Login attempts per client address per code-send window. */
  loginLimitPerIp: number;
  /** Multiplies every write limit (posts, comments, likes, ...); tests raise it. */
  writeLimitFactor: number;
  /** How many members' worth of writes one client address gets (a NAT shares one address). */
  writeClientFactor: number;
  /** A rotated refresh token presented again within this many seconds is a race between tabs, not theft. */
  refreshReuseGraceSeconds: number;
  /** A sign-in (refresh family) ends this long after it started, however often it is used. */
  sessionAbsoluteLifetimeSeconds: number;
  /** Which proxies' X-Forwarded-For to believe: Fastify's trustProxy (true, false, or addresses/CIDRs). */
  trustProxy: boolean | string;
  /** How long a sign-in code is valid; changeable outside production only (expiry tests). */
  verificationCodeTtlSeconds: number;
  /**
   * Log level (LOG_LEVEL: fatal, error, warn, info, debug, trace, silent). Default `warn`:
   * errors and warnings only, no line per request. `npm run dev` asks for `info`.
   */
  logLevel: LogLevel;
  /** One line per finished request, at `info` (REQUEST_LOG=false turns it off). */
  requestLog: boolean;
  /** A comment line this often on every live stream (LIVE_HEARTBEAT_SECONDS; tests shorten it). */
  liveHeartbeatSeconds: number;
  /** How often counted post views are written, in ms (VIEW_COUNT_FLUSH_MS; tests shorten it). */
  viewCountFlushMs: number;
  /**
   * Distinct established members whose open reports hide a post or comment until a
   * moderator reviews it (MODERATION_HIDE_THRESHOLD; docs/moderation.md).
   */
  moderationHideThreshold: number;
  /**
   * Web push: VAPID keys (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated into the data
   * folder on first start), VAPID_SUBJECT, and the push services subscriptions may point to
   * (PUSH_SERVICE_HOSTS); features/push.
   */
  push: PushSettings;
}

export type StorageSettings = { driver: 'local' } | ({ driver: 's3' } & S3Settings);

/** STORAGE_DRIVER and the S3_* settings (docs/deployment.md, configuration reference). */
function storageSetting(env: NodeJS.ProcessEnv): StorageSettings {
  const driver = env.STORAGE_DRIVER || 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new ConfigError(`STORAGE_DRIVER=${driver} is not one of local, s3.`);
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new ConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET.');
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  }
  const endpoint = env.S3_ENDPOINT || null;
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  if (pathStyle !== undefined && pathStyle !== '' && pathStyle !== 'true' && pathStyle !== 'false')
    throw new ConfigError(`S3_FORCE_PATH_STYLE=${pathStyle} is not true or false.`);
  const prefix = env.S3_PREFIX ?? '';
  if (prefix !== '' && !/^([A-Za-z0-9_-][A-Za-z0-9_.-]*\/)+$/.test(prefix))
    throw new ConfigError(`S3_PREFIX=${prefix} must be plain folder names, each ending in /.`);
  return {
    driver,
    endpoint,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // Self-hosted servers (SeaweedFS, Garage and the like) name the bucket in the path.
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== null,
    prefix,
  };
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevelSetting(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'warn';
  const level = LOG_LEVELS.find((known) => known === value.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL=${value} is not one of ${LOG_LEVELS.join(', ')}.`);
  return level;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Secrets printed in this repository's history or docs: never accepted. */
export const PUBLISHED_SECRETS = new Set([
  'kfeed-development-secret-change-me',
  'test-secret',
  'kfeed-browser-tests-only-secret',
  'change-me',
  'changeme',
  'secret',
]);
export const MIN_SECRET_BYTES = 32;
export const SECRET_FILE_NAME = 'jwt-secret';

/** Thrown when the server must not start; `message` says why, for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (!ipaddr.isValid(host)) return false;
  const address = ipaddr.process(host);
  return address.range() === 'loopback';
}

function checkSecret(secret: string, source: string): string {
  if (PUBLISHED_SECRETS.has(secret)) {
    throw new ConfigError(`${source} is a published default secret; set a secret of your own`);
  }
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES) {
    throw new ConfigError(`${source} must be at least ${MIN_SECRET_BYTES} bytes long`);
  }
  return secret;
}

/** JWT_SECRET, else the secret kept in the data folder, made (0600) on first start. */
function signingSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET !== undefined) return checkSecret(env.JWT_SECRET, 'JWT_SECRET');
  const file = path.join(dataDir, SECRET_FILE_NAME);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return checkSecret(readFileSync(file, 'utf8').trim(), file);
}

/** A SQLite file in the repository's data folder, when DATABASE_URL is not set. */
export const DEFAULT_DATABASE_URL = path.join(REPO_ROOT, 'data', 'kfeed.sqlite');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST ?? '127.0.0.1';
  const loopback = isLoopbackHost(host);
  const development = env.NODE_ENV === 'development';
  const production = !development;
  const databaseUrl = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const dataDir =
    env.DATA_DIR ??
    (/^postgres/.test(databaseUrl) || databaseUrl.endsWith(':memory:')
      ? path.join(REPO_ROOT, 'data')
      : path.dirname(path.resolve(databaseUrl.replace(/^sqlite:(\/\/)?/, ''))));
  const smtpUrl = env.SMTP_URL || null;
  const mailFrom = env.MAIL_FROM ?? 'KFeed <no-reply@kfeed.local>';
  if (!smtpUrl && !loopback) {
    throw new ConfigError(
      `HOST=${host} is reachable from other machines, but SMTP_URL is not set: sign-in codes ` +
        'could not be e-mailed. Set SMTP_URL, or listen on 127.0.0.1.',
    );
  }
  if (!smtpUrl && !development) {
    throw new ConfigError(
      'SMTP_URL is not set: sign-in codes could not be e-mailed. Set SMTP_URL, or ' +
        'NODE_ENV=development on a development machine (codes then go to the log and the ' +
        'development outbox).',
    );
  }
  return {
    port: Number(env.PORT ?? 8080),
    host,
    development,
    production,
    databaseUrl,
    jwtSecret: signingSecret(env, dataDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS ?? 60 * 60 * 24 * 30),
    sessionAbsoluteLifetimeSeconds: positiveInt(
      env.SESSION_ABSOLUTE_LIFETIME_SECONDS,
      60 * 60 * 24 * 90,
    ),
    smtpUrl,
    mailFrom,
    storageDir: env.STORAGE_DIR ?? path.join(REPO_ROOT, 'data', 'storage'),
    storage: storageSetting(env),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((origin) => origin.trim())
      // A literal "null" origin (sandboxed frames, file://) is never an allowed one.
      .filter((origin) => origin !== '' && origin !== 'null'),
    translation: translationSetting(env),
    linkPreviewAllowLoopback: env.LINK_PREVIEW_ALLOW_LOOPBACK === 'true' && development,
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    codeSendLimitPerEmail: positiveInt(env.CODE_SEND_LIMIT_PER_EMAIL, 5),
    codeSendLimitPerIp: positiveInt(env.CODE_SEND_LIMIT_PER_IP, 30),
    codeSendWindowSeconds: positiveInt(env.CODE_SEND_WINDOW_SECONDS, 600),
    codeFailuresPerHour: positiveInt(env.CODE_FAILURES_PER_HOUR, 10),
    codeFailuresPerDay: positiveInt(env.CODE_FAILURES_PER_DAY, 20),
    codeFailuresPerAddressDay: atMost(
      'CODE_FAILURES_PER_ADDRESS_DAY',
      positiveInt(env.CODE_FAILURES_PER_ADDRESS_DAY, 75),
      99,
    ),
    codeFailuresPerDevice: atMost(
      'CODE_FAILURES_PER_DEVICE',
      positiveInt(env.CODE_FAILURES_PER_DEVICE, 5),
      20,
    ),
    loginLimitPerIp: positiveInt(env.LOGIN_LIMIT_PER_IP, 30),
    writeLimitFactor: positiveInt(env.WRITE_LIMIT_FACTOR, 1),
    writeClientFactor: positiveInt(env.WRITE_CLIENT_FACTOR, 3),
    refreshReuseGraceSeconds: Number(env.REFRESH_REUSE_GRACE_SECONDS ?? 10),
    trustProxy: trustProxySetting(env.TRUST_PROXY ?? 'loopback'),
    verificationCodeTtlSeconds: production
      ? VERIFICATION_CODE_TTL_SECONDS
      : positiveInt(env.VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_CODE_TTL_SECONDS),
    logLevel: logLevelSetting(env.LOG_LEVEL),
    requestLog: env.REQUEST_LOG !== 'false',
    liveHeartbeatSeconds: positiveInt(env.LIVE_HEARTBEAT_SECONDS, LIVE_LIMITS.heartbeatSeconds),
    viewCountFlushMs: positiveInt(env.VIEW_COUNT_FLUSH_MS, 5000),
    moderationHideThreshold: positiveInt(
      env.MODERATION_HIDE_THRESHOLD,
      MODERATION_LIMITS.hideThresholdDefault,
    ),
    push: pushSetting(env, { dataDir, mailFrom, development }),
  };
}

function pushSetting(env: NodeJS.ProcessEnv, where: Parameters<typeof loadPushSettings>[1]) {
  try {
    return loadPushSettings(env, where);
  } catch (error) {
    if (error instanceof PushSettingsError) throw new ConfigError(error.message);
    throw error;
  }
}

function translationSetting(env: NodeJS.ProcessEnv): TranslationConfig {
  try {
    return loadTranslationConfig(env);
  } catch (error) {
    if (error instanceof TranslationConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function positiveInt(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** A setting that must not exceed `max` (a security bound): a larger one stops the start. */
function atMost(name: string, value: number, max: number): number {
  if (value > max) throw new Error(`${name} must be at most ${max} (it was ${value}).`);
  return value;
}

function trustProxySetting(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}
