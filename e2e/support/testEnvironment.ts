import { randomBytes } from 'node:crypto';

/**
 * Settings the browser tests give the API (playwright.config.ts passes them on), so a
 * test can rely on them: a signing secret made for this run (to make an expired copy of
 * a real access token; workers inherit it).
 */
process.env.KFEED_E2E_JWT_SECRET ??= randomBytes(32).toString('base64url');
export const E2E_JWT_SECRET: string = process.env.KFEED_E2E_JWT_SECRET;
