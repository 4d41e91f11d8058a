import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN, E2E_MAIL_DIR } from '../playwright.config';
import {
  addAuthorityUser,
  bearerHeaders,
  createAuthorityWithOfficer,
  type AuthorityPeople,
} from '../support/authority-people';
import { capturedMailFiles, waitForMail } from '../support/mail';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import type { Credentials } from '../support/session';
import { signIn } from '../support/session';
import { saveElementScreenshot } from '../support/screenshots';
import { saveSettledScreenshot } from '../support/settled-screenshot';

// The grant (issue 35): an officer schedules the works, records three quotes (one with its PDF),
// accepts one and proposes the grant; an authority ADMIN approves it, which moves the case to
// Approved; the applicant sees the approved works on a phone, never the quotes.
test.describe.configure({ mode: 'serial' });

type Envelope<T> = { statusCode: number; message: string; data: T };

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const CONTRACTORS = ['Mellstock Mobility', 'Durnover Builders', 'Budmouth Lifts'] as const;

let people: AuthorityPeople;
let approver: Credentials;
let applicantEmail: string;
let caseId: number;

async function post<T>(request: APIRequestContext, path: string, headers: object, data: object): Promise<T> {
  const response = await request.post(path, { headers: headers as Record<string, string>, data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** The page at rest: a change's toast gone (axe once judged one mid-fade), then axe, width and a picture. */
async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAccessibilityViolations(page);
  await expectNoSidewaysScroll(page);
  await saveSettledScreenshot(page, testInfo, name);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Gwen');
  approver = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Amos', 'ADMIN');
  const platform = await bearerHeaders(request, E2E_ADMIN);
  for (const companyName of CONTRACTORS) {
    await post(request, '/api/contractor/add', platform, {
      authorityId: people.authorityId,
      companyName,
      contactName: 'Site Manager',
      phone: '01305 960 200',
      trades: ['Builder'],
    });
  }
  applicantEmail = `grace.${Date.now()}@e2e.casekeeper.test`;
  const officer = await bearerHeaders(request, people.officer);
  caseId = (
    await post<{ id: number }>(request, '/api/case/add', officer, {
      clientFirstName: 'Grace',
      clientLastName: 'Melbury',
      clientEmail: applicantEmail,
      addressLine1: '4 Hintock Lane',
      town: 'Dorchester',
      postCode: 'DT1 1AA',
    })
  ).id;
  await post(request, `/api/case/${caseId}/4`, officer, {});
});

test('[GRANT]: an officer schedules the works, records three quotes and proposes the grant', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, people.officer);
  await page.goto(`/case-manager/edit/${caseId}?tab=details`);
  const grant = page.getByRole('region', { name: 'Grant' });
  await expect(grant).toBeVisible();

  const works = [
    ['Stairlift', 'Straight stairlift to the first floor', 'Main stairs'],
    ['Level-access shower', 'Replace the bath with a level-access shower', 'First-floor bathroom'],
  ] as const;
  for (const [type, description, location] of works) {
    await grant.getByRole('button', { name: 'Add an item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an item of works' });
    await dialog.getByRole('combobox', { name: /^Type of adaptation/ }).selectOption({ label: type });
    await dialog.getByRole('textbox', { name: /^What the works are/ }).fill(description);
    await dialog.getByRole('textbox', { name: /^Room or location/ }).fill(location);
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await expect(dialog).toBeHidden();
  }
  const schedule = grant.getByRole('list', { name: 'Schedule of works' });
  await expect(schedule.getByRole('listitem')).toHaveCount(2);
  await grant.getByRole('button', { name: 'Move up: Level-access shower, item 2' }).click();
  await expect(schedule.getByRole('listitem').first()).toContainText('Level-access shower');

  const quotes = [
    [CONTRACTORS[0], '9450', true],
    [CONTRACTORS[1], '8720.50', false],
    [CONTRACTORS[2], '10100', false],
  ] as const;
  for (const [contractor, pounds, withDocument] of quotes) {
    await grant.getByRole('button', { name: 'Record a quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a quote' });
    await dialog.getByRole('combobox', { name: /^Contractor/ }).selectOption({ label: contractor });
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill(pounds);
    if (withDocument) {
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'mellstock-quote.pdf', mimeType: 'application/pdf', buffer: PDF });
    }
    await dialog.getByRole('button', { name: 'Record quote' }).click();
    await expect(dialog).toBeHidden();
  }
  const quoteTable = grant.getByRole('table', { name: 'Quotes' });
  await expect(quoteTable.getByRole('row')).toHaveCount(4);
  await expect(quoteTable.getByRole('row', { name: /Durnover Builders/ })).toContainText('Lowest');
  await expect(
    grant.getByRole('button', { name: `Download mellstock-quote.pdf, the quote from ${CONTRACTORS[0]}` }),
  ).toBeVisible();

  // Not the lowest: the officer says why.
  await grant.getByRole('button', { name: `Accept the quote from ${CONTRACTORS[0]}` }).click();
  const accept = page.getByRole('dialog', { name: `Accept the quote from ${CONTRACTORS[0]}?` });
  await accept
    .getByRole('textbox', { name: /^Why this quote/ })
    .fill('The lowest cannot start until the spring; the client cannot use the stairs.');
  await accept.getByRole('button', { name: 'Accept quote' }).click();
  await expect(accept).toBeHidden();
  await expect(quoteTable.getByRole('row', { name: /Mellstock Mobility/ })).toContainText('Accepted');

  const approval = grant.getByRole('region', { name: 'Approval' });
  await approval.getByRole('textbox', { name: /^Agency or surveyor fee/ }).fill('850');
  await approval.getByRole('textbox', { name: /^Applicant’s contribution/ }).fill('0');
  await approval
    .getByRole('combobox', { name: /^Contribution based on/ })
    .selectOption({ label: 'Passporting benefit (no contribution)' });
  await approval.getByRole('button', { name: 'Propose for approval' }).click();
  await expect(grant.getByText('Awaiting approval')).toBeVisible();
  await expect(approval.getByText('£10,300.00').first()).toBeVisible();
  // Four eyes: whoever proposed it is told someone else approves it.
  await expect(approval.getByText('Another authority admin must approve your proposal.')).toBeVisible();
  await checkPage(page, testInfo, 'grant-proposed-1440-light');
  await setDarkMode(page, true);
  await checkPage(page, testInfo, 'grant-proposed-1440-dark');
  await setDarkMode(page, false);
});

test('[GRANT]: another authority admin approves it, and the case is Approved', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, approver);
  await page.goto(`/case-manager/edit/${caseId}?tab=details`);
  const approval = page.getByRole('region', { name: 'Approval' });
  await expect(approval.getByRole('button', { name: 'Approve grant' })).toBeVisible();
  await checkPage(page, testInfo, 'grant-to-approve-390-light');
  await approval.getByRole('button', { name: 'Approve grant' }).click();
  await expect(page.getByText('Grant approved. The case is now Approved.')).toBeVisible();
  await expect(approval.getByText(/Approved by Amos Tester/)).toBeVisible();
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history.getByRole('listitem').first()).toContainText(/Application submitted →\s*to Approved/);
  // The section alone as well: the whole page at 390 px is too long to look at.
  await saveElementScreenshot(
    page.getByRole('region', { name: 'Grant' }),
    testInfo,
    'grant-section-390-light',
  );
  await setDarkMode(page, true);
  await checkPage(page, testInfo, 'grant-approved-390-dark');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await checkPage(page, testInfo, 'grant-approved-1440-dark');
  await saveElementScreenshot(
    page.getByRole('region', { name: 'Grant' }),
    testInfo,
    'grant-section-1440-dark',
  );
  await setDarkMode(page, false);
});

test('[GRANT][PORTAL]: the applicant sees the approved works and the grant on a phone, never the quotes', async ({
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  await post(
    request,
    `/api/case/${caseId}/applicant/invite`,
    await bearerHeaders(request, people.officer),
    {},
  );
  const mail = await waitForMail(E2E_MAIL_DIR, applicantEmail, seen);
  const invitationPath = /https?:\/\/[^/\s]+(\/portal\/invitation\?token=[\w.~%-]+)/.exec(mail.text)?.[1];
  expect(invitationPath, mail.text).toBeDefined();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const applicant = await context.newPage();
  await applicant.goto(invitationPath ?? '');
  await applicant.getByLabel(/^new password/i).fill('e2e grant applicant passphrase');
  await applicant.getByLabel(/^confirm new password/i).fill('e2e grant applicant passphrase');
  await applicant.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(applicant.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
  const approved = applicant.getByRole('region', { name: 'Your approved works' });
  await expect(approved).toContainText('Level-access shower');
  await expect(approved).toContainText('Straight stairlift to the first floor');
  await expect(approved).toContainText('£10,300.00');
  await expect(applicant.getByText(CONTRACTORS[1])).toHaveCount(0);
  await checkPage(applicant, testInfo, 'grant-portal-390-light');
  await setDarkMode(applicant, true);
  await checkPage(applicant, testInfo, 'grant-portal-390-dark');
  await context.close();
});
