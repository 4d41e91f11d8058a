import { expect, test, type Page } from '@playwright/test';
import { createPlatformAdmin } from '../support/platform-admin';
import { saveScreenshot } from '../support/screenshots';
import { saveSettledScreenshot } from '../support/settled-screenshot';
import { signIn, type Credentials } from '../support/session';
import { expectNoAccessibilityViolations, setDarkMode } from '../support/page-checks';

// In order, on one worker: the first test's authority and users are the later tests' data.
// The file signs in as a platform admin of its own (see createPlatformAdmin), never as the
// first admin, so it may run beside auth.spec.ts.
test.describe.configure({ mode: 'serial' });

let admin: Credentials;
const run = Date.now()
  .toString(36)
  .toUpperCase()
  .replace(/[^A-Z]/g, '');
const authorityName = `Borsetshire Council ${run}`;
const shortCode = `BC${run}`.slice(0, 8);
const readOnlyUser = { first: 'Rita', last: `Reader${run}` };

async function addUser(page: Page, first: string, last: string, userType: string, role: string) {
  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add authority user' })).toBeVisible();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page
    .getByRole('textbox', { name: 'E-mail address' })
    .fill(`${first}.${last}@borsetshire.example`.toLowerCase());
  await page.getByLabel('User type').selectOption({ label: userType });
  await page.getByLabel('Role').selectOption({ label: role });
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Authority Users' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `${first} ${last}`, exact: true })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  admin = await createPlatformAdmin(request, 'Console');
});

test('[ADMIN][AUTHORITY]: admin creates an authority, a user of each role and a contractor, then impersonates the read-only user', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, admin);

  // The platform dashboard: counts and charts from the server.
  await expect(page.getByRole('heading', { level: 2, name: 'Cases by status' })).toBeVisible();
  await saveSettledScreenshot(page, testInfo, 'admin-dashboard-dark');
  await expectNoAccessibilityViolations(page);

  // An authority, with a field error from the form's own check first.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Authority' }).click();
  await page.getByRole('link', { name: 'Add authority' }).click();
  await page.getByLabel('Authority name').fill(authorityName);
  await page.getByLabel('Short code').fill(shortCode.toLowerCase());
  await page.getByLabel('Address line 1').fill('1 High Street');
  await page.getByLabel('Town').fill('Borchester');
  const postCode = page.getByLabel('Post code');
  await postCode.fill('not a post code');
  await page.getByRole('textbox', { name: 'Contact e-mail address' }).fill('contact@borsetshire.example');
  await page.getByLabel('Contact telephone').fill('01632 960 001');
  await page.getByRole('button', { name: 'Add authority' }).click();
  await expect(postCode).toHaveAttribute('aria-invalid', 'true');
  await expect(postCode).toBeFocused();
  await postCode.fill('bc11aa');
  await postCode.blur();
  await expect(postCode).toHaveValue('BC1 1AA');
  await saveSettledScreenshot(page, testInfo, 'admin-authority-form-dark');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Add authority' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Authorities' })).toBeVisible();
  await page.getByLabel('Search by name, code or town').fill(authorityName);
  const row = page.getByRole('row', { name: new RegExp(authorityName) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Users of ${authorityName}` }).click();

  // One user of each role.
  await expect(page.getByText(`${authorityName} (${shortCode})`)).toBeVisible();
  await addUser(page, 'Alan', `Admin${run}`, 'Authority account', 'Admin');
  await addUser(page, 'Wendy', `Writer${run}`, 'Authority user', 'Read and write');
  await addUser(page, readOnlyUser.first, readOnlyUser.last, 'Authority user', 'Read only');
  await saveSettledScreenshot(page, testInfo, 'admin-authority-users-dark');
  await expectNoAccessibilityViolations(page);

  // A contractor.
  await page.getByRole('link', { name: 'Contractors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contractors' })).toBeVisible();
  await page.getByRole('link', { name: 'Add contractor' }).click();
  await page.getByLabel('Company name').fill(`Ambridge Adaptations ${run}`);
  await page.getByLabel('Contact name').fill('Tom Archer');
  await page.getByLabel('Telephone').fill('01632 960 002');
  await page.getByLabel('Trades').fill('Builder, Ramp installer');
  await page.getByRole('button', { name: 'Add contractor' }).click();
  await expect(page.getByRole('cell', { name: `Ambridge Adaptations ${run}`, exact: true })).toBeVisible();

  // Impersonate the read-only user: only Cases List, the banner and the way back.
  await page.getByRole('link', { name: 'Back to users' }).click();
  const reader = page.getByRole('row', { name: new RegExp(readOnlyUser.last) });
  await reader.getByRole('button', { name: `Sign in as ${readOnlyUser.first} ${readOnlyUser.last}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('recorded against both of you');
  await dialog.getByRole('button', { name: `Sign in as ${readOnlyUser.first}` }).click();

  // A read-only user's home is the case list: their menu hides the dashboard.
  await expect(page).toHaveURL(/\/authority\/case\/list$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Cases List']);
  await expect(page.getByRole('region', { name: 'Impersonation' })).toContainText(
    `You are signed in as ${readOnlyUser.first} on behalf of Console`,
  );
  await expect(
    page.getByRole('button', { name: `${readOnlyUser.first} Officer, account menu` }),
  ).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>,
  );
  expect(stored).toMatchObject({ user_type: 'AUTHORITY_USER', role: 'READONLY', impersonating: true });
  await saveSettledScreenshot(page, testInfo, 'admin-impersonating-readonly-dark');
  await expectNoAccessibilityViolations(page);
  await setDarkMode(page, false);
  await saveSettledScreenshot(page, testInfo, 'admin-impersonating-readonly-light');
  await expectNoAccessibilityViolations(page);

  // Back to the admin's own account and dashboard.
  await page.getByRole('button', { name: 'Back to Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Admin List',
    'Authority',
  ]);
  await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back to Admin Dashboard' })).toHaveCount(0);
  const own = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>,
  );
  expect(own).toMatchObject({ user_type: 'ADMIN', impersonating: false });
});

test('[ADMIN][LAYOUT]: the sidebar collapses at 1200 px and reopens above it', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, admin);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar).toBeVisible();
  await saveSettledScreenshot(page, testInfo, 'admin-sidebar-open-narrow-dark');
  await sidebar.getByRole('link', { name: 'Admin List' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(sidebar).toBeHidden();

  await page.setViewportSize({ width: 1201, height: 800 });
  await expect(sidebar).toBeVisible();
  await setDarkMode(page, false);
  await saveSettledScreenshot(page, testInfo, 'admin-list-light');
  await expectNoAccessibilityViolations(page);
});

test('[ADMIN][KEYBOARD]: the admin list works with the keyboard alone', async ({ page }, testInfo) => {
  await signIn(page, admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin List' })).toBeVisible();

  // Tab to the search box and search.
  const search = page.getByLabel('Search by name or e-mail');
  for (
    let presses = 0;
    presses < 30 && !(await search.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(search).toBeFocused();
  await page.keyboard.type('Console');
  const table = page.getByRole('table', { name: 'Platform admins' });
  await expect(table.getByRole('row')).toHaveCount(2, { timeout: 10_000 });

  // On through the filter and the column headers (each a sort button) to the row's actions.
  const firstName = table.getByRole('button', { name: 'First name' });
  const edit = table.getByRole('button', { name: /^Edit Console Tester$/ });
  let passedHeader = false;
  for (
    let presses = 0;
    presses < 20 && !(await edit.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
    passedHeader ||= await firstName.evaluate((el) => el === document.activeElement);
  }
  expect(passedHeader).toBe(true);
  await expect(edit).toBeFocused();
  // Keyboard focus is ringed by an outline, not only the ripple's tint.
  expect(await edit.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  // The focus ripple pulses for as long as the button has focus, so no waiting for animations.
  await saveScreenshot(page, testInfo, 'admin-list-keyboard');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit admin' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Console');
});
