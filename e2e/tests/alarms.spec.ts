import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAuthorityWithOfficer, type AuthorityPeople } from '../support/authority-people';
import { createCaseWithDiary } from '../support/case-with-diary';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import { createPlatformAdmin } from '../support/platform-admin';
import { saveSettledScreenshot } from '../support/settled-screenshot';
import { signIn } from '../support/session';

// An officer's alarms: items on their case's diary, added through the API as a colleague's browser
// or another tab would, reaching the open page by the server's events without a reload.
test.describe.configure({ mode: 'serial' });

let people: AuthorityPeople;
let caseId = 0;
let diaryId = 0;
const HOUR = 3_600_000;

async function officerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: people.officer });
  return {
    Authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
  };
}

async function addItem(request: APIRequestContext, description: string, hoursFromNow: number) {
  const added = await request.post('/api/actionItemText/add', {
    headers: await officerHeaders(request),
    data: {
      diaryId,
      prefix: 'Visit',
      description,
      scheduledAt: new Date(Date.now() + hoursFromNow * HOUR).toISOString(),
      text: 'Added for the alarm tests',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  return ((await added.json()) as { data: { id: number } }).data.id;
}

const bell = (page: Page, pastDue: number) =>
  page.getByRole('button', { name: `Alarms, ${pastDue} past due` });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await createPlatformAdmin(request, 'Alarmist');
  people = await createAuthorityWithOfficer(request, admin, 'Alma');
  ({ id: caseId, diaryId } = await createCaseWithDiary(request, await officerHeaders(request), {
    case: {
      clientFirstName: 'Dora',
      clientLastName: 'Dale',
      postCode: 'DT1 4AA',
      addressLine1: '4 Mill Lane',
      town: 'Casterbridge',
    },
    diaryTitle: 'Home visits',
  }));
  await addItem(request, 'Measure the stairs', -2);
  await addItem(request, 'Fit the grab rails', 26);
});

test('[ALARMS][LIVE]: an item added elsewhere reaches the open bell without a reload, and a dismissal in one tab reaches the other', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const first = await browser.newPage();
  const second = await browser.newPage({ storageState: undefined });
  try {
    await signIn(first, people.officer, /\/authority\/dashboard$/);
    await signIn(second, people.officer, /\/authority\/dashboard$/);
    await expect(bell(first, 1)).toBeVisible();
    await expect(bell(second, 1)).toBeVisible();
    const reloads = { count: 0 };
    first.on('framenavigated', () => (reloads.count += 1));

    // Far less than the minute's poll: only an event can bring it this soon.
    await addItem(request, 'Ring the daughter', -1);
    await expect(bell(first, 2)).toBeVisible({ timeout: 10_000 });
    await expect(bell(second, 2)).toBeVisible({ timeout: 10_000 });

    await bell(first, 2).click();
    const alarms = first.getByRole('dialog', { name: 'Alarms' });
    const past = alarms.getByRole('region', { name: 'Past' });
    await expect(past.getByText('Visit - Ring the daughter')).toBeVisible();
    await past.getByRole('button', { name: /Dismiss.*Ring the daughter/ }).click();
    await expect(first.getByText('Action Removed from list Successfully')).toBeVisible();

    await expect(bell(second, 1)).toBeVisible({ timeout: 10_000 });
    expect(reloads.count).toBe(0);
  } finally {
    await first.close();
    await second.close();
  }
});

test('[ALARMS][FALLING-DUE]: an item moves from Upcoming to Past on its own when it falls due', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  const count = Number(
    (await page.getByRole('button', { name: /^Alarms, \d+ past due$/ }).getAttribute('aria-label'))?.match(
      /\d+/,
    )?.[0],
  );
  await addItem(request, 'Check the ramp', 8 / 3600);
  await expect(bell(page, count)).toBeVisible();
  // Due eight seconds after it was added: the bell counts it once it falls due, with no event.
  await expect(bell(page, count + 1)).toBeVisible({ timeout: 30_000 });
});

test('[ALARMS][LOAD-MORE]: more than five upcoming items show five, and Load More brings the rest and goes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  for (const day of [2, 3, 4, 5, 6]) await addItem(request, `Follow-up ${day}`, day * 24);
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await page.getByRole('button', { name: /^Alarms, \d+ past due$/ }).click();
  const upcoming = page.getByRole('dialog', { name: 'Alarms' }).getByRole('region', { name: 'Upcoming' });
  const items = upcoming.getByRole('link');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText('Visit - Fit the grab rails');

  await upcoming.getByRole('button', { name: 'Load More Upcoming' }).click();

  await expect(items).toHaveCount(6);
  await expect(items.last()).toContainText('Visit - Follow-up 6');
  await expect(upcoming.getByRole('button', { name: 'Load More Upcoming' })).toHaveCount(0);
});

for (const [width, dark] of [
  [1440, false],
  [1440, true],
  [390, false],
  [390, true],
] as const) {
  const mode = dark ? 'dark' : 'light';
  test(`[ALARMS][${width}][${mode.toUpperCase()}]: the alarm lists open from the bell at ${width} px in ${mode}, and an item opens its case's diary`, async ({
    page,
  }, testInfo) => {
    // Sign-in, two lists, a screenshot, axe and a page change: 30 s ran out once on two busy cores.
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signIn(page, people.officer, /\/authority\/dashboard$/);
    await setDarkMode(page, dark);
    const button = page.getByRole('button', { name: /^Alarms, \d+ past due$/ });
    await button.click();
    const alarms = page.getByRole('dialog', { name: 'Alarms' });
    const upcoming = alarms.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming.getByText('Visit - Fit the grab rails')).toBeVisible();
    await expect(
      alarms.getByRole('region', { name: 'Past' }).getByText('Visit - Measure the stairs'),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveSettledScreenshot(page, testInfo, `alarms-${width}-${mode}`);
    await expectNoAccessibilityViolations(page);

    await upcoming.getByRole('link', { name: /Fit the grab rails/ }).click();
    await expect(page).toHaveURL(new RegExp(`/actionDiary/list/${caseId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Action diary' })).toBeVisible();
  });
}
