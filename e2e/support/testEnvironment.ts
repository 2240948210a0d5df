/**
 * Settings the browser tests give the API (playwright.config.ts passes them on), so a
 * test can rely on them: a known signing secret (to make an expired copy of a real
 * access token) and a sign-in code lifetime short enough to wait out.
 */
export const E2E_JWT_SECRET = 'kfeed-browser-tests-only-secret';
export const E2E_CODE_TTL_SECONDS = 30;
