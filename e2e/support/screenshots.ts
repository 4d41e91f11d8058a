import type { Locator, Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

/** Where a screenshot called `name` is saved, under e2e/screenshots. */
export function screenshotPath(testInfo: TestInfo, name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const project = testInfo.project.name || 'chromium';
  return join(SCREENSHOT_DIR, `${project}-${name}.png`);
}

/** Saves a full-page screenshot under e2e/screenshots so people can look at what was tested. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(testInfo, name), fullPage: true });
}

/** Saves a screenshot of one element (the top bar, say) under e2e/screenshots. */
export async function saveElementScreenshot(
  element: Locator,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  await element.screenshot({ path: screenshotPath(testInfo, name) });
}
