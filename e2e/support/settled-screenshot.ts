import type { Page, TestInfo } from '@playwright/test';
import { saveScreenshot } from './screenshots';

/**
 * Scrolls to the top and lets transitions (drawer slide, theme colours, ripples) finish before
 * saving the screenshot, so the picture shows the page at rest: a full-page shot taken while
 * scrolled draws fixed bars in the middle of the page.
 */
export async function saveSettledScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
  await saveScreenshot(page, testInfo, name);
}
