import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from './page-checks';
import { saveElementScreenshot, saveScreenshot } from './screenshots';

export const LOOK_VIEWPORTS = [
  { width: 1440, height: 1000 },
  { width: 390, height: 844 },
] as const;

/** Waits for fades under way, so a screenshot or axe never sees a page mid-transition. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/**
 * Checks (no sideways scroll, axe) and photographs `target` (or the whole page) at 1440 and
 * 390 px, light and dark; `setTheme` switches the theme the way the page offers (the Dark mode
 * switch when signed in, by default).
 */
export async function lookAt(
  page: Page,
  testInfo: TestInfo,
  name: string,
  target: Locator | null,
  setTheme: (dark: boolean) => Promise<void> = (dark) => setDarkMode(page, dark),
): Promise<void> {
  for (const dark of [false, true]) {
    await page.setViewportSize(LOOK_VIEWPORTS[0]);
    await setTheme(dark);
    for (const viewport of LOOK_VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expectNoSidewaysScroll(page);
      await expectNoAccessibilityViolations(page);
      await settled(page);
      const shot = `${name}-${viewport.width}-${dark ? 'dark' : 'light'}`;
      if (target) {
        // Centred, so the sticky top bar does not cover its top.
        await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await saveElementScreenshot(target, testInfo, shot);
      } else {
        await saveScreenshot(page, testInfo, shot);
      }
    }
  }
  await setTheme(false);
  await page.setViewportSize(LOOK_VIEWPORTS[0]);
}
