import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAuthorityWithOfficer, type AuthorityPeople } from '../support/authority-people';
import { createPlatformAdmin } from '../support/platform-admin';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/session';

// Keyboard-only walk-throughs: signing in, and an officer adding a case, with Tab, typing,
// Enter and Space alone. (The admin list's own walk-through is in admin.spec.ts.)
test.describe.configure({ mode: 'serial' });

let people: AuthorityPeople;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await createPlatformAdmin(request, 'Keyboarder');
  people = await createAuthorityWithOfficer(request, admin, 'Kit');
});

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus, at most `most` times; answers how many presses it took. */
async function tabTo(page: Page, target: Locator, most: number): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`not reached with ${most} presses of Tab`);
}

test('[KEYBOARD][SIGN-IN]: signing in with the keyboard alone, fields in reading order', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: /e-mail address/i });
  const password = page.getByLabel(/^password/i);
  await tabTo(page, email, 6);
  await page.keyboard.type(people.officer.email);
  // The password comes straight after the e-mail address.
  expect(await tabTo(page, password, 1)).toBe(1);
  await page.keyboard.type(people.officer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/authority\/dashboard$/);
});

test('[KEYBOARD][CASE FORM]: an officer adds a case with the keyboard alone', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await page.goto('/case-manager/add');
  await expect(page.getByRole('heading', { name: 'Add case', level: 1 })).toBeVisible();

  // The first Tab offers the way past the top bar and the menu.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await saveScreenshot(page, testInfo, 'keyboard-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Saving an empty form lands on the first field to put right.
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const save = page.getByRole('button', { name: 'Add case' });
  await tabTo(page, save, 60);
  await page.keyboard.press('Enter');
  await expect(firstName).toBeFocused();
  await expect(page.getByText("Enter the client's first name")).toBeVisible();

  await page.keyboard.type('Kathy');
  await tabTo(page, page.getByRole('textbox', { name: 'Last name' }), 3);
  await page.keyboard.type('Perks');
  // The post code comes first in the address, with its finder; the lines follow.
  await tabTo(page, page.getByRole('textbox', { name: 'Post code' }), 8);
  await page.keyboard.type('DT1 1AA');
  await tabTo(page, page.getByRole('textbox', { name: 'Address line 1' }), 4);
  await page.keyboard.type('2 Keyboard Close');
  await tabTo(page, save, 60);
  await saveScreenshot(page, testInfo, 'keyboard-case-save');
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Case [A-Z]+-\d{4}-\d{5} has been added\.$/)).toBeVisible();
  // The new case opens on its overview, its client named in the header.
  await expect(page).toHaveURL(/\/case-manager\/edit\/\d+$/);
  await expect(page.getByRole('main')).toContainText('Kathy Perks');
});
