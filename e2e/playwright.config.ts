import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../shared/tooling/chromium.ts';
import { baseURL, ports, E2E_BASE } from './support/ports.ts';
import { E2E_JWT_SECRET } from './support/testEnvironment.ts';

// One fresh database and storage folder per run; workers inherit the variable.
process.env.KFEED_E2E_DIR ??= mkdtempSync(path.join(tmpdir(), 'kfeed-e2e-'));
const dataDir = process.env.KFEED_E2E_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    launchOptions: {
      ...CHROMIUM_LAUNCH_OPTIONS,
      // A base port such as 6000 (X11) is on Chromium's list of unsafe ports: allow ours.
      args: [
        ...CHROMIUM_LAUNCH_OPTIONS.args,
        `--explicitly-allowed-ports=${Object.values(ports).join(',')}`,
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx support/mailCatcher.ts',
      url: `http://127.0.0.1:${ports.mailbox}/health`,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx support/translatorStandIn.ts',
      url: `http://127.0.0.1:${ports.translatorControl}/health`,
      reuseExistingServer: false,
    },
    {
      // The production builds (npm run build runs first), each app on its own port, the real API.
      command: 'node --import tsx ../shell/scripts/startAll.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT_BASE: String(E2E_BASE),
        API_PORT: String(ports.api),
        DATABASE_URL: path.join(dataDir, 'kfeed.sqlite'),
        STORAGE_DIR: path.join(dataDir, 'storage'),
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        // No ALLOWED_ORIGINS: npm start derives it from PORT_BASE, a non-default one here.
        // Development asked for outright, as a developer's own run would be.
        NODE_ENV: 'development',
        // Tokens are signed with a secret the tests know (session.spec.ts expires one); journeys sign
        // the demo members in many times, so the send limits are raised. Every request
        // comes from 127.0.0.1: the per-client limits are raised (documented settings), the
        // per-member write limits stay as in production (security.spec.ts meets one).
        JWT_SECRET: E2E_JWT_SECRET,
        CODE_SEND_LIMIT_PER_EMAIL: '200',
        CODE_SEND_LIMIT_PER_IP: '5000',
        LOGIN_LIMIT_PER_IP: '5000',
        WRITE_CLIENT_FACTOR: '1000',
        // A translation provider for Uzbek readers only (a loopback stand-in): the other
        // languages have none, as on a community that configured one provider.
        LIBRETRANSLATE_URL: `http://127.0.0.1:${ports.translator}`,
        TRANSLATION_ROUTES: 'uz=libretranslate',
      },
    },
  ],
});
