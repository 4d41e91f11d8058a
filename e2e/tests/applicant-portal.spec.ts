import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E_ADMIN, E2E_MAIL_DIR } from '../playwright.config';
import { createAuthorityWithOfficer, type AuthorityPeople } from '../support/authority-people';
import { capturedMailFiles, waitForMail } from '../support/mail';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import { openUserMenu, signIn } from '../support/session';
import { saveSettledScreenshot } from '../support/settled-screenshot';

// The applicant portal (issue 13): an officer invites the case's client from the case page, the
// client chooses a password from the mail on a phone and follows the case; staff pages stay shut.
test.describe.configure({ mode: 'serial' });

type Envelope<T> = { statusCode: number; message: string; data: T };

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const PASSWORD = 'e2e applicant passphrase';
let people: AuthorityPeople;
let applicantEmail: string;
let theCase: { id: number; caseNumber: string };

async function addCase(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: people.officer });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token } = ((await login.json()) as Envelope<{ access_token: string }>).data;
  const added = await request.post('/api/case/add', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: {
      clientFirstName: 'Peggy',
      clientLastName: 'Woolley',
      clientEmail: applicantEmail,
      addressLine1: '3 Church Lane',
      town: 'Casterbridge',
      postCode: 'DT1 1AA',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  return ((await added.json()) as Envelope<{ id: number; caseNumber: string }>).data;
}

async function phone(browser: Browser, dark: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), dark ? 'dark' : 'light');
  return context.newPage();
}

async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAccessibilityViolations(page);
  await expectNoSidewaysScroll(page);
  await saveSettledScreenshot(page, testInfo, name);
}

test.beforeAll(async ({ request }) => {
  people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Oona');
  applicantEmail = `peggy.${Date.now()}@e2e.casekeeper.test`;
  theCase = await addCase(request);
});

test('[PORTAL]: an officer invites the client, who sets a password on a phone and follows the case; staff pages stay shut', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, people.officer);
  await page.goto(`/case-manager/edit/${theCase.id}`);
  const card = page.getByRole('region', { name: 'Applicant access' });
  await expect(card.getByText('Peggy Woolley cannot follow this case online yet.')).toBeVisible();
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  await card.getByRole('button', { name: 'Invite applicant' }).click();
  await expect(card.getByText(`An invitation was sent to ${applicantEmail}`)).toBeVisible();
  const mail = await waitForMail(E2E_MAIL_DIR, applicantEmail, seen);
  const invitationPath = /https?:\/\/[^/\s]+(\/portal\/invitation\?token=[\w.~%-]+)/.exec(mail.text)?.[1];
  expect(invitationPath, mail.text).toBeDefined();

  const applicant = await phone(browser, false);
  await applicant.goto(invitationPath ?? '');
  await expect(applicant.getByRole('heading', { level: 1, name: 'Welcome, Peggy' })).toBeVisible();
  await expect(
    applicant.getByText(`${people.authorityName} has invited you to follow your application online.`),
  ).toBeVisible();
  await checkPage(applicant, testInfo, 'portal-invitation-390-light');
  await applicant.getByLabel(/^new password/i).fill(PASSWORD);
  await applicant.getByLabel(/^confirm new password/i).fill(PASSWORD);
  await applicant.getByRole('button', { name: 'Set password and sign in' }).click();

  await expect(applicant).toHaveURL(/\/portal\/case$/);
  await expect(applicant.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
  await expect(applicant.getByText(`Case number ${theCase.caseNumber}`)).toBeVisible();
  await expect(applicant.getByText('Enquiry received').first()).toBeVisible();
  await expect(
    applicant.getByText(`Your case officer is ${people.officer.firstName} Officer.`),
  ).toBeVisible();
  await checkPage(applicant, testInfo, 'portal-case-390-light');
  await setDarkMode(applicant, true);
  await checkPage(applicant, testInfo, 'portal-case-390-dark');

  // Staff pages are not theirs: the page refuses, and the server refuses the list it would call.
  await applicant.goto('/authority/case/list');
  await expect(applicant).toHaveURL(/\/unauthorized$/);

  // A message to the officer raises their alarm, live, and waits in the case's diary.
  await applicant.goto('/portal/case');
  await applicant
    .getByRole('textbox', { name: /^Your message/ })
    .fill('Tuesday morning suits me for the visit.');
  await applicant.getByRole('button', { name: 'Send message' }).click();
  await expect(applicant.getByText('Your message has been sent to your case officer.')).toBeVisible();
  // What the applicant sends is new until an officer has seen it, never overdue.
  await page.getByRole('button', { name: /^Alarms, \d+ past due, 1 new from applicants$/ }).click();
  const fresh = page
    .getByRole('dialog', { name: 'Alarms' })
    .getByRole('region', { name: 'New from applicants' });
  await expect(fresh.getByText('Other - Message from Peggy Woolley')).toBeVisible();
  await page.keyboard.press('Escape');

  // A document the officer asked for goes the same way, as a file the officer downloads unchanged.
  const documents = applicant.getByRole('region', { name: 'Send a document' });
  await documents.getByRole('textbox', { name: /^What is the document/ }).fill('Proof of income');
  await documents.locator('input[type="file"]').setInputFiles({
    name: 'payslip.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(documents.getByText('Chosen: payslip.pdf')).toBeVisible();
  await saveSettledScreenshot(applicant, testInfo, 'portal-document-390-light');
  await documents.getByRole('button', { name: 'Send document' }).click();
  await expect(documents.getByText('Your document has been sent to your case officer.')).toBeVisible();
  await page.getByRole('button', { name: /^Alarms, \d+ past due, 2 new from applicants$/ }).click();
  await expect(fresh.getByText('Other - Document from Peggy Woolley: Proof of income')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/actionDiary/list/${theCase.id}`);
  await expect(page.getByRole('heading', { name: 'Messages from the applicant' })).toBeVisible();
  await expect(page.getByText('Tuesday morning suits me for the visit.')).toBeVisible();
  const downloadButton = page.getByRole('button', { name: /^Download payslip\.pdf/ });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('payslip.pdf');
  expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);

  // The officer sees that the applicant has signed in.
  await page.goto(`/case-manager/edit/${theCase.id}`);
  await expect(
    card.getByText(`(${applicantEmail}) can follow this case online. Last signed in`),
  ).toBeVisible();
  await setDarkMode(page, false);
  await saveSettledScreenshot(page, testInfo, 'portal-officer-card-1440-light');
});

test('[PORTAL]: the portal has its own sign-in; logout clears the case master and returns there', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const applicant = await phone(browser, true);
  await applicant.goto('/portal/case');
  await expect(applicant).toHaveURL(/\/portal\/login$/);
  await expect(applicant.getByRole('heading', { level: 1, name: 'Follow your application' })).toBeVisible();
  await checkPage(applicant, testInfo, 'portal-login-390-dark');

  // A staff account is refused here exactly as a wrong password is.
  await applicant.getByRole('textbox', { name: /e-mail address/i }).fill(people.officer.email);
  await applicant.getByLabel(/^password/i).fill(people.officer.password);
  await applicant.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(applicant.getByRole('alert')).toContainText('incorrect');

  await applicant.getByRole('textbox', { name: /e-mail address/i }).fill(applicantEmail);
  await applicant.getByLabel(/^password/i).fill(PASSWORD);
  await applicant.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(applicant).toHaveURL(/\/portal\/case$/);
  const stored = await applicant.evaluate(() => localStorage.getItem('caseMaster'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ caseNumber: theCase.caseNumber });

  await openUserMenu(applicant);
  await expect(applicant.getByRole('menuitem')).toHaveText(['Profile', 'Change Password', 'Logout']);
  await applicant.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(applicant).toHaveURL(/\/portal\/login$/);
  expect(
    await applicant.evaluate(() => [localStorage.getItem('caseMaster'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
});

test('[PORTAL][ACCESS]: an applicant who has a password adds a second case only from the link in their mailbox', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const second = await addCase(request);
  const login = await request.post('/api/login', { data: people.officer });
  const { access_token } = ((await login.json()) as Envelope<{ access_token: string }>).data;
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  const invited = await request.post(`/api/case/${second.id}/applicant/invite`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect((await invited.json()) as Envelope<{ state: string }>).toMatchObject({ data: { state: 'invited' } });
  const mail = await waitForMail(E2E_MAIL_DIR, applicantEmail, seen);
  const link = /https?:\/\/[^/\s]+(\/portal\/invitation\?token=[\w.~%-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();

  const applicant = await phone(browser, false);
  await applicant.goto(link ?? '');
  await expect(applicant.getByRole('heading', { level: 1, name: 'Welcome back, Peggy' })).toBeVisible();
  await expect(applicant.getByLabel(/^new password/i)).toHaveCount(0);
  await checkPage(applicant, testInfo, 'portal-add-case-390-light');
  await applicant.getByRole('button', { name: 'Add to my account' }).click();

  await expect(applicant).toHaveURL(/\/portal\/login$/);
  await expect(
    applicant.getByText('Your application has been added to your account. Sign in to follow it.'),
  ).toBeVisible();
  await applicant.getByRole('textbox', { name: /e-mail address/i }).fill(applicantEmail);
  await applicant.getByLabel(/^password/i).fill(PASSWORD);
  await applicant.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(applicant.getByText(`Case number ${second.caseNumber}`)).toBeVisible();
});
