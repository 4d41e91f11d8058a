import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  addAuthorityUser,
  bearerHeaders,
  createAuthorityWithOfficer,
  type AuthorityPeople,
} from '../support/authority-people';
import {
  expectNoAccessibilityViolations,
  expectNoSidewaysScroll,
  expectTableFits,
  setDarkMode,
} from '../support/page-checks';
import { createPlatformAdmin } from '../support/platform-admin';
import { backdateCaseHistory } from '../support/product-database';
import { saveSettledScreenshot } from '../support/settled-screenshot';
import { signIn, type Credentials } from '../support/session';

// Clocks that have been running for months (issue 14), in the browser: cases are opened and moved
// through the product, and their history then put months in the past, as time would have. An
// officer sees a case turned amber, on its page and in the list, and filters the list to the
// missed clocks; a team leader opens the cases behind a missed figure from the dashboard.
test.describe.configure({ mode: 'serial' });

type Envelope<T> = { statusCode: number; message: string; data: T };

let people: AuthorityPeople;
let teamLeader: Credentials;
/** 120 of its 150 End to end working days gone: amber (at 75 %), not yet red. */
let amberCase: number;
/** Submitted seven months ago and undecided: the Decision clock has run out. */
let overdueCase: number;
/** Decided last month, seven months after the application: the Decision clock stopped, missed. */
let decidedLateCase: number;

const ukDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
/** The London day `months` calendar months before today (early in the month, so every month has it). */
function monthsAgo(months: number, day = 3): string {
  const [year, month] = ukDay(new Date()).split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - months, day));
  return date.toISOString().slice(0, 10);
}
/** The weekday `count` weekdays before today: bank holidays aside, as many working days or a few more. */
function weekdaysAgo(count: number): string {
  const date = new Date(`${ukDay(new Date())}T12:00:00Z`);
  for (let left = count; left > 0;) {
    date.setUTCDate(date.getUTCDate() - 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

const REFUSED = 12;

/** The first of the authority's reasons for refusal. */
async function firstRefusalReason(request: APIRequestContext, headers: Record<string, string>) {
  const listed = await request.get('/api/authority-choices/REFUSAL_REASON', { headers });
  return ((await listed.json()) as Envelope<{ id: number }[]>).data[0]?.id;
}

/** A case of the officer's, moved through `statusIds` (a refusal for its first reason), its history then put on `days` (oldest first). */
async function caseWithPast(
  request: APIRequestContext,
  firstName: string,
  statusIds: number[],
  days: string[],
): Promise<number> {
  const headers = await bearerHeaders(request, people.officer);
  const added = await request.post('/api/case/add', {
    headers,
    data: {
      clientFirstName: firstName,
      clientLastName: 'Timewell',
      addressLine1: '9 Dial Street',
      postCode: 'DT1 2AB',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const caseId = ((await added.json()) as Envelope<{ id: number }>).data.id;
  for (const statusId of statusIds) {
    const moved = await request.post(`/api/case/${caseId}/${statusId}`, {
      headers,
      data: statusId === REFUSED ? { refusalReasonId: await firstRefusalReason(request, headers) } : {},
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await backdateCaseHistory(caseId, days);
  return caseId;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  const admin = await createPlatformAdmin(request, 'Timekeeper');
  people = await createAuthorityWithOfficer(request, admin, 'Oswin');
  teamLeader = await addAuthorityUser(request, admin, people.authorityId, 'Tilda', 'ADMIN');
  amberCase = await caseWithPast(request, 'Amber', [], [weekdaysAgo(120)]);
  overdueCase = await caseWithPast(request, 'Otto', [4], [monthsAgo(8), monthsAgo(7)]);
  decidedLateCase = await caseWithPast(
    request,
    'Delia',
    [4, REFUSED],
    [monthsAgo(9), monthsAgo(8), monthsAgo(1, 12)],
  );

  // The list and the dashboard read clocks as stored. A change of the clock settings has every
  // case's clocks worked out again in the background, from the history as it now stands.
  const leader = await bearerHeaders(request, teamLeader);
  const closure = await request.post('/api/clocks/closure-day/add', {
    headers: leader,
    data: { day: '2031-12-29', description: 'Offices closed between Christmas and New Year' },
  });
  expect(closure.status(), await closure.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const listed = await request.get('/api/case/list/?ClockState=Missed&PageSize=50', {
          headers: leader,
        });
        const rows = ((await listed.json()) as Envelope<{ data: { id: number }[] }>).data.data;
        return rows.map((row) => row.id).sort((a, b) => a - b);
      },
      { timeout: 60_000 },
    )
    .toEqual([overdueCase, decidedLateCase].sort((a, b) => a - b));
});

const caseRow = (page: Page, caseId: number) =>
  page.getByRole('row').filter({ has: page.locator(`a[href$="/case-manager/edit/${caseId}"]`) });

test('[CLOCKS][LIST]: an officer sees a case turned amber on its page and in the case list', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await setDarkMode(page, false);
  await page.goto(`/case-manager/edit/${amberCase}`);
  const endToEnd = page
    .getByRole('region', { name: 'Timescales' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'End to end', level: 3, exact: true }) });
  await expect(endToEnd.getByText('Amber: due soon')).toBeVisible();

  await page.goto('/authority/case/list');
  const row = caseRow(page, amberCase);
  await expect(row.getByText('Amber: due soon')).toBeVisible();
  await expect(row).toContainText(/End to end · due \d{2}\/\d{2}\/\d{4}/);
  await expect(caseRow(page, overdueCase).getByText('Red: overdue')).toBeVisible();
  await expect(caseRow(page, overdueCase)).toContainText('Decision · due');
  // Beside the open menu the badges and the long statuses fit, and so does every column.
  const table = page.getByRole('table', { name: 'Cases' });
  await expectTableFits(table);
  await expect(table.getByRole('columnheader', { name: 'Updated' })).toBeInViewport({ ratio: 1 });
  await expect(caseRow(page, overdueCase).getByText('Application submitted')).toBeVisible();
  await saveSettledScreenshot(page, testInfo, 'case-list-timescales-1440-light');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await expectTableFits(table);
  await expect(table.getByRole('columnheader', { name: 'Updated' })).toBeInViewport({ ratio: 1 });
  await saveSettledScreenshot(page, testInfo, 'case-list-timescales-1280-light');

  await setDarkMode(page, true);
  await saveSettledScreenshot(page, testInfo, 'case-list-timescales-1280-dark');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await expectTableFits(table);
  await saveSettledScreenshot(page, testInfo, 'case-list-timescales-1440-dark');
  await expectNoAccessibilityViolations(page);
});

test('[CLOCKS][LIST]: an officer filters the case list to the missed clocks, on a desktop and a phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await page.goto('/authority/case/list');
  // The clock filters are among those folded behind More filters on a wide screen.
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByLabel('Clock status').selectOption({ label: 'Missed' });
  await expect(page).toHaveURL(/clockState=Missed/);
  await expect(caseRow(page, overdueCase)).toBeVisible();
  await expect(caseRow(page, decidedLateCase)).toBeVisible();
  await expect(caseRow(page, amberCase)).toHaveCount(0);
  await expect(page.getByText('1–2 of 2')).toBeVisible();

  await page.getByLabel('Clock', { exact: true }).selectOption({ label: 'Completion' });
  await expect(page.getByText('No cases match your search. Try other words or show all.')).toBeVisible();
  await page.getByLabel('Clock', { exact: true }).selectOption({ label: 'Decision' });
  await expect(caseRow(page, overdueCase)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // The same list kept in the address, on a phone in the dark.
  const phoneUrl = page.url();
  await page.setViewportSize({ width: 390, height: 844 });
  await setDarkMode(page, true);
  await page.goto(phoneUrl);
  await expect(page.getByText(/Decision · due \d{2}\/\d{2}\/\d{4} · Red: overdue/)).toBeVisible();
  // The clock and its status, folded behind the phone's Filters button, are counted on it.
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'false');
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page);
  await saveSettledScreenshot(page, testInfo, 'case-list-missed-clocks-390-dark');
});

test('[CLOCKS][DASHBOARD]: a team leader opens the cases behind a missed Decision figure from the dashboard', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, teamLeader, /\/authority\/dashboard$/);
  await setDarkMode(page, false);
  const decision = page
    .getByRole('region', { name: 'Timescales' })
    .getByRole('region', { name: 'Decision', exact: true });
  // Over the last twelve months: one Decision missed (decided late last month), none met yet.
  await expect(decision.getByText('0 of 1 met (0%).')).toBeVisible();

  // Last month's row of the monthly table, its Missed count: the cases behind it.
  await decision.getByText('Each month', { exact: true }).click();
  const lastMonth = monthsAgo(1).slice(0, 7);
  const label = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${lastMonth}-01T12:00:00Z`),
  );
  const row = decision.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  await saveSettledScreenshot(page, testInfo, 'authority-dashboard-timescales-1440-light');
  await row.getByRole('link', { name: '1', exact: true }).click();

  await expect(page).toHaveURL(
    new RegExp(`clockState=Missed.*clockMonth=${lastMonth}|clockMonth=${lastMonth}.*clockState=Missed`),
  );
  const more = page.getByRole('button', { name: 'More filters (2)' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(
    page.getByRole('combobox', { name: 'Clock', exact: true }).locator('option:checked'),
  ).toHaveText('Decision');
  await expect(page.getByRole('combobox', { name: 'Clock status' }).locator('option:checked')).toHaveText(
    'Missed',
  );
  await expect(caseRow(page, decidedLateCase)).toBeVisible();
  await expect(caseRow(page, overdueCase)).toHaveCount(0);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
