/**
 * The browser tests run their own copy of KFeed on ports of their own (E2E_PORT_BASE,
 * default 4000), so they never meet a developer's `npm start` on 3000.
 */
export const E2E_BASE = Number(process.env.E2E_PORT_BASE ?? 4000);
export const ports = {
  shell: E2E_BASE,
  api: E2E_BASE + 80,
  smtp: E2E_BASE + 25,
  mailbox: E2E_BASE + 26,
  translator: E2E_BASE + 27,
  translatorControl: E2E_BASE + 28,
} as const;
export const baseURL = `http://localhost:${ports.shell}`;
