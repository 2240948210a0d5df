import path from 'node:path';
import { VERIFICATION_CODE_TTL_SECONDS } from '@kfeed/kit/utils/validation';

/** Every setting comes from an environment variable with a working default (see README). */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** A file path or `sqlite:<path>` for SQLite; `postgres://...` is reserved for PostgreSQL. */
  databaseUrl: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  storageDir: string;
  allowedOrigins: string[];
  translator: 'none' | 'libretranslate';
  libreTranslateUrl: string | null;
  libreTranslateApiKey: string | null;
  /** Tests only: let link previews reach loopback servers. */
  linkPreviewAllowLoopback: boolean;
  /** Seed demo data into an empty database. */
  seedDemoData: boolean;
  /** Sign-in code sends allowed per e-mail address, and per client address, in one window. */
  codeSendLimitPerEmail: number;
  codeSendLimitPerIp: number;
  codeSendWindowSeconds: number;
  /** A rotated refresh token presented again within this many seconds is a race between tabs, not theft. */
  refreshReuseGraceSeconds: number;
  /** Mark the refresh cookie Secure (HTTPS only). */
  cookieSecure: boolean;
  /** Which proxies' X-Forwarded-For to believe: Fastify's trustProxy (true, false, or addresses/CIDRs). */
  trustProxy: boolean | string;
  /** How long a sign-in code is valid; changeable outside production only (expiry tests). */
  verificationCodeTtlSeconds: number;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET ?? (production ? '' : 'kfeed-development-secret-change-me');
  if (!jwtSecret) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    production,
    databaseUrl: env.DATABASE_URL ?? path.join(REPO_ROOT, 'data', 'kfeed.sqlite'),
    jwtSecret,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS ?? 60 * 60 * 24 * 30),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'KFeed <no-reply@kfeed.local>',
    storageDir: env.STORAGE_DIR ?? path.join(REPO_ROOT, 'data', 'storage'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    translator: env.TRANSLATOR === 'libretranslate' ? 'libretranslate' : 'none',
    libreTranslateUrl: env.LIBRETRANSLATE_URL || null,
    libreTranslateApiKey: env.LIBRETRANSLATE_API_KEY || null,
    linkPreviewAllowLoopback: env.LINK_PREVIEW_ALLOW_LOOPBACK === 'true' && !production,
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    codeSendLimitPerEmail: positiveInt(env.CODE_SEND_LIMIT_PER_EMAIL, 5),
    codeSendLimitPerIp: positiveInt(env.CODE_SEND_LIMIT_PER_IP, 30),
    codeSendWindowSeconds: positiveInt(env.CODE_SEND_WINDOW_SECONDS, 600),
    refreshReuseGraceSeconds: Number(env.REFRESH_REUSE_GRACE_SECONDS ?? 10),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    trustProxy: trustProxySetting(env.TRUST_PROXY ?? 'loopback'),
    verificationCodeTtlSeconds: production
      ? VERIFICATION_CODE_TTL_SECONDS
      : positiveInt(env.VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_CODE_TTL_SECONDS),
  };
}

function positiveInt(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : fallback;
}

function trustProxySetting(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}
