import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  addAuthorityUser,
  createAuthorityWithOfficer,
  makeReadOnly,
  type AuthorityPeople,
} from '../support/authority-people';
import { createCaseWithDiary, type CaseWithDiary } from '../support/case-with-diary';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import { createPlatformAdmin } from '../support/platform-admin';
import { signIn, type Credentials } from '../support/session';
import { saveSettledScreenshot } from '../support/settled-screenshot';

// An officer's case and a read-only viewer's case, opened through the API; the browser keeps the
// officer's diary: a text item due tomorrow at 09:30 London time, completed and reopened, and a
// file item due yesterday uploaded and downloaded again; both then wait in the officer's alarms.
test.describe.configure({ mode: 'serial' });

type Envelope<T> = { statusCode: number; message: string; data: T };
type Headers = Record<string, string>;

let people: AuthorityPeople;
let viewer: Credentials;
let officersCase: { id: number; caseNumber: string };
let viewersCase: CaseWithDiary;

/** A small, real PDF: the server reads the kind from the bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function signInThroughApi(request: APIRequestContext, who: Credentials): Promise<Headers> {
  const login = await request.post('/api/login', { data: who });
  expect(login.status(), await login.text()).toBe(200);
  return {
    Authorization: `Bearer ${((await login.json()) as Envelope<{ access_token: string }>).data.access_token}`,
  };
}

async function post<T>(request: APIRequestContext, path: string, headers: Headers, data: object): Promise<T> {
  const response = await request.post(path, { headers, data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** The London date `days` from today: as dd/mm/yyyy, as the diary shows it, and as digits, as the picker takes them. */
function londonDateFromToday(days: number) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((found) => found.type === type)?.value);
  const date = new Date(Date.UTC(part('year'), part('month') - 1, part('day') + days));
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const year = String(date.getUTCFullYear());
  return { text: `${day}/${month}/${year}`, digits: `${day}${month}${year}` };
}

/** Types a time into the date-time picker, section by section, as a keyboard user would. */
async function typeDueTime(page: Page, digits: string) {
  await page.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(digits);
}

async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page);
  await saveSettledScreenshot(page, testInfo, name);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const admin = await createPlatformAdmin(request, 'Diarist');
  people = await createAuthorityWithOfficer(request, admin, 'Dora');
  officersCase = await post(request, '/api/case/add', await signInThroughApi(request, people.officer), {
    clientTitle: 'Mrs',
    clientFirstName: 'Peggy',
    clientLastName: 'Woolley',
    addressLine1: 'The Lodge',
    town: 'Casterbridge',
    postCode: 'DT1 2AA',
  });

  const viewerUser = await addAuthorityUser(request, admin, people.authorityId, 'Rhona', 'READWRITE');
  viewer = viewerUser;
  const manager = await addAuthorityUser(request, admin, people.authorityId, 'Mandy', 'ADMIN');
  const managerHeaders = await signInThroughApi(request, manager);
  viewersCase = await createCaseWithDiary(request, managerHeaders, {
    case: {
      clientFirstName: 'Walter',
      clientLastName: 'Gabriel',
      addressLine1: '3 Back Lane',
      town: 'Casterbridge',
      postCode: 'DT1 3BB',
      assignedOfficerId: viewerUser.id,
    },
    diaryTitle: 'Ramp works',
  });
  await post(request, '/api/actionItemText/add', managerHeaders, {
    diaryId: viewersCase.diaryId,
    prefix: 'Call',
    description: 'Ring the contractor',
    scheduledAt: '2026-03-30T09:30:00+01:00',
    text: 'Ask for the start date',
  });
  // A reader's cases are those they held before their role changed.
  await makeReadOnly(request, admin, viewerUser);
});

test('[DIARY][ITEMS]: an officer keeps a diary on a case: a text item due tomorrow 09:30, completed and reopened, a file due yesterday uploaded and downloaded, both in the alarms', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await setDarkMode(page, false);

  await page.goto(`/case-manager/edit/${officersCase.id}`);
  await page.getByRole('link', { name: 'Action diary' }).click();
  await expect(page).toHaveURL(new RegExp(`/actionDiary/list/${officersCase.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Action diary' })).toBeVisible();
  await expect(page.getByRole('link', { name: officersCase.caseNumber })).toBeVisible();
  await expect(page.getByText('Mrs Peggy Woolley')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No diaries yet' })).toBeVisible();

  await page.getByRole('link', { name: 'Add diary' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Home visits');
  await page.getByRole('textbox', { name: 'Description' }).fill('Visits to assess the bathroom');
  await page.getByRole('button', { name: 'Add diary' }).click();
  await expect(page.getByText('Diary "Home visits" added.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Home visits' })).toBeVisible();

  // A text item due tomorrow at 09:30 on the London clock.
  const tomorrow = londonDateFromToday(1);
  await page.getByRole('link', { name: 'Add text item to Home visits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add text item' })).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('Enter when it is due, like 30/03/2026 09:30')).toBeVisible();
  await page.getByRole('combobox', { name: 'Type of action' }).selectOption('Visit');
  await page.getByRole('textbox', { name: 'Description' }).fill('Measure the stairs');
  await typeDueTime(page, `${tomorrow.digits}0930`);
  await page.getByRole('textbox', { name: 'Note' }).fill('Take the long tape');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('Action item added.')).toBeVisible();
  const textItem = page.getByRole('listitem', { name: 'Visit - Measure the stairs' });
  await expect(textItem).toContainText(`${tomorrow.text} 09:30`);
  await expect(textItem).toContainText('Upcoming');
  await expect(textItem).toContainText('Take the long tape');

  await textItem.getByRole('button', { name: 'Mark complete: Visit - Measure the stairs' }).click();
  await expect(page.getByText('Action item completed.')).toBeVisible();
  await expect(textItem).toContainText('Completed');
  await textItem.getByRole('button', { name: 'Reopen: Visit - Measure the stairs' }).click();
  await expect(page.getByText('Action item reopened.')).toBeVisible();
  await expect(textItem.getByRole('button', { name: /^Mark complete/ })).toBeVisible();

  // A file item due yesterday: refused before upload when too big or of the wrong kind, then a PDF.
  const yesterday = londonDateFromToday(-1);
  await page.getByRole('link', { name: 'Add file item to Home visits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add file item' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type of action' }).selectOption('Letter');
  await page.getByRole('textbox', { name: 'Description' }).fill('Send the stair plan');
  await typeDueTime(page, `${yesterday.digits}1400`);
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: PDF });
  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF, images' })).toBeVisible();
  await fileInput.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(25 * 1024 * 1024 + 1, 0x20),
  });
  await expect(page.getByText('Files can be at most 25 MB.')).toBeVisible();
  await fileInput.setInputFiles({ name: 'stair-plan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Chosen: stair-plan.pdf')).toBeVisible();
  await expect(page.getByText('Files can be at most 25 MB.')).toHaveCount(0);
  await checkPage(page, testInfo, 'action-diary-file-form-1440-light');

  // Every value the progress bar takes is recorded, however fast the upload.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of Array.from(document.querySelectorAll('[role="progressbar"][aria-valuenow]'))) {
        seen.push(bar.getAttribute('aria-valuenow') ?? '');
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('Action item added.')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen).toContain('100');

  const fileItem = page.getByRole('listitem', { name: 'Letter - Send the stair plan' });
  await expect(fileItem).toContainText(`${yesterday.text} 14:00`);
  const downloadButton = fileItem.getByRole('button', { name: /^Download stair-plan\.pdf/ });
  await expect(downloadButton).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('stair-plan.pdf');
  expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);

  // The filter is in the address, and survives a reload.
  await page.getByRole('button', { name: 'Overdue (1)' }).click();
  await expect(page).toHaveURL(/\?show=overdue$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Overdue (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(fileItem).toBeVisible();
  await expect(textItem).toHaveCount(0);
  await page.getByRole('button', { name: 'All (2)' }).click();
  await checkPage(page, testInfo, 'action-diary-list-1440-light');

  // Both reach the officer's alarms: tomorrow's as upcoming, yesterday's as past due.
  await page.getByRole('button', { name: 'Alarms, 1 past due' }).click();
  const alarms = page.getByRole('dialog', { name: 'Alarms' });
  const alarmDate = (date: { text: string }) => date.text.replace(/\/20(\d\d)$/, '/$1');
  await expect(alarms.getByRole('region', { name: 'Upcoming' }).getByRole('link')).toHaveText([
    new RegExp(`Visit - Measure the stairs.*${alarmDate(tomorrow)}`),
  ]);
  await expect(alarms.getByRole('region', { name: 'Past' }).getByRole('link')).toHaveText([
    new RegExp(`Letter - Send the stair plan.*${alarmDate(yesterday)}`),
  ]);
});

test('[DIARY][PHONE]: the diary page and the file form fit a phone in dark mode', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await setDarkMode(page, true);
  await page.goto(`/actionDiary/list/${officersCase.id}`);
  await expect(page.getByRole('listitem', { name: 'Letter - Send the stair plan' })).toBeVisible();
  await checkPage(page, testInfo, 'action-diary-list-390-dark');

  await page.getByRole('link', { name: 'Add file item to Home visits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add file item' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('Photos of the bathroom');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF, images' })).toBeVisible();
  await checkPage(page, testInfo, 'action-diary-file-form-390-dark');
});

test('[DIARY][READONLY]: a read-only officer reads a diary with no way to change it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, viewer, /\/authority\/(dashboard|case\/list)$/);
  await page.goto(`/case-manager/edit/${viewersCase.id}`);
  await page.getByRole('link', { name: 'Action diary' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ramp works' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Call - Ring the contractor' })).toContainText(
    '30/03/2026 09:30',
  );
  for (const name of [/^Add/, /^Mark complete/, /^Reopen/, /^Edit/, /^Delete/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }
  await page.goto(`/actionDiary/add/${viewersCase.id}`);
  await expect(page).toHaveURL(/\/unauthorized$/);
});
