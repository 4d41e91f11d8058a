import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe finds nothing on the page as it stands (WCAG 2.2 AA rules included). */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** Nothing sticks out sideways: a phone user never scrolls left and right to read the page. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { overflow, culprits } = await page.evaluate(() => {
    // The innermost elements reaching past the right edge say what to fix.
    const past = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    const innermost = past.filter(
      (element) => !past.some((other) => other !== element && element.contains(other)),
    );
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      culprits: innermost
        .slice(0, 5)
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()} class="${element.className}">${element.textContent.slice(0, 40)}`,
        ),
    };
  });
  expect(overflow, `wider than the screen: ${culprits.join(' | ')}`).toBeLessThanOrEqual(0);
}

/** Turns the top bar's dark-mode switch to the wanted state. */
export async function setDarkMode(page: Page, dark: boolean): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  if ((await toggle.isChecked()) !== dark) await toggle.click();
  await expect(toggle).toBeChecked({ checked: dark });
}
