import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_MAIL_DIR } from '../playwright.config';
import {
  addAuthorityUser,
  bearerHeaders,
  createAuthorityWithOfficer,
  type AuthorityPeople,
} from '../support/authority-people';
import { createCaseWithDiary, type CaseWithDiary } from '../support/case-with-diary';
import { lookAt } from '../support/look-at';
import { capturedMailFiles, waitForMail } from '../support/mail';
import { setDarkMode } from '../support/page-checks';
import { withProductDatabase } from '../support/product-database';
import { signIn, type Credentials } from '../support/session';

// The applicant conversation (issue 39): the applicant writes from the portal at 390 px, the officer
// replies and asks for documents from the case's Messages tab at 1440, the applicant sees the
// thread and the requests and uploads against them, and the officer accepts one and asks again
// for another, with a reason the applicant then reads.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'e2e conversation passphrase';
const PAYSLIP = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const REPLY = 'Thank you. The therapist will call on Tuesday at ten.';

let people: AuthorityPeople;
let officer: Credentials & { id: number };
let applicantEmail: string;
let theCase: CaseWithDiary;
let invitationPath: string;

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  return context.newPage();
}

async function portalSignIn(browser: Browser): Promise<Page> {
  const applicant = await phone(browser);
  await applicant.goto('/portal/login');
  await applicant.getByRole('textbox', { name: /e-mail address/i }).fill(applicantEmail);
  await applicant.getByLabel(/^password/i).fill(PASSWORD);
  await applicant.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(applicant).toHaveURL(/\/portal\/case$/);
  return applicant;
}

async function openMessages(page: Page) {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/case-manager/edit/${theCase.id}?tab=messages`);
  await expect(page.getByRole('tab', { name: 'Messages', selected: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversation with the applicant' })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Cora');
  officer = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Martha', 'READWRITE');
  applicantEmail = `peggy.talk.${Date.now()}@e2e.casekeeper.test`;
  const headers = await bearerHeaders(request, officer);
  theCase = await createCaseWithDiary(request, headers, {
    case: {
      clientFirstName: 'Peggy',
      clientLastName: 'Archer',
      clientEmail: applicantEmail,
      addressLine1: '5 Mill Lane',
      town: 'Ambridge',
      postCode: 'B33 8TH',
    },
    diaryTitle: 'Adaptations',
  });
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  const invited = await request.post(`/api/case/${theCase.id}/applicant/invite`, { headers });
  expect(invited.status(), await invited.text()).toBe(200);
  const mail = await waitForMail(E2E_MAIL_DIR, applicantEmail, seen);
  invitationPath = /https?:\/\/[^/\s]+(\/portal\/invitation\?token=[\w.~%-]+)/.exec(mail.text)?.[1] ?? '';
  expect(invitationPath, mail.text).not.toBe('');
});

test('[CONVERSATION][PORTAL]: the applicant writes to the officer from a phone and sees their message in the thread', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const applicant = await phone(browser);
  await applicant.goto(invitationPath);
  await applicant.getByLabel(/^new password/i).fill(PASSWORD);
  await applicant.getByLabel(/^confirm new password/i).fill(PASSWORD);
  await applicant.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(applicant).toHaveURL(/\/portal\/case$/);
  const thread = applicant.getByRole('region', { name: 'Your messages' });
  await expect(thread.getByText('No messages yet.', { exact: false })).toBeVisible();

  await applicant.getByRole('textbox', { name: 'Your message' }).fill('Can the therapist come on Tuesday?');
  await applicant.getByRole('button', { name: 'Send message' }).click();
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('listitem').first()).toContainText('You wrote');
  await expect(thread.getByRole('listitem').first()).toContainText('Can the therapist come on Tuesday?');
  await applicant.context().close();
});

test('[CONVERSATION][OFFICER]: the officer replies, the applicant is mailed a notice without the words, and asks for documents', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, officer);
  await setDarkMode(page, false);
  // The Overview's latest messages link to the conversation.
  await page.goto(`/case-manager/edit/${theCase.id}`);
  await page.getByRole('link', { name: 'Open the conversation with the applicant' }).click();
  await expect(page).toHaveURL(/\?tab=messages$/);

  const conversation = page.getByRole('region', { name: 'Conversation with the applicant' });
  await expect(conversation.getByRole('listitem').first()).toContainText('The applicant wrote');
  await expect(conversation.getByRole('listitem').first()).toContainText(/\d{1,2} \w+ \d{4} at \d{2}:\d{2}/);

  const seen = capturedMailFiles(E2E_MAIL_DIR);
  await conversation.getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
  await conversation.getByRole('button', { name: 'Send reply' }).click();
  await expect(conversation.getByText(/Your reply has been sent/)).toBeVisible();
  await expect(conversation.getByRole('listitem')).toHaveCount(2);
  const notice = await waitForMail(E2E_MAIL_DIR, applicantEmail, seen);
  expect(notice.subject).toBe('You have a new message about your case');
  expect(notice.text).toContain('/portal/case');
  expect(notice.text).not.toContain('therapist');

  const requests = page.getByRole('region', { name: 'Documents asked for' });
  await requests.getByRole('button', { name: 'Ask for documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask the applicant for documents' });
  await dialog.getByRole('checkbox', { name: 'Proof of income' }).check();
  await dialog.getByRole('checkbox', { name: 'Photos' }).check();
  // A due date in the past is refused on its row, and nothing is asked.
  await dialog.getByRole('textbox', { name: /^Due date for photos/ }).fill('01/01/2020');
  await dialog.getByRole('button', { name: 'Ask for 2 documents' }).click();
  await expect(dialog.getByText('Choose a due date of today or later').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Due date for photos/ }).fill('31/12/2099');
  await dialog.getByRole('button', { name: 'Ask for 2 documents' }).click();
  await expect(dialog).toBeHidden();
  await expect(requests.getByRole('listitem')).toHaveCount(2);
  await expect(requests.getByRole('listitem').first()).toContainText('Requested');

  await lookAt(page, testInfo, 'conversation-officer', page.getByRole('tabpanel', { name: 'Messages' }));
});

test('[CONVERSATION][PORTAL]: the applicant sees the reply and the requests and uploads against each', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const applicant = await portalSignIn(browser);
  const thread = applicant.getByRole('region', { name: 'Your messages' });
  await expect(thread.getByText(REPLY)).toBeVisible();
  await expect(thread.getByText(/\(your officer\) wrote/)).toBeVisible();
  await expect(thread.getByText(/asked you for documents/)).toBeVisible();

  const asked = applicant.getByRole('region', { name: 'Documents your officer asked for' });
  await expect(asked.getByRole('heading', { name: 'Proof of income' })).toBeVisible();
  await lookAt(applicant, testInfo, 'conversation-portal', null);
  await applicant.setViewportSize({ width: 390, height: 844 });
  await setDarkMode(applicant, false);

  for (const [label, name] of [
    ['Proof of income', 'payslip.pdf'],
    ['Photos', 'ramp.pdf'],
  ] as const) {
    const item = asked.getByRole('listitem').filter({ has: applicant.getByRole('heading', { name: label }) });
    await item
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: PAYSLIP });
    await item.getByRole('button', { name: `Send ${label.toLowerCase()}` }).click();
    await expect(item.getByText('Sent. Your officer will check it.')).toBeVisible();
    await expect(item.getByText(`You sent: ${name}`)).toBeVisible();
  }
  await expect(thread.getByText('You sent a document')).toHaveCount(2);
  await applicant.context().close();
});

test('[CONVERSATION][OFFICER]: the officer accepts one document and asks again for another, and the applicant reads why', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, officer);
  await setDarkMode(page, false);
  await openMessages(page);
  const requests = page.getByRole('region', { name: 'Documents asked for' });
  await requests.getByRole('button', { name: 'Accept Proof of income' }).click();
  const income = requests.getByRole('listitem').filter({ hasText: 'Proof of income' });
  await expect(income.getByText('Accepted')).toBeVisible();

  await requests.getByRole('button', { name: 'Ask again for Photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask again for Photos' });
  await dialog
    .getByRole('textbox', { name: /^Why you are asking again/ })
    .fill('Please show the whole back door step.');
  await dialog.getByRole('button', { name: 'Ask again' }).click();
  await expect(dialog).toBeHidden();
  const photos = requests.getByRole('listitem').filter({ hasText: 'Photos' });
  await expect(photos.getByText('Asked again', { exact: true })).toBeVisible();
  await expect(photos.getByText('Asked again: Please show the whole back door step.')).toBeVisible();
  await lookAt(page, testInfo, 'conversation-reviewed', requests);

  // The timeline shows the reply and the requests; its kind filter is in the address, and Back undoes it.
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/\?tab=timeline$/);
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/kinds=message/);
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText('Reply sent to the applicant')).toBeVisible();
  await expect(timeline.getByText('The applicant sent a message')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/kinds=/);
  await expect(timeline.getByText('Document asked of the applicant: Photos')).toBeVisible();

  const applicant = await portalSignIn(browser);
  const asked = applicant.getByRole('region', { name: 'Documents your officer asked for' });
  const again = asked
    .getByRole('listitem')
    .filter({ has: applicant.getByRole('heading', { name: 'Photos' }) });
  await expect(again.getByText('Your officer has asked for this again.', { exact: false })).toBeVisible();
  await expect(again.getByText('Please show the whole back door step.')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Send photos' })).toBeVisible();
  const accepted = asked
    .getByRole('listitem')
    .filter({ has: applicant.getByRole('heading', { name: 'Proof of income' }) });
  await expect(accepted.getByText('Accepted. Thank you.')).toBeVisible();
  await applicant.context().close();
});

test('[CONVERSATION][OFFICER]: a long thread shows its newest page, and earlier messages on asking, focus on the first of them', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // A case's past in place: 60 replies from the day before, older than all the thread so far.
  await withProductDatabase((client) =>
    client.query(
      `INSERT INTO case_replies (authority_id, case_id, body, created_by_id, created_at)
       SELECT $1, $2, 'Earlier note ' || n, $3, now() - interval '1 day' + n * interval '1 minute'
       FROM generate_series(0, 59) AS n`,
      [people.authorityId, theCase.id, officer.id],
    ),
  );
  await signIn(page, officer);
  await setDarkMode(page, false);
  await openMessages(page);
  const conversation = page.getByRole('region', { name: 'Conversation with the applicant' });
  const entries = conversation.getByRole('list', { name: 'Messages, oldest first' }).getByRole('listitem');
  // The newest 50: the five entries of the tests above and the last 45 notes.
  await expect(entries).toHaveCount(50);
  await expect(entries.first()).toContainText('Earlier note 15');
  await lookAt(page, testInfo, 'conversation-earlier', conversation);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await setDarkMode(page, false);
  await conversation.getByRole('button', { name: 'Show earlier messages' }).click();
  await expect(entries).toHaveCount(65);
  await expect(entries.first()).toContainText('Earlier note 0');
  await expect(entries.first()).toBeFocused();
  await expect(conversation.getByText('15 earlier messages added.')).toBeAttached();
  await expect(conversation.getByRole('button', { name: 'Show earlier messages' })).toHaveCount(0);
});
