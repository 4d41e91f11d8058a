import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { createAuthorityWithOfficer } from '../support/authority-people';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import { saveElementScreenshot } from '../support/screenshots';
import { signIn, type Credentials } from '../support/session';

// Signed-in devices (issue 37): the profile lists each browser a person is signed in on, and
// signing one out from another sends it to the sign-in page on its next call.
test.describe.configure({ mode: 'serial' });

let officer: Credentials;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ officer } = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Gabriel'));
  // Accepting the invitation signed the officer in, in this request context: that sign-in ends.
  expect((await request.post('/api/logout')).status()).toBe(200);
  // Choosing a password signed the officer in here: end that sign-in, so two browsers remain.
});

const devicesSection = (page: Page) => page.getByRole('region', { name: 'Signed-in devices' });
const deviceRows = (page: Page) =>
  devicesSection(page).getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');

async function lookAt(page: Page, section: Locator, testInfo: TestInfo, name: string) {
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page);
  await section.scrollIntoViewIfNeeded();
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await saveElementScreenshot(section, testInfo, name);
}

test('[DEVICES][SIGN-OUT]: an officer signed in on two browsers signs the other out, which is sent to the sign-in page on its next call', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const laptop = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(phone, officer, /\/authority\/dashboard$/);
  await signIn(laptop, officer, /\/authority\/dashboard$/);

  await laptop.goto('/profile');
  await expect(deviceRows(laptop)).toHaveCount(2);
  const here = deviceRows(laptop).filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(here.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
  await expect(here).toContainText('Signed in with a password');
  await expect(here).toContainText('IP address');

  for (const dark of [false, true]) {
    const mode = dark ? 'dark' : 'light';
    await laptop.setViewportSize({ width: 1440, height: 1000 });
    await setDarkMode(laptop, dark);
    await lookAt(laptop, devicesSection(laptop), testInfo, `signed-in-devices-1440-${mode}`);
    await laptop.setViewportSize({ width: 390, height: 844 });
    await lookAt(laptop, devicesSection(laptop), testInfo, `signed-in-devices-390-${mode}`);
  }
  await setDarkMode(laptop, false);
  await laptop.setViewportSize({ width: 1440, height: 1000 });

  const other = deviceRows(laptop).filter({ hasNotText: 'This device' });
  await other.getByRole('button', { name: /^Sign out/ }).click();
  const dialog = laptop.getByRole('dialog', { name: /^Sign out .*\?$/ });
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(laptop.getByText(/has been signed out\.$/)).toBeVisible();
  await expect(deviceRows(laptop)).toHaveCount(1);
  await expect(devicesSection(laptop)).toContainText('You are not signed in anywhere else.');

  // The phone's next call is refused, and so is its refresh: it is sent to sign in again.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);

  // The laptop carries on.
  await laptop.reload();
  await expect(deviceRows(laptop)).toHaveCount(1);
});
