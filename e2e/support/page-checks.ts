import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** axe finds nothing on the page as it stands (WCAG 2.2 AA rules included). */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  // A toast on its way out fades: axe would judge its text's contrast mid-fade. Wait until it has gone.
  await expect(page.locator('.Toastify__toast[data-in="false"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/**
 * Nothing sticks out sideways: a phone user never scrolls left and right to read the page. Polled,
 * since a resize is followed by a layout pass (text areas measure themselves after it).
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const measured = await page.evaluate(() => {
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
        // Empty when it fits; otherwise what is too wide, for the failure to name.
        return measured.overflow > 0
          ? `${measured.overflow}px wider than the screen: ${measured.culprits.join(' | ')}`
          : '';
      },
      { message: 'the page scrolls sideways' },
    )
    .toBe('');
}

/**
 * A table shows every column inside its border: the box it would scroll sideways in (its parent)
 * is as wide as the table. Polled: the flex columns are sized after layout.
 */
export async function expectTableFits(table: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        table.evaluate((element) => {
          const box = element.parentElement;
          return box ? box.scrollWidth - box.clientWidth : Number.NaN;
        }),
      { message: 'the table scrolls sideways (px beyond its box)' },
    )
    .toBe(0);
}

/** Turns the top bar's dark-mode switch to the wanted state. */
export async function setDarkMode(page: Page, dark: boolean): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  if ((await toggle.isChecked()) !== dark) await toggle.click();
  await expect(toggle).toBeChecked({ checked: dark });
  // Buttons and links fade to the new colours: axe judging a page mid-fade found light text on the
  // dark background (3.3:1). Wait for every colour transition under way to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
