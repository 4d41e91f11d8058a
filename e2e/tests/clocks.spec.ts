import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  addAuthorityUser,
  bearerHeaders,
  createAuthorityWithOfficer,
  makeReadOnly,
  type AuthorityPeople,
} from '../support/authority-people';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import { createPlatformAdmin } from '../support/platform-admin';
import { saveSettledScreenshot } from '../support/settled-screenshot';
import { signIn, type Credentials } from '../support/session';

// Statutory and service clocks (issue 14) in the browser: an officer's case shows its clocks as its
// status moves, an authority ADMIN changes a limit and the case's due date follows, and a
// read-only user reads both the card and the settings without a way to change them.
test.describe.configure({ mode: 'serial' });

type Envelope<T> = { statusCode: number; message: string; data: T };

let people: AuthorityPeople;
let authorityAdmin: Credentials;
let readOnly: Credentials & { id: number };
let officersCase: number;
let readersCase: number;
/** A case at Application submitted, for the pictures: Decision and End to end run, Completion waits. */
let lookCase: number;

async function addCase(request: APIRequestContext, who: Credentials, more: Record<string, unknown> = {}) {
  const added = await request.post('/api/case/add', {
    headers: await bearerHeaders(request, who),
    data: {
      clientFirstName: 'Clara',
      clientLastName: 'Clockson',
      addressLine1: '4 Mill Lane',
      postCode: 'DT1 2AB',
      ...more,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  return ((await added.json()) as Envelope<{ id: number }>).data.id;
}

/** Today in London, and the day six calendar months on (or that month's last day), as dd/mm/yyyy. */
function todayAndSixMonthsOn(): { today: string; due: string } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const monthIndex = month - 1 + 6;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const due = new Date(Date.UTC(year, monthIndex, Math.min(day, lastDay)));
  const uk = (date: Date) =>
    `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
  return { today: uk(new Date(Date.UTC(year, month - 1, day))), due: uk(due) };
}

const timescales = (page: Page) => page.getByRole('region', { name: 'Timescales' });
const clockOf = (card: Locator, name: string) =>
  card
    .getByRole('listitem')
    .filter({ has: card.page().getByRole('heading', { name, level: 3, exact: true }) });
/** A clock's value beside its label ("Due", "Started"…) in the card's details. */
const detail = (clock: Locator, label: string) => clock.locator(`dt:text-is("${label}") + dd`);

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  const admin = await createPlatformAdmin(request, 'Clockwork');
  people = await createAuthorityWithOfficer(request, admin, 'Olive');
  authorityAdmin = await addAuthorityUser(request, admin, people.authorityId, 'Tamsin', 'ADMIN');
  readOnly = await addAuthorityUser(request, admin, people.authorityId, 'Rufus', 'READWRITE');
  officersCase = await addCase(request, people.officer);
  // A read-only user reads the cases they held before their role changed.
  readersCase = await addCase(request, authorityAdmin, {
    clientFirstName: 'Rhoda',
    assignedOfficerId: readOnly.id,
  });
  await makeReadOnly(request, admin, readOnly);
  lookCase = await addCase(request, people.officer, { clientFirstName: 'Lucy' });
  const moved = await request.post(`/api/case/${lookCase}/4`, {
    headers: await bearerHeaders(request, people.officer),
    data: { note: 'Application received' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
});

test('[CLOCKS][CASE]: an officer moves a case to Application submitted and its Decision clock runs, due six months on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await page.goto(`/case-manager/edit/${officersCase}`);

  const card = timescales(page);
  // Opened at Enquiry: the End to end clock runs from today; Decision waits for the application.
  await expect(clockOf(card, 'End to end')).toContainText('Running · 150 working days left');
  await expect(clockOf(card, 'End to end').getByText('Green: on track')).toBeVisible();
  await expect(clockOf(card, 'Decision')).toContainText(
    'Not started · starts when the case reaches Application submitted',
  );

  // The status is changed on Details; the timescales are on the Overview.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByLabel('Move to').selectOption({ label: 'Application submitted' });
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Application submitted');
  await page.getByRole('tab', { name: 'Overview' }).click();

  const { today, due } = todayAndSixMonthsOn();
  const decision = clockOf(card, 'Decision');
  await expect(decision).toContainText('Running · ');
  await expect(detail(decision, 'Started')).toHaveText(today);
  await expect(detail(decision, 'Due')).toHaveText(due);
  await expect(decision).toContainText(/\d+ calendar days left/);
  await expect(
    decision.getByRole('img', {
      name: new RegExp(
        `^Timeline: started ${today}; today ${today}, 0% of the way to the due date; due ${due}\\.$`,
      ),
    }),
  ).toBeVisible();
});

test('[CLOCKS][SETTINGS]: an authority ADMIN shortens the End to end limit and the case’s due date moves', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, authorityAdmin, /\/authority\/dashboard$/);
  await page.goto(`/case-manager/edit/${officersCase}`);
  const endToEnd = clockOf(timescales(page), 'End to end');
  const dueBefore = (await detail(endToEnd, 'Due').textContent()) ?? '';
  expect(dueBefore).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  // From the card to the settings, as an officer would go.
  await timescales(page).getByRole('link', { name: 'How timescales are worked out' }).click();
  await expect(page).toHaveURL(/\/authority\/clocks$/);
  await page.getByRole('link', { name: 'Edit the End to end clock' }).click();
  await expect(page.getByRole('heading', { name: 'Edit the End to end clock', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Limit', exact: true }).fill('100');
  await page.getByRole('button', { name: 'Save clock' }).click();
  await expect(page).toHaveURL(/\/authority\/clocks$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'being worked out again in the background' }),
  ).toBeVisible();
  const card = page
    .getByRole('region', { name: 'Clocks' })
    .getByRole('listitem')
    .filter({ hasText: 'End to end' });
  await expect(card).toContainText('100 working days; urgent cases 55 working days');

  // The case page works its clocks out afresh: 50 working days sooner.
  await page.goto(`/case-manager/edit/${officersCase}`);
  await expect(endToEnd).toContainText('Running · 100 working days left');
  await expect(detail(endToEnd, 'Due')).not.toHaveText(dueBefore);
  const clocks = await page.request.get(`/api/case/${officersCase}/clocks`, {
    headers: await bearerHeaders(page.request, authorityAdmin),
  });
  const { dueDate } = (
    (await clocks.json()) as Envelope<{ clocks: { name: string; dueDate: string }[] }>
  ).data.clocks.find((clock) => clock.name === 'End to end') ?? { dueDate: '' };
  await expect(detail(endToEnd, 'Due')).toHaveText(dueDate.split('-').reverse().join('/'));
  expect(Date.parse(dueDate)).toBeLessThan(Date.parse(dueBefore.split('/').reverse().join('-')));
});

test('[CLOCKS][SETTINGS]: an authority ADMIN adds a closure day and removes it after confirming', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, authorityAdmin, /\/authority\/dashboard$/);
  await page.getByRole('link', { name: 'Timescales', exact: true }).click();
  await expect(page).toHaveURL(/\/authority\/clocks$/);
  const closures = page.getByRole('region', { name: 'Closure days' });
  await closures.getByRole('textbox', { name: 'Date' }).fill('29/12/2027');
  await closures
    .getByRole('textbox', { name: 'Reason' })
    .fill('Offices closed between Christmas and New Year');
  await closures.getByRole('button', { name: 'Add closure day' }).click();
  await expect(closures.getByRole('listitem')).toHaveText([
    'Wed 29/12/2027 Offices closed between Christmas and New YearRemove',
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'being worked out again' })).toBeVisible();

  await closures.getByRole('button', { name: 'Remove 29/12/2027' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the closure day 29/12/2027?' })
    .getByRole('button', { name: 'Remove closure day' })
    .click();
  await expect(closures.getByText('No closure days.')).toBeVisible();
});

test('[CLOCKS][READONLY]: a read-only user reads the card and the settings, with nothing to change', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, readOnly, /\/authority\/case\/list$/);
  await page.goto(`/case-manager/edit/${readersCase}`);
  await expect(clockOf(timescales(page), 'End to end')).toContainText('Running ·');
  await timescales(page).getByRole('link', { name: 'How timescales are worked out' }).click();
  await expect(page.getByRole('heading', { name: 'Timescales', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Clocks' }).getByRole('heading', { name: 'Decision' }),
  ).toBeVisible();
  await expect(
    page.getByText('Only your authority’s administrators can change these settings.'),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('button')).toHaveCount(0);
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('combobox')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  // The add page is not theirs.
  await page.goto('/authority/clocks/add');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page);
  await saveSettledScreenshot(page, testInfo, name);
}

for (const width of [1440, 390]) {
  for (const dark of [false, true]) {
    const mode = dark ? 'dark' : 'light';
    test(`[CLOCKS][LOOK][${width}][${mode.toUpperCase()}]: the Timescales card and the settings page read at a glance`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width > 1000 ? 1000 : 844 });
      await signIn(page, authorityAdmin, /\/authority\/dashboard$/);
      await setDarkMode(page, dark);
      await page.goto(`/case-manager/edit/${lookCase}`);
      await expect(clockOf(timescales(page), 'Decision')).toContainText('Running ·');
      await expect(clockOf(timescales(page), 'Completion')).toContainText('Not started');
      await checkPage(page, testInfo, `clocks-case-${width}-${mode}`);
      // The card alone, full size, beside the test's results (for a close look at the timelines).
      await timescales(page).screenshot({
        path: testInfo.outputPath(`timescales-card-${width}-${mode}.png`),
      });

      await page.goto('/authority/clocks');
      await expect(
        page.getByRole('region', { name: 'Clocks' }).getByRole('heading', { name: 'Decision' }),
      ).toBeVisible();
      await checkPage(page, testInfo, `clocks-settings-${width}-${mode}`);
    });
  }
}
