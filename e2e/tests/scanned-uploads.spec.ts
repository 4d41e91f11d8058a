import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { bearerHeaders, createAuthorityWithOfficer, type AuthorityPeople } from '../support/authority-people';
import { createCaseWithDiary } from '../support/case-with-diary';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import { createPlatformAdmin } from '../support/platform-admin';
import { signIn, type Credentials } from '../support/session';
import { saveSettledScreenshot } from '../support/settled-screenshot';

// The e2e copies run without a virus scanner (every other spec downloads what it has just
// uploaded), so the files here are NOT_SCANNED: the diary's answer is rewritten in the browser to
// show the states a scanner gives (a file being checked, a refused one), and the server-side
// scanning itself is proven by apps/server/src/modules/files/scanned-uploads.test.ts.
test.describe.configure({ mode: 'serial' });

type Envelope<T> = { statusCode: number; message: string; data: T };
type ListedItem = { description: string; file: { scanStatus: string } | null };
type ListedDiary = { items: ListedItem[] };

let admin: Credentials;
let people: AuthorityPeople;
let caseId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function uploadItem(request: APIRequestContext, headers: object, diaryId: number, description: string) {
  const response = await request.post('/api/actionItemFile/add', {
    headers: { ...headers },
    multipart: {
      diaryId: String(diaryId),
      prefix: 'Letter',
      description,
      scheduledAt: '2026-03-30T09:30:00+01:00',
      file: {
        name: `${description.toLowerCase().replace(/ /g, '-')}.pdf`,
        mimeType: 'application/pdf',
        buffer: PDF,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Rewrites the diary list's answer so the items described are in the scanner's states given. */
async function showScanStates(page: Page, states: Record<string, string>) {
  await page.unroute('**/api/actionDiary/list/**');
  await page.route('**/api/actionDiary/list/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Envelope<ListedDiary[]>;
    for (const item of body.data.flatMap((diary) => diary.items)) {
      const state = states[item.description];
      if (state && item.file) item.file.scanStatus = state;
    }
    await route.fulfill({ response, json: body });
  });
}

async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page);
  await saveSettledScreenshot(page, testInfo, name);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  admin = await createPlatformAdmin(request, 'Scanner');
  people = await createAuthorityWithOfficer(request, admin, 'Sadie');
  const headers = await bearerHeaders(request, people.officer);
  const opened = await createCaseWithDiary(request, headers, {
    case: {
      clientFirstName: 'Jill',
      clientLastName: 'Archer',
      addressLine1: 'Brookfield Farm',
      town: 'Casterbridge',
      postCode: 'DT1 2AA',
    },
    diaryTitle: 'Documents',
  });
  caseId = opened.id;
  await uploadItem(request, headers, opened.diaryId, 'Payslip from Jill');
  await uploadItem(request, headers, opened.diaryId, 'Invoice by e-mail');
});

test('[FILES][SCAN]: a file being checked has no download link until it is passed, and a refused file says why', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await setDarkMode(page, false);
  await showScanStates(page, { 'Payslip from Jill': 'PENDING', 'Invoice by e-mail': 'INFECTED' });
  await page.goto(`/actionDiary/list/${caseId}`);

  const payslip = page.getByRole('listitem', { name: 'Letter - Payslip from Jill' });
  const invoice = page.getByRole('listitem', { name: 'Letter - Invoice by e-mail' });
  await expect(payslip).toContainText('payslip-from-jill.pdf (being checked for viruses)');
  await expect(payslip.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await expect(invoice).toContainText('invoice-by-e-mail.pdf (refused: a virus was found)');
  await expect(invoice.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await checkPage(page, testInfo, 'scanned-uploads-diary-1440-light');
  await setDarkMode(page, true);
  await checkPage(page, testInfo, 'scanned-uploads-diary-1440-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, testInfo, 'scanned-uploads-diary-390-dark');
  await setDarkMode(page, false);
  await checkPage(page, testInfo, 'scanned-uploads-diary-390-light');

  // The scanner passes the payslip: the page reads the diary again by itself and offers it.
  await showScanStates(page, { 'Invoice by e-mail': 'INFECTED' });
  await expect(payslip.getByRole('button', { name: /^Download payslip-from-jill\.pdf/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(payslip).not.toContainText('being checked for viruses');
  await expect(invoice).toContainText('refused: a virus was found');
});

test('[FILES][SCAN]: the platform dashboard says uploads are not scanned while no scanner is configured', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin);
  await setDarkMode(page, false);
  const notice = page.getByRole('alert').filter({ hasText: 'Uploads are not being scanned for viruses' });
  await expect(notice).toContainText('set CLAMD_HOST and CLAMD_PORT');
  await checkPage(page, testInfo, 'scanned-uploads-dashboard-1440-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await setDarkMode(page, true);
  await checkPage(page, testInfo, 'scanned-uploads-dashboard-390-dark');
});
