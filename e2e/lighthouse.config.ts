import { defineConfig } from '@playwright/test';
import { E2E_MAIL_DIR, productServer } from './playwright.config';

/** Apart from the browser tests' ports (e2e/playwright.config.ts), so a leftover copy never answers. */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 50;
const SMTP_PORT = PORT + 10;

/**
 * Lighthouse (Debian's Chromium, desktop preset) on the sign-in page and the case list, against
 * the built product started as the browser tests start it. One page at a time, nothing else
 * running: performance is measured on the machine's own time.
 */
export default defineConfig({
  testDir: './lighthouse',
  outputDir: '../.tmp/lighthouse-results',
  globalSetup: './support/global-setup.ts',
  metadata: { firstAdminCopies: [`http://127.0.0.1:${PORT}`] },
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../.tmp/test-reports/lighthouse.json' },
    ],
  ],
  // Up to three Lighthouse runs of 10–20 s each, and the sign-in before them.
  timeout: 200_000,
  use: { baseURL: `http://127.0.0.1:${PORT}`, locale: 'en-GB', timezoneId: 'Europe/London' },
  webServer: [
    productServer(PORT, {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      E2E_SMTP_PORT: String(SMTP_PORT),
      E2E_MAIL_DIR,
    }),
  ],
});
