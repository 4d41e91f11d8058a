import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

/** Saves a full-page screenshot under e2e/screenshots so people can look at what was tested. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const project = testInfo.project.name || 'chromium';
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${project}-${name}.png`), fullPage: true });
}
