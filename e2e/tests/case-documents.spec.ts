import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E_ADMIN, E2E_MAIL_DIR } from '../playwright.config';
import {
  addAuthorityUser,
  bearerHeaders,
  createAuthorityWithOfficer,
  makeReadOnly,
  type AuthorityPeople,
} from '../support/authority-people';
import { createCaseWithDiary, type CaseWithDiary } from '../support/case-with-diary';
import { lookAt } from '../support/look-at';
import { capturedMailFiles, waitForMail } from '../support/mail';
import { setDarkMode } from '../support/page-checks';
import { signIn, type Credentials } from '../support/session';

// The case's Documents tab (issue 39): a document filed on the case is listed with its type, size,
// who and when, previewed in the page and downloaded, and is never an alarm; what the applicant
// sends is New until an officer marks it seen, and cannot be deleted; READONLY only reads.
test.describe.configure({ mode: 'serial' });

/** A real one-page PDF (Chromium's viewer draws it), padded past 1 KB so the list says "2 KB". */
function onePagePdf(line: string): Buffer {
  const text = `BT /F1 24 Tf 72 760 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = `%PDF-1.4\n%${'x'.repeat(1200)}\n`;
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PDF = onePagePdf('OT assessment of the stairs');
const PAYSLIP = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PASSWORD = 'e2e applicant passphrase';
const OT_NAME = 'OT assessment of the stairs';

let people: AuthorityPeople;
let officer: Credentials & { id: number };
let applicantEmail: string;
let theCase: CaseWithDiary;

const documentsTab = (page: Page) => page.getByRole('tabpanel', { name: 'Documents' });
const documentsSection = (page: Page) => page.getByRole('region', { name: 'Documents' });
const row = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('table', { name: 'Documents on this case' }).getByRole('row').filter({ hasText: text });

async function openDocuments(page: Page) {
  await page.goto(`/case-manager/edit/${theCase.id}?tab=documents`);
  await expect(page.getByRole('tab', { name: 'Documents', selected: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Documents on this case' })).toBeVisible();
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  return context.newPage();
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Dora');
  officer = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Fenella', 'READWRITE');
  applicantEmail = `peggy.docs.${Date.now()}@e2e.casekeeper.test`;
  theCase = await createCaseWithDiary(request, await bearerHeaders(request, officer), {
    case: {
      clientFirstName: 'Peggy',
      clientLastName: 'Woolley',
      clientEmail: applicantEmail,
      addressLine1: '3 Church Lane',
      town: 'Casterbridge',
      postCode: 'DT1 1AA',
    },
    diaryTitle: 'Adaptations',
  });
});

test('[DOCUMENTS]: an officer files an OT assessment with no due date, previews and downloads it, and it is never an alarm', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, officer);
  await setDarkMode(page, false);
  await page.goto(`/case-manager/edit/${theCase.id}?tab=documents`);
  await expect(page.getByRole('tab', { name: 'Documents', selected: true })).toBeVisible();
  await expect(documentsTab(page).getByText('No documents on this case yet.')).toBeVisible();

  // The dialog asks for a type, a name and a file, and nothing about a due date.
  await documentsSection(page).getByRole('button', { name: 'Add a document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a document' });
  await expect(dialog.getByLabel(/due/i)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await expect(dialog.getByRole('combobox', { name: /^Type/ })).toHaveAccessibleDescription(/.+/);
  await dialog.getByRole('combobox', { name: /^Type/ }).selectOption({ label: 'OT assessment' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(OT_NAME);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'ot-assessment.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await expect(dialog).toBeHidden();

  const filed = row(page, OT_NAME);
  await expect(filed).toHaveCount(1);
  await expect(filed.getByRole('cell').nth(1)).toHaveText('OT assessment');
  await expect(filed).toContainText('ot-assessment.pdf');
  await expect(filed).toContainText('PDF · 2 KB');
  await expect(filed).toContainText(/Fenella Tester, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(filed.getByText('New', { exact: true })).toHaveCount(0);
  await expect(filed.getByRole('button', { name: `Delete ${OT_NAME}` })).toBeVisible();

  await lookAt(page, testInfo, 'case-documents-section', documentsSection(page));

  // The preview shows the file's own bytes in the page.
  const preview = page.getByRole('dialog', { name: OT_NAME });
  const openPreview = async () => {
    // The table at 1440, stacked rows at 390 (lookAt switches back to light at 390).
    await documentsSection(page)
      .getByRole('button', { name: `Preview ${OT_NAME}` })
      .click();
    await expect(preview.locator('iframe[title="ot-assessment.pdf (PDF)"]')).toBeVisible();
  };
  await openPreview();
  // The frame shows the bytes fetched with the session's token, from a blob: URL (the content
  // security policy allows it in frames); the bytes themselves are compared on download below.
  const src = (await preview.locator('iframe').getAttribute('src')) ?? '';
  expect(src).toMatch(/^blob:/);
  await expect.poll(() => page.frames().some((frame) => frame.url() === src)).toBe(true);
  await lookAt(page, testInfo, 'case-documents-preview', preview, async (dark) => {
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();
    await setDarkMode(page, dark);
    await openPreview();
  });
  const [fromPreview] = await Promise.all([
    page.waitForEvent('download'),
    preview.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(fromPreview.suggestedFilename()).toBe('ot-assessment.pdf');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  // Downloaded from the list: the same bytes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row(page, OT_NAME)
      .getByRole('button', { name: `Download ${OT_NAME}` })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('ot-assessment.pdf');
  expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);

  // No due date, so no alarm: the bell counts nothing and lists nothing for it.
  await page.reload();
  const bell = page.getByRole('button', { name: /^Alarms, \d+ past due/ });
  await expect(bell).toHaveAccessibleName('Alarms, 0 past due');
  await bell.click();
  const alarms = page.getByRole('dialog', { name: 'Alarms' });
  await expect(alarms.getByRole('region', { name: 'Past' })).toBeVisible();
  await expect(alarms.getByText(OT_NAME)).toHaveCount(0);
  await expect(alarms.getByRole('region', { name: 'New from applicants' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('[DOCUMENTS][PORTAL]: what the applicant sends is New until an officer marks it seen, and has no Delete', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  const invited = await page.request.post(`/api/case/${theCase.id}/applicant/invite`, {
    headers: await bearerHeaders(page.request, officer),
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const mail = await waitForMail(E2E_MAIL_DIR, applicantEmail, seen);
  const invitationPath = /https?:\/\/[^/\s]+(\/portal\/invitation\?token=[\w.~%-]+)/.exec(mail.text)?.[1];
  expect(invitationPath, mail.text).toBeDefined();

  const applicant = await phone(browser);
  await applicant.goto(invitationPath ?? '');
  await applicant.getByLabel(/^new password/i).fill(PASSWORD);
  await applicant.getByLabel(/^confirm new password/i).fill(PASSWORD);
  await applicant.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(applicant).toHaveURL(/\/portal\/case$/);
  const send = applicant.getByRole('region', { name: 'Send a document' });
  await send.getByRole('textbox', { name: /^What is the document/ }).fill('Proof of income');
  await send.locator('input[type="file"]').setInputFiles({
    name: 'payslip.pdf',
    mimeType: 'application/pdf',
    buffer: PAYSLIP,
  });
  await send.getByRole('button', { name: 'Send document' }).click();
  await expect(send.getByText('Your document has been sent to your case officer.')).toBeVisible();
  await applicant.context().close();

  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, officer);
  await openDocuments(page);
  const sent = row(page, 'payslip.pdf');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Proof of income');
  await expect(sent.getByText('New', { exact: true })).toBeVisible();
  await expect(sent.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  // It rings as new from the applicant, never as past due.
  await expect(page.getByRole('button', { name: /^Alarms,/ })).toHaveAccessibleName(
    'Alarms, 0 past due, 1 new from applicants',
  );

  await sent.getByRole('button', { name: /^Mark .* as seen$/ }).click();
  await expect(sent.getByText('New', { exact: true })).toHaveCount(0);
  await expect(sent.getByRole('button', { name: /^Mark .* as seen$/ })).toHaveCount(0);
  await expect(sent.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'payslip.pdf').getByText('New', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Alarms,/ })).toHaveAccessibleName('Alarms, 0 past due');
  // Filed by the officer: still theirs to delete.
  await expect(row(page, OT_NAME).getByRole('button', { name: `Delete ${OT_NAME}` })).toBeVisible();
});

test('[DOCUMENTS][ACCESS]: READONLY reads the list and may download, with no Add and no Delete', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await makeReadOnly(request, E2E_ADMIN, officer);
  await page.setViewportSize({ width: 1440, height: 1000 });
  // A reader lands on the case list, not the dashboard.
  await signIn(page, officer, /\/authority\/case\/list$/);
  await openDocuments(page);
  await expect(row(page, OT_NAME)).toContainText('OT assessment');
  await expect(row(page, 'payslip.pdf')).toContainText('Proof of income');
  await expect(documentsSection(page).getByRole('button', { name: 'Add a document' })).toHaveCount(0);
  await expect(documentsSection(page).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row(page, OT_NAME)
      .getByRole('button', { name: `Download ${OT_NAME}` })
      .click(),
  ]);
  expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);
});
