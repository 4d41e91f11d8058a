import { defineConfig } from '@playwright/test';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * A second copy of the product whose access tokens live two seconds, for the expiry tests, opened
 * at an address other than its PUBLIC_URL.
 */
const SHORT_TTL_PORT = PORT + 10;
const SMTP_PORT = PORT + 20;
/** The fake getAddress.io-style address service the main copy looks post codes up in. */
const ADDRESS_PROVIDER_PORT = PORT + 30;

export const E2E_ADMIN = { email: 'admin@e2e.casekeeper.test', password: 'e2e-admin-password-1' };
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? join(ROOT, '.tmp/e2e-mail');
export const SHORT_TTL_BASE_URL = `http://127.0.0.1:${SHORT_TTL_PORT}`;
/**
 * The main copy's address, which is also its PUBLIC_URL: a host name, since WebAuthn refuses an
 * IP address as a passkey's relying party (the server still listens on 127.0.0.1).
 */
export const BASE_URL = `http://localhost:${PORT}`;

/** A copy of the built product for Playwright to start, as `npm start` would, on its own port and data. */
export function productServer(port: number, environment: Record<string, string>) {
  return {
    command: 'node server/start-product.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM lets the server stop its PostgreSQL; a SIGKILL would leave it running.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(ROOT, `.tmp/e2e-data-${port}`),
      EMBEDDED_PG_PORT: String(port + 1),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...environment,
    },
  };
}

/** Browser tests run Debian's Chromium against the built product, started as `npm start` would. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/test-results',
  // Every platform admin passes a second factor: the first admin of each copy sets up its
  // authenticator app before the tests, which then hold it (support/second-factor.ts).
  globalSetup: './support/global-setup.ts',
  metadata: { firstAdminCopies: [BASE_URL, SHORT_TTL_BASE_URL] },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../.tmp/test-reports/playwright.json' },
    ],
  ],
  timeout: 30_000,
  // Two workers and two product servers share two cores: a page may take more than 5 s to answer.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    productServer(PORT, {
      PUBLIC_URL: BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      E2E_SMTP_PORT: String(SMTP_PORT),
      E2E_MAIL_DIR,
      POSTCODE_API_URL: `http://127.0.0.1:${ADDRESS_PROVIDER_PORT}/`,
      POSTCODE_API_KEY: 'e2e-address-provider-key',
      E2E_ADDRESS_PROVIDER_PORT: String(ADDRESS_PROVIDER_PORT),
    }),
    // PUBLIC_URL left to its default (http://localhost:PORT) while the tests open 127.0.0.1, as a
    // first run does: the session must work at the address the server prints, too.
    productServer(SHORT_TTL_PORT, { ACCESS_TOKEN_TTL: '2', PUBLIC_URL: '' }),
  ],
});
