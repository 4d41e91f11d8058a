import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  addAuthorityUser,
  createAuthorityWithOfficer,
  type AuthorityPeople,
} from '../support/authority-people';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import { createPlatformAdmin } from '../support/platform-admin';
import { saveSettledScreenshot } from '../support/settled-screenshot';
import { signIn, type Credentials } from '../support/session';

// An officer's three cases (one moved on to assessment, one with a name a spreadsheet would run
// as a formula); the authority's admin and the officer read the dashboard, the officer exports.
test.describe.configure({ mode: 'serial' });

const HOSTILE_NAME = '=HYPERLINK("http://evil.example","x")';
let people: AuthorityPeople;
let authorityAdmin: Credentials;
let readOnly: Credentials;

async function tokenOf(request: APIRequestContext, who: Credentials) {
  const login = await request.post('/api/login', { data: who });
  return {
    Authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
  };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await createPlatformAdmin(request, 'Insight');
  people = await createAuthorityWithOfficer(request, admin, 'Isla');
  authorityAdmin = await addAuthorityUser(request, admin, people.authorityId, 'Hana', 'ADMIN');
  readOnly = await addAuthorityUser(request, admin, people.authorityId, 'Reed', 'READONLY');
  const headers = await tokenOf(request, people.officer);
  const ids: number[] = [];
  for (const [first, last] of [
    ['Ada', 'Ash'],
    ['Ben', 'Birch'],
    [HOSTILE_NAME, 'Cole'],
  ] as const) {
    const added = await request.post('/api/case/add', {
      headers,
      data: {
        clientFirstName: first,
        clientLastName: last,
        postCode: 'DT1 3AA',
        addressLine1: '2 Mill Lane',
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    ids.push(((await added.json()) as { data: { id: number } }).data.id);
  }
  const moved = await request.post(`/api/case/${ids[1]}/3`, { headers, data: { note: 'Visit booked' } });
  expect(moved.status(), await moved.text()).toBe(200);
});

for (const dark of [false, true]) {
  const mode = dark ? 'dark' : 'light';
  test(`[INSIGHT][DASHBOARD][${mode.toUpperCase()}]: an authority admin sees the caseload at a glance and a bar opens its cases`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, authorityAdmin, /\/authority\/dashboard$/);
    await setDarkMode(page, dark);
    const byStatus = page.getByRole('region', { name: 'Cases by status' });
    await expect(byStatus.getByText('3 cases; the most in Enquiry (2).')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Cases by officer' })
        .getByText(/the most cases with Isla Officer \(3\)/),
    ).toBeVisible();
    // Each clock's timescales: nothing stopped yet; the End to end clocks run from each enquiry.
    const decision = page
      .getByRole('region', { name: 'Timescales' })
      .getByRole('region', { name: 'Decision' });
    await expect(decision.getByText('No clock stopped in this period.').first()).toBeVisible();
    await decision.getByText('Each month', { exact: true }).click();
    await expect(decision.getByRole('table')).toBeVisible();
    await saveSettledScreenshot(page, testInfo, `authority-dashboard-1440-${mode}`);
    await expectNoAccessibilityViolations(page);
    if (dark) return;

    // The first bar is Enquiry's: a click opens the list of those cases.
    await byStatus.locator('.MuiBarChart-element').first().click();
    await expect(page).toHaveURL(/\/authority\/case\/list\?status=1$/);
    await expect(page.getByText('2 cases', { exact: true })).toBeVisible();

    // Keyboards reach the same through the figures.
    await page.goBack();
    await byStatus.getByText('Figures').click();
    await byStatus.getByRole('link', { name: 'Assessment' }).click();
    await expect(page).toHaveURL(/\/authority\/case\/list\?status=3$/);
    await expect(page.getByText('1 case', { exact: true })).toBeVisible();

    // This month's bar of cases opened (the last) opens the list of them, the month shown as a filter.
    await page.goBack();
    const monthly = page.getByRole('region', { name: 'Opened and closed each month' });
    await monthly.locator('[data-series="opened"] .MuiBarChart-element').last().click();
    await expect(page).toHaveURL(/\/authority\/case\/list\?opened=\d{4}-\d{2}$/);
    await expect(page.getByText('3 cases', { exact: true })).toBeVisible();
    const month = page.getByRole('button', { name: /^Remove the filter Opened in \w{3} \d{4}$/ });
    await saveSettledScreenshot(page, testInfo, 'case-list-opened-in-month-1440');
    await month.click();
    await expect(page).toHaveURL(/\/authority\/case\/list$/);
  });
}

test('[INSIGHT][EXPORT]: an officer exports exactly the filtered list, the hostile name made harmless', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  const caseload = page.getByRole('region', { name: 'Your caseload' });
  await expect(caseload.getByRole('listitem').filter({ hasText: 'Open cases' })).toContainText('3');

  await page.goto('/authority/case/list?status=1');
  await expect(page.getByText('2 cases', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cases-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText(/^Saved cases-.*\.xlsx/)).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const header = (sheet?.getRow(1).values as unknown[]).slice(1);
  const firstNameColumn = header.indexOf('First name') + 1;
  const firstNames = [2, 3].map((row) => sheet?.getRow(row).getCell(firstNameColumn).value);
  expect(sheet?.rowCount).toBe(3);
  expect(firstNames.sort()).toEqual([`'${HOSTILE_NAME}`, 'Ada']);
});

test('[INSIGHT][PHONE]: the dashboard at 390 px, without sideways scrolling', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await setDarkMode(page, false);
  await expect(page.getByRole('region', { name: 'Cases by status' })).toBeVisible();
  const endToEnd = page.getByRole('region', { name: 'End to end' });
  await endToEnd.getByText('By officer', { exact: true }).click();
  await endToEnd.getByText('Each month', { exact: true }).click();
  await expect(endToEnd.getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveSettledScreenshot(page, testInfo, 'authority-dashboard-390-light');
  await expectNoAccessibilityViolations(page);
});

test('[INSIGHT][READONLY]: a read-only user is offered no Dashboard', async ({ page }) => {
  await signIn(page, readOnly, /\/authority\/(dashboard|case\/list)$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Cases List' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});
