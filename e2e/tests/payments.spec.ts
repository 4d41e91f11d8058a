import { financialYearLabel, financialYearOf } from '@casekeeper/contract';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  addAuthorityUser,
  bearerHeaders,
  createAuthorityWithOfficer,
  type AuthorityPeople,
} from '../support/authority-people';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import type { Credentials } from '../support/session';
import { signIn } from '../support/session';
import { saveElementScreenshot } from '../support/screenshots';
import { saveSettledScreenshot } from '../support/settled-screenshot';

// Payments and spend (issue 36): on a case whose grant is approved, an officer requests an
// interim payment with its invoice and cannot authorise it themselves, though the authority lets
// officers authorise; an authority ADMIN sees it counted in the sidebar and authorises it from
// "Payments to authorise"; the officer marks it paid; the ADMIN's Spend page counts it.
test.describe.configure({ mode: 'serial' });

type Envelope<T> = { statusCode: number; message: string; data: T };
type Headers = Record<string, string>;
type Grant = { version: number; quotes: { id: number; contractorName: string }[] };

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const CONTRACTOR = 'Mellstock Mobility';
const INVOICE = 'MM-INV-0412';
const INVOICE_FILE = 'mellstock-invoice.pdf';
const FINANCE_REFERENCE = 'AP-884120';
// The quote (£9,450.00) and the agency fee (£850.00): an approved grant of £10,300.00.
const QUOTE_PENCE = 945_000;
const AGENCY_FEE_PENCE = 85_000;
const ALLOCATION_PENCE = 25_000_000;
const PAYMENT = '£4,000.00';
/** How the payment is named on its buttons and in its dialogs' titles. */
const PAYMENT_WORDS = `${PAYMENT} to ${CONTRACTOR}`;

/** Today in London as yyyy-mm-dd, the day the product counts in. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const todayTyped = today.split('-').reverse().join('/');
const year = financialYearOf(today);
const yearLabel = financialYearLabel(year);
/** This month as the Spend page names it: "Dec 2026". */
const thisMonth = `${new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(
  new Date(`${today.slice(0, 7)}-01T00:00:00Z`),
)} ${today.slice(0, 4)}`;

let people: AuthorityPeople;
let admin: Credentials;
let caseId: number;
let caseNumber: string;

async function post<T>(request: APIRequestContext, path: string, headers: Headers, data: object): Promise<T> {
  const response = await request.post(path, { headers, data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

async function get<T>(request: APIRequestContext, path: string, headers: Headers): Promise<T> {
  const response = await request.get(path, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** axe and sideways scroll on the whole page, then the page saved. */
async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAccessibilityViolations(page);
  await expectNoSidewaysScroll(page);
  await saveSettledScreenshot(page, testInfo, name);
}

/**
 * The change's toast says what the server answered; it is closed, so that pictures show the page
 * at rest and axe never judges a toast mid-fade.
 */
async function closeToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  const toasts = page.locator('.Toastify__toast');
  await expect(async () => {
    if ((await toasts.count()) > 0) await toasts.first().getByRole('button', { name: 'close' }).click();
    await expect(toasts).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

const paymentsSection = (page: Page) => page.getByRole('region', { name: 'Payments', exact: true });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A figure of the section's totals (approved total, requested, authorised, paid, left), by its label. */
const total = (page: Page, label: string) =>
  paymentsSection(page)
    .locator('dl')
    .first()
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Tess');
  admin = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Angel', 'ADMIN');
  const platform = await bearerHeaders(request, E2E_ADMIN);
  const contractor = await post<{ id: number }>(request, '/api/contractor/add', platform, {
    authorityId: people.authorityId,
    companyName: CONTRACTOR,
    contactName: 'Site Manager',
    phone: '01305 960 200',
    trades: ['Builder'],
  });

  const officer = await bearerHeaders(request, people.officer);
  const added = await post<{ id: number; caseNumber: string }>(request, '/api/case/add', officer, {
    clientFirstName: 'Tess',
    clientLastName: 'Durbeyfield',
    clientEmail: `tess.${Date.now()}@e2e.casekeeper.test`,
    addressLine1: '2 Marlott Lane',
    town: 'Dorchester',
    postCode: 'DT1 1AA',
  });
  caseId = added.id;
  caseNumber = added.caseNumber;
  await post(request, `/api/case/${caseId}/4`, officer, {});

  // The grant, as grant.spec.ts makes it in the browser: works, a quote accepted, proposed, approved.
  const types = await get<{ id: number; name: string }[]>(
    request,
    '/api/authority-choices/ADAPTATION_TYPE',
    officer,
  );
  const stairlift = types.find((type) => type.name === 'Stairlift');
  expect(stairlift, JSON.stringify(types)).toBeDefined();
  let grant = await get<Grant>(request, `/api/case/${caseId}/grant`, officer);
  grant = await post<Grant>(request, `/api/case/${caseId}/works/add`, officer, {
    version: grant.version,
    work: {
      adaptationTypeId: stairlift?.id,
      description: 'Straight stairlift to the first floor',
      location: 'Main stairs',
    },
  });
  grant = await post<Grant>(request, `/api/case/${caseId}/quotes/add`, officer, {
    version: grant.version,
    quote: { contractorId: contractor.id, amountPence: QUOTE_PENCE, receivedOn: today },
  });
  const quote = grant.quotes.find((entry) => entry.contractorName === CONTRACTOR);
  grant = await post<Grant>(request, `/api/case/${caseId}/quotes/accept`, officer, {
    version: grant.version,
    id: quote?.id,
    reason: null,
  });
  grant = await post<Grant>(request, `/api/case/${caseId}/grant/propose`, officer, {
    version: grant.version,
    costs: { agencyFeePence: AGENCY_FEE_PENCE, contributionPence: 0, contributionBasis: 'PASSPORTED' },
  });
  const adminHeaders = await bearerHeaders(request, admin);
  await post(request, `/api/case/${caseId}/grant/approve`, adminHeaders, { version: grant.version });
  await post(request, `/api/case/${caseId}/7`, officer, { note: 'Stairlift fitting started' });

  // Officers may authorise here, so the officer is refused their own request by four eyes alone.
  const settings = await get<object>(request, '/api/grant-settings', adminHeaders);
  await post(request, '/api/grant-settings', adminHeaders, { ...settings, officersAuthorisePayments: true });
  await post(request, `/api/spend/allocation/${year}`, adminHeaders, {
    version: 0,
    allocationPence: ALLOCATION_PENCE,
  });
});

test('[PAYMENTS]: an officer requests an interim payment with its invoice, and may not authorise it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, people.officer);
  // The officer may authorise others' payments: the item is there, with nothing counted.
  await expect(mainNav(page).getByRole('link', { name: 'Payments to authorise', exact: true })).toBeVisible();

  await page.goto(`/case-manager/edit/${caseId}?tab=details`);
  const payments = paymentsSection(page);
  await expect(payments.getByText('No payments are requested yet.')).toBeVisible();
  await expect(total(page, 'Approved total')).toHaveText('£10,300.00');
  await expect(total(page, 'Left')).toHaveText('£10,300.00');

  await page.setViewportSize({ width: 390, height: 844 });
  await payments.getByRole('button', { name: 'Request a payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a payment' });
  await dialog
    .getByRole('combobox', { name: /^Kind of payment/ })
    .selectOption({ label: 'Interim (stage) payment' });
  await dialog.getByRole('textbox', { name: /^Amount \(£\)/ }).fill('4000');
  await dialog.getByRole('combobox', { name: /^Paid to/ }).selectOption({ label: 'The contractor' });
  await dialog.getByRole('textbox', { name: /^Invoice reference/ }).fill(INVOICE);
  await dialog.getByRole('textbox', { name: /^Work certified on/ }).fill(todayTyped);
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('First stage: rail fitted and tested.');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: INVOICE_FILE, mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog).toContainText(INVOICE_FILE);
  await expectNoAccessibilityViolations(page);
  await saveElementScreenshot(dialog, testInfo, 'payments-request-dialog-390-light');
  // The dialog scrolls on a phone: its lower half, with the file chosen and the buttons.
  await dialog.getByRole('button', { name: 'Request payment' }).scrollIntoViewIfNeeded();
  await saveElementScreenshot(dialog, testInfo, 'payments-request-dialog-end-390-light');
  await dialog.getByRole('button', { name: 'Request payment' }).click();
  await expect(dialog).toBeHidden();
  await closeToast(page, 'Payment requested. Someone who may authorise payments must now authorise it.');

  // On a phone, a card: the request awaits someone else, with the invoice to download.
  const card = payments.getByRole('list', { name: 'Payments', exact: true }).locator(':scope > li');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Awaiting authorisation');
  await expect(card).toContainText(PAYMENT);
  await expect(card).toContainText(`${CONTRACTOR} (the contractor)`);
  await expect(card).toContainText('Requested by you on');
  await expect(card.getByText('You requested this payment: someone else must authorise it.')).toBeVisible();
  await expect(
    card.getByRole('button', { name: `Download ${INVOICE_FILE}, the invoice ${INVOICE}` }),
  ).toBeVisible();
  await expect(
    card.getByRole('button', { name: `Replace invoice: the payment of ${PAYMENT_WORDS}` }),
  ).toBeVisible();
  await expect(payments.getByRole('button', { name: /^Authorise/ })).toHaveCount(0);
  await expect(payments.getByRole('button', { name: /^Reject/ })).toHaveCount(0);
  await expect(total(page, 'Awaiting authorisation')).toHaveText(PAYMENT);
  await expect(total(page, 'Left')).toHaveText('£6,300.00');

  await expectNoAccessibilityViolations(page);
  await expectNoSidewaysScroll(page);
  await saveElementScreenshot(payments, testInfo, 'payments-section-requested-390-light');
  await setDarkMode(page, true);
  await expectNoAccessibilityViolations(page);
  await saveElementScreenshot(payments, testInfo, 'payments-section-requested-390-dark');
  await page.setViewportSize({ width: 1440, height: 1000 });
  const row = payments.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1);
  await expect(row).toContainText('Awaiting authorisation');
  await expect(row.getByRole('button', { name: /^Authorise/ })).toHaveCount(0);
  await saveElementScreenshot(payments, testInfo, 'payments-section-requested-1440-dark');
  await setDarkMode(page, false);
  await saveElementScreenshot(payments, testInfo, 'payments-section-requested-1440-light');
});

test('[PAYMENTS]: an authority admin sees it counted in the sidebar and authorises it from the list', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, admin);
  const counted = mainNav(page).getByRole('link', {
    name: 'Payments to authorise (1 awaiting authorisation)',
  });
  await expect(counted).toBeVisible();
  await expect(counted).toContainText('1');
  await counted.click();
  await expect(page).toHaveURL(/\/authority\/payments-to-authorise$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments to authorise' })).toBeVisible();
  await expect(page.getByText('1 payment awaits your authorisation, oldest first.')).toBeVisible();

  const list = page.getByRole('table', { name: 'Payments to authorise' });
  const row = list.getByRole('row', { name: new RegExp(caseNumber) });
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Tess Durbeyfield');
  await expect(row).toContainText('Interim (stage) payment');
  await expect(row).toContainText(PAYMENT);
  await expect(row).toContainText(`${CONTRACTOR} (the contractor)`);
  await expect(row).toContainText(`${people.officer.firstName} Officer`);
  await expect(
    row.getByRole('button', { name: `Download ${INVOICE_FILE}, the invoice ${INVOICE}` }),
  ).toBeVisible();
  await expect(row.getByRole('link', { name: caseNumber })).toHaveAttribute(
    'href',
    `/case-manager/edit/${caseId}`,
  );

  await saveSettledScreenshot(page, testInfo, 'payments-to-authorise-1440-light');
  await setDarkMode(page, true);
  await saveSettledScreenshot(page, testInfo, 'payments-to-authorise-1440-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page.getByRole('list', { name: 'Payments to authorise', exact: true }).locator(':scope > li'),
  ).toHaveCount(1);
  await checkPage(page, testInfo, 'payments-to-authorise-390-dark');
  await setDarkMode(page, false);
  await checkPage(page, testInfo, 'payments-to-authorise-390-light');

  await page.setViewportSize({ width: 1440, height: 1000 });
  await row.getByRole('button', { name: `Authorise: the payment of ${PAYMENT_WORDS}` }).click();
  const confirm = page.getByRole('dialog', { name: `Authorise the payment of ${PAYMENT_WORDS}?` });
  await expect(confirm).toContainText(`invoice ${INVOICE}, requested by ${people.officer.firstName} Officer`);
  await confirm.getByRole('button', { name: 'Authorise payment' }).click();
  await expect(confirm).toBeHidden();
  await closeToast(page, 'Payment authorised.');
  await expect(page.getByText('No payments await your authorisation.')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Payments to authorise', exact: true })).toBeVisible();

  // The case says who authorised it.
  await page.goto(`/case-manager/edit/${caseId}?tab=details`);
  const payments = paymentsSection(page);
  await expect(payments.getByRole('table', { name: 'Payments' })).toContainText(
    'Authorised by Angel Tester on',
  );
  await expect(total(page, 'Authorised')).toHaveText(PAYMENT);
  await saveElementScreenshot(payments, testInfo, 'payments-section-authorised-1440-light');
});

test('[PAYMENTS]: the officer marks the authorised payment paid', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, people.officer);
  // The officer's alarm rang when the payment was authorised.
  await page.getByRole('button', { name: /^Alarms, \d+ past due$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Alarms' })).toContainText(
    `Payment of ${PAYMENT} authorised by Angel Tester`,
  );
  await page.keyboard.press('Escape');

  await page.goto(`/case-manager/edit/${caseId}?tab=details`);
  const payments = paymentsSection(page);
  const row = payments.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1);
  await expect(row).toContainText('Authorised');
  await row.getByRole('button', { name: `Mark paid: the payment of ${PAYMENT_WORDS}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mark the payment of ${PAYMENT_WORDS} paid` });
  await expect(dialog).toContainText(`Invoice ${INVOICE}, authorised by Angel Tester.`);
  // Most payments are marked the day they go: the form starts at today.
  await expect(dialog.getByRole('textbox', { name: /^Paid on/ })).toHaveValue(todayTyped);
  await dialog.getByRole('textbox', { name: /^Finance system reference/ }).fill(FINANCE_REFERENCE);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  await closeToast(page, 'Payment marked as paid.');

  await expect(row).toContainText('Paid');
  await expect(row).toContainText(`Paid on ${todayTyped}, finance reference ${FINANCE_REFERENCE}`);
  await expect(row.getByRole('button', { name: /^Mark paid/ })).toHaveCount(0);
  // Paid: its invoice is kept as it is.
  await expect(row.getByRole('button', { name: /^Replace invoice/ })).toHaveCount(0);
  await expect(total(page, 'Paid')).toHaveText(PAYMENT);
  await expect(total(page, 'Left')).toHaveText('£6,300.00');
  await saveElementScreenshot(payments, testInfo, 'payments-section-paid-1440-light');
  await page.setViewportSize({ width: 390, height: 844 });
  // One card, its history a list of its own inside it.
  await expect(
    payments.getByRole('list', { name: 'Payments', exact: true }).locator(':scope > li'),
  ).toHaveCount(1);
  await expectNoAccessibilityViolations(page);
  await expectNoSidewaysScroll(page);
  await saveElementScreenshot(payments, testInfo, 'payments-section-paid-390-light');
});

test('[SPEND]: the authority admin opens Spend from the dashboard and sees the payment counted', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, admin);
  await page.getByRole('link', { name: 'Spend', exact: true }).click();
  await expect(page).toHaveURL(/\/authority\/spend$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spend' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Financial year' })).toHaveValue(String(year));
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${yearLabel}, as at `) }),
  ).toBeVisible();

  // Paid moves the payment out of committed: £10,300.00 approved, £4,000.00 of it paid.
  const figures = page.getByRole('list', { name: `The figures of ${yearLabel}` });
  const card = (label: string) =>
    figures.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await expect(card('Allocation')).toContainText('£250,000.00');
  await expect(card('Paid')).toContainText('£4,000.00');
  await expect(card('Paid')).toContainText('In 1 case');
  await expect(card('Committed')).toContainText('£6,300.00');
  await expect(card('Committed')).toContainText('Approved, not yet paid, in 1 case');
  await expect(card('Remaining')).toContainText('£239,700.00');
  await expect(card('Remaining')).toContainText('Left to commit');
  const byMonth = page.getByRole('region', { name: 'Paid each month' });
  await expect(byMonth.getByText(`£4,000.00 paid in ${yearLabel}, in 1 case;`)).toBeVisible();
  await byMonth.getByText('Figures', { exact: true }).click();
  await expect(byMonth.getByRole('row', { name: new RegExp(`^${thisMonth}\\b`) })).toContainText('£4,000.00');
  await expect(page.getByText('The year’s allocation: £250,000.00')).toBeVisible();

  await saveSettledScreenshot(page, testInfo, 'spend-1440-light');
  await setDarkMode(page, true);
  await saveSettledScreenshot(page, testInfo, 'spend-1440-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, testInfo, 'spend-390-dark');
  await setDarkMode(page, false);
  await checkPage(page, testInfo, 'spend-390-light');

  // The figures as a workbook, named for the year.
  await page.setViewportSize({ width: 1440, height: 1000 });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await downloading).suggestedFilename()).toBe(`spend-${yearLabel.replace('/', '-')}.xlsx`);

  // Paid's case, listed: the case list filtered to it, with a chip that says so.
  await card('Paid').getByRole('link', { name: 'In 1 case' }).click();
  await expect(page).toHaveURL(new RegExp(`/authority/case/list\\?spend=Paid&spendYear=${year}$`));
  await expect(page.getByRole('button', { name: `Remove the filter Paid in ${yearLabel}` })).toBeVisible();
  await expect(page.getByText('1 case', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveSettledScreenshot(page, testInfo, 'spend-click-through-1440-light');
});
