import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  addAuthorityUser,
  bearerHeaders,
  createAuthorityWithOfficer,
  makeReadOnly,
  type AuthorityPeople,
} from '../support/authority-people';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import { createPlatformAdmin } from '../support/platform-admin';
import type { Credentials } from '../support/session';
import { signIn } from '../support/session';
import { saveSettledScreenshot } from '../support/settled-screenshot';

// An authority with an officer, a read-only viewer and an administrator, made through the API.
// The address finder asks the fake getAddress.io-style service beside the product
// (server/fake-address-provider.mjs), which knows two addresses at DT1 1PW.
test.describe.configure({ mode: 'serial' });

type Envelope<T> = { statusCode: number; message: string; data: T };
type Headers = Record<string, string>;

const POST_CODE = 'DT1 4XJ';
/** What the fake address service answers for. */
const FOUND_POST_CODE = 'DT1 1PW';
let people: AuthorityPeople;
let viewer: Credentials;
let viewersCase: { id: number; caseNumber: string };

async function post<T>(request: APIRequestContext, path: string, headers: Headers, data: object): Promise<T> {
  const response = await request.post(path, { headers, data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const admin = await createPlatformAdmin(request, 'Caseformer');
  people = await createAuthorityWithOfficer(request, admin, 'Olwen');
  const adminHeaders = await bearerHeaders(request, admin);
  await post(request, '/api/contractor/add', adminHeaders, {
    authorityId: people.authorityId,
    companyName: 'Brewery Square Builders',
    contactName: 'Rob Mason',
    phone: '01305 960 123',
    addressLine1: '7 Brewery Square',
    town: 'Dorchester',
    postCode: POST_CODE,
    trades: ['Builder'],
  });

  const viewerUser = await addAuthorityUser(request, admin, people.authorityId, 'Vera', 'READWRITE');
  viewer = viewerUser;
  const manager = await addAuthorityUser(request, admin, people.authorityId, 'Marcus', 'ADMIN');
  viewersCase = await post(request, '/api/case/add', await bearerHeaders(request, manager), {
    clientTitle: 'Mr',
    clientFirstName: 'Walter',
    clientLastName: 'Gabriel',
    clientPhone: '01632 960 777',
    addressLine1: '3 Back Lane',
    town: 'Ambridge',
    county: 'Borsetshire',
    postCode: 'B33 9AA',
    priority: 'Urgent',
    description: 'Ramp to the back door.\nLives alone; call before visiting.',
    estimatedCostPence: 845_000,
    assignedOfficerId: viewerUser.id,
  });
  // A reader's cases are those they held before their role changed.
  await makeReadOnly(request, admin, viewerUser);
});

async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page);
  await saveSettledScreenshot(page, testInfo, name);
}

test('[CASES][CREATE]: an officer adds a case with the post code finder, moves it on with a note and sees it in the history', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await setDarkMode(page, false);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cases List' }).click();
  await page.getByRole('link', { name: 'Add case' }).click();
  await expect(page).toHaveURL(/\/case-manager\/add$/);
  await expect(page.getByRole('heading', { name: 'Add case', level: 1 })).toBeVisible();

  await page.getByLabel('Title').fill('Mrs');
  await page.getByRole('textbox', { name: 'First name' }).fill('Peggy');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Woolley');
  await page.getByRole('textbox', { name: 'Telephone' }).fill('01632 960 001');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('27/03/1948');
  await page.getByRole('textbox', { name: 'Post code' }).fill('dt11pw');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByText(`2 addresses found at ${FOUND_POST_CODE}.`, { exact: false })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Choose the address' })
    .selectOption({ label: '4 Provider Row, Dorchester' });
  await expect(page.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('4 Provider Row');
  await expect(page.getByRole('textbox', { name: 'Town' })).toHaveValue('Dorchester');
  await expect(page.getByRole('textbox', { name: 'County' })).toHaveValue('Dorset');
  await expect(page.getByRole('textbox', { name: 'UPRN' })).toHaveValue('100040000004');
  await expect(page.getByRole('textbox', { name: 'Post code' })).toHaveValue(FOUND_POST_CODE);

  await page.getByRole('combobox', { name: 'Priority' }).selectOption('High');
  await page.getByRole('combobox', { name: 'Tenure' }).selectOption('Owner-occupier');
  await page.getByRole('textbox', { name: 'Description' }).fill('Stair lift and a level-access shower.');
  await page.getByRole('combobox', { name: 'Contractor' }).selectOption({ label: 'Brewery Square Builders' });
  await page.getByRole('textbox', { name: 'Estimated cost (£)' }).fill('12500');
  await page.getByRole('textbox', { name: 'Estimated cost (£)' }).press('Tab');
  await expect(page.getByRole('textbox', { name: 'Estimated cost (£)' })).toHaveValue('12,500.00');
  await checkPage(page, testInfo, 'case-add-1440-light');

  await page.getByRole('button', { name: 'Add case' }).click();
  await expect(page.getByText(/^Case [A-Z]+-\d{4}-\d{5} has been added\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/case-manager\/edit\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Case [A-Z]+-\d{4}-\d{5}$/ });
  await expect(heading).toBeVisible();
  // The case opens on its Overview; its fields are on Details.
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('textbox', { name: 'Estimated cost (£)' })).toHaveValue('12,500.00');
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('27/03/1948');
  await expect(page.getByRole('combobox', { name: 'Tenure' })).toHaveValue('Owner-occupier');

  const moveTo = page.getByRole('combobox', { name: 'Move to' });
  await expect(moveTo.getByRole('option')).toHaveText([
    'Choose a status',
    'Referral received',
    'Assessment',
    'Application submitted',
    'On hold',
    'Withdrawn',
  ]);
  await moveTo.selectOption({ label: 'Assessment' });
  // The day it happened is today unless the officer dates it back.
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date());
  await expect(page.getByRole('textbox', { name: 'Date it happened' })).toHaveValue(today);
  await page.getByRole('textbox', { name: 'Note' }).fill('Home visit booked for Tuesday');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText(/is now Assessment\.$/)).toBeVisible();

  const history = page.getByRole('region', { name: 'Status history' });
  const latest = history.getByRole('listitem').first();
  // The arrow is for the eye; a screen reader hears "Enquiry to Assessment".
  await expect(latest).toContainText(/Enquiry →\s*to Assessment/);
  await expect(latest).toContainText('Home visit booked for Tuesday');
  await expect(latest).toContainText(/Olwen Officer, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(history.getByRole('listitem').last()).toContainText('Opened as Enquiry');
  await checkPage(page, testInfo, 'case-edit-1440-light');

  await setDarkMode(page, true);
  await checkPage(page, testInfo, 'case-edit-1440-dark');

  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, testInfo, 'case-edit-390-dark');
  await setDarkMode(page, false);
  await checkPage(page, testInfo, 'case-edit-390-light');
});

test('[CASES][VIEW]: a read-only user sees their case as a view, with no control that writes', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, viewer, /\/authority\/case\/list$/);
  await setDarkMode(page, false);
  await page.getByRole('link', { name: viewersCase.caseNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/case-manager/edit/${viewersCase.id}$`));

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Case ${viewersCase.caseNumber}` })).toBeVisible();
  // The case opens on its Overview; its fields and history are on Details.
  await main.getByRole('tab', { name: 'Details' }).click();
  await expect(main.getByText('£8,450.00')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Address' })).toContainText('3 Back Lane');
  await expect(main.getByRole('region', { name: 'Status history' })).toContainText('Opened as Enquiry');
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('combobox')).toHaveCount(0);
  // Its one button reads: the case summary to download.
  await expect(main.getByRole('button')).toHaveText(['Case summary (PDF)']);
  await checkPage(page, testInfo, 'case-view-1440-light');

  await setDarkMode(page, true);
  await checkPage(page, testInfo, 'case-view-1440-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, testInfo, 'case-view-390-dark');
  await setDarkMode(page, false);
  await checkPage(page, testInfo, 'case-view-390-light');
});

test('[CASES][VIEW]: a case outside the caller’s cases is not found, inside the layout', async ({ page }) => {
  await signIn(page, viewer, /\/authority\/case\/list$/);
  await page.goto(`/case-manager/edit/${viewersCase.id + 100000}`);
  await expect(page.getByRole('heading', { name: 'Case not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/case-manager/open/1');
  await expect(page.getByRole('heading', { name: 'NOT FOUND' })).toBeVisible();
});

test('[CASES][CONFLICT]: two tabs save the same case; the second sees what changed and keeps its own', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const officerCase = await post<{ id: number; caseNumber: string }>(
    request,
    '/api/case/add',
    await bearerHeaders(request, people.officer),
    {
      clientFirstName: 'Jill',
      clientLastName: 'Archer',
      addressLine1: 'Brookfield Farm',
      town: 'Ambridge',
      postCode: 'B33 8TH',
      priority: 'Normal',
    },
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await setDarkMode(page, false);
  await page.goto(`/case-manager/edit/${officerCase.id}?tab=details`);
  const other = await page.context().newPage();
  await other.goto(`/case-manager/edit/${officerCase.id}?tab=details`);

  // The other tab saves first.
  await other.getByRole('combobox', { name: 'Priority' }).selectOption('Urgent');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByText(`Case ${officerCase.caseNumber} has been saved.`)).toBeVisible();
  await other.close();

  await page.getByRole('textbox', { name: 'Last name' }).fill('Archer-Snell');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'saved this case while you were editing it' });
  await expect(conflict).toContainText('Olwen Officer saved this case while you were editing it');
  await expect(conflict.getByRole('listitem')).toHaveText(['Priority: now Urgent']);
  await checkPage(page, testInfo, 'case-conflict-1440-light');

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByText(`Case ${officerCase.caseNumber} has been saved.`)).toBeVisible();
  await expect(conflict).toBeHidden();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Archer-Snell');
  // Keep mine saves this form as it stood: its priority too.
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveValue('Normal');
});
