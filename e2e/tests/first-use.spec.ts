import { expect, test } from '@playwright/test';
import { createAuthorityWithOfficer, type AuthorityPeople } from '../support/authority-people';
import { createPlatformAdmin } from '../support/platform-admin';
import { saveScreenshot } from '../support/screenshots';
import { saveSettledScreenshot } from '../support/settled-screenshot';
import { signIn, type Credentials } from '../support/session';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';

// What a new user meets (issue 7). One platform admin of this file's own and one authority with
// a read-write officer, made once; the tests only read them, so they may run in any order.
test.describe.configure({ mode: 'serial' });

let admin: Credentials;
let people: AuthorityPeople;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  admin = await createPlatformAdmin(request, 'Newcomer');
  people = await createAuthorityWithOfficer(request, admin, 'Olwen');
});

test('[HOME][LOGIN]: a signed-in officer who reaches /login or follows Go Home lands on their dashboard', async ({
  page,
}) => {
  await signIn(page, people.officer, /\/authority\/dashboard$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/authority\/dashboard$/);

  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/authority\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
});

test('[HOME][DEEP LINK]: signing in returns to the page asked for', async ({ page }) => {
  await page.goto('/admin?status=active');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, admin, /\/admin\?status=active$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin List' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Active', pressed: true })).toBeVisible();
});

for (const dark of [false, true]) {
  const mode = dark ? 'dark' : 'light';

  test(`[LISTS][${mode.toUpperCase()}]: the admin list and the user form at 1440 px and 390 px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    await signIn(page, admin);
    await setDarkMode(page, dark);

    // Wide: a table whose row actions carry tooltips and names. Other suites' admins share the
    // list, so it is searched for this file's.
    await page.goto('/admin?search=Newcomer');
    const table = page.getByRole('table', { name: 'Platform admins' });
    await expect(table.getByRole('cell', { name: 'Newcomer', exact: true }).first()).toBeVisible();
    await saveSettledScreenshot(page, testInfo, `first-use-admin-list-1440-${mode}`);
    await expectNoAccessibilityViolations(page);

    // Five labelled actions on an authority's row; Users and Contractors look different.
    await page.goto(`/authority?search=${encodeURIComponent(people.authorityName)}`);
    const row = page.getByRole('row', { name: new RegExp(people.authorityName) });
    await row.getByRole('button', { name: `Users of ${people.authorityName}` }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(`Users of ${people.authorityName}`);
    await expect(row.getByRole('button', { name: `Deactivate ${people.authorityName}` })).toBeVisible();
    await saveScreenshot(page, testInfo, `first-use-authority-list-1440-${mode}`);

    await page.goto(`/authority/user/add/${people.authorityId}`);
    await expect(page.getByLabel('User type')).toHaveAccessibleDescription(
      `A member of staff at ${people.authorityName}; the role says what they may do.`,
    );
    await saveSettledScreenshot(page, testInfo, `first-use-user-form-1440-${mode}`);
    await expectNoAccessibilityViolations(page);

    // Phone: cards with a row menu, nothing off-screen.
    await page.setViewportSize(PHONE);
    await page.goto('/admin?search=Newcomer');
    const list = page.getByRole('list', { name: 'Platform admins' });
    const card = list.getByRole('listitem').filter({ hasText: 'Newcomer Tester' }).first();
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveSettledScreenshot(page, testInfo, `first-use-admin-list-390-${mode}`);
    await expectNoAccessibilityViolations(page);
    // Other suites' admins may list above this one: scrolled to, the menu button is fully on screen.
    const actions = card.getByRole('button', { name: /^Actions for Newcomer Tester/ });
    await actions.scrollIntoViewIfNeeded();
    await expect(actions).toBeInViewport({ ratio: 1 });
    await actions.click();
    await expect(page.getByRole('menuitem', { name: /^Edit Newcomer Tester/ })).toBeVisible();
    await saveSettledScreenshot(page, testInfo, `first-use-admin-list-390-menu-${mode}`);
    await page.keyboard.press('Escape');

    await page.goto(`/authority/user/add/${people.authorityId}`);
    await page.getByLabel('Role').selectOption({ label: 'Read only' });
    await expect(page.getByLabel('Role')).toHaveAccessibleDescription(
      `Reads the ${people.authorityName} cases assigned to them and changes nothing.`,
    );
    await expectNoSidewaysScroll(page);
    await saveSettledScreenshot(page, testInfo, `first-use-user-form-390-${mode}`);
    await expectNoAccessibilityViolations(page);
  });
}

test('[IMPERSONATION]: the banner names the admin after a reload, with one way back, visible on a phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signIn(page, admin);
  await page.goto(`/authority/user/${people.authorityId}`);
  const card = page.getByRole('listitem').filter({ hasText: `${people.officer.firstName} Officer` });
  await card.getByRole('button', { name: `Actions for ${people.officer.firstName} Officer` }).click();
  await page.getByRole('menuitem', { name: `Sign in as ${people.officer.firstName} Officer` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Sign in as ${people.officer.firstName}` })
    .click();
  await expect(page).toHaveURL(/\/authority\/dashboard$/);

  await page.reload();
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(
    `You are signed in as ${people.officer.firstName} on behalf of Newcomer Tester`,
  );
  expect(await page.evaluate(() => sessionStorage.getItem('impersonator'))).toBeNull();
  await expect(banner.getByRole('button')).toHaveCount(0);
  const back = page.getByRole('button', { name: 'Back to Admin Dashboard' });
  await expect(back).toHaveCount(1);
  await expect(back).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await saveSettledScreenshot(page, testInfo, 'first-use-impersonating-390-dark');
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: /account menu$/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['My Profile']);
  await page.keyboard.press('Escape');

  await back.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toHaveCount(0);
});
