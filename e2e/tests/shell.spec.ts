import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, E2E_MAIL_DIR } from '../playwright.config';
import { bearerHeaders, createAuthorityWithOfficer } from '../support/authority-people';
import { capturedMailFiles, waitForMail } from '../support/mail';
import { saveElementScreenshot, saveScreenshot, screenshotPath } from '../support/screenshots';
import { signIn } from '../support/session';

type Box = { x: number; y: number; width: number; height: number };

test('[SHELL][LOGIN]: the sign-in page renders with labelled fields', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByLabel(/e-mail/i)).toBeVisible();
  await expect(page.getByLabel(/password/i)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'login');
  const accessibility = await new AxeBuilder({ page }).analyze();
  expect(accessibility.violations).toEqual([]);
});

test('[SHELL][NOT FOUND]: an unknown path shows NOT FOUND and Go Home leads home', async ({
  page,
}, testInfo) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: 'NOT FOUND' })).toBeVisible();
  await expect(page.getByText('The page you are looking not found.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'Go Home' }).click();
  // Home sends a signed-out visitor on to the sign-in page.
  await expect(page).toHaveURL(/\/login$/);
});

test('[SHELL][FORBIDDEN]: /unauthorized shows Forbidden with a way home', async ({ page }, testInfo) => {
  await page.goto('/unauthorized');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText('You are unauthorized to see this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await saveScreenshot(page, testInfo, 'forbidden');
});

test('[SHELL][API]: the product answers its health check and unknown API paths in the envelope', async ({
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ data: { database: { status: 'up' } } });
  const missing = await request.get('/api/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ statusCode: 404, data: { code: 'NOT_FOUND' } });
});

/** The two boxes share no point. */
function apart(a: Box, b: Box): boolean {
  return a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
}

test('[SHELL][PHONE]: at 390 px the search and the alarm bell are 44 px targets apart, and a toast pushes the portal page down rather than covering its case number', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Tamsin');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, people.officer);

  const search = page.locator('[data-slot="case-search"]');
  const bell = page.getByRole('button', { name: /^Alarms/ });
  await expect(bell).toBeVisible();
  const [searchBox, bellBox] = [await search.boundingBox(), await bell.boundingBox()];
  if (!searchBox || !bellBox) throw new Error('the search or the bell has no box');
  for (const box of [searchBox, bellBox]) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(apart(searchBox, bellBox), JSON.stringify({ searchBox, bellBox })).toBe(true);
  await saveElementScreenshot(page.locator('header'), testInfo, 'top-bar-390');
  // A press on the magnifier puts the cursor in the search box.
  await search.click({ position: { x: 22, y: 22 } });
  await expect(page.getByRole('combobox', { name: /^Search Case Number/ })).toBeFocused();
  await saveElementScreenshot(page.locator('header'), testInfo, 'top-bar-390-searching');

  // The client is invited by the officer and sets a password on a phone: the toast that says so
  // takes its own room above the portal's heading and case number.
  const headers = await bearerHeaders(request, people.officer);
  const email = `margaret.${Date.now()}@e2e.casekeeper.test`;
  const added = await request.post('/api/case/add', {
    headers,
    data: {
      clientFirstName: 'Margaret',
      clientLastName: 'Hale',
      clientEmail: email,
      addressLine1: '14 Elm Grove',
      town: 'Casterbridge',
      postCode: 'DT1 1AA',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const theCase = ((await added.json()) as { data: { id: number; caseNumber: string } }).data;
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  const invited = await request.post(`/api/case/${theCase.id}/applicant/invite`, { headers });
  expect(invited.status(), await invited.text()).toBe(200);
  const mail = await waitForMail(E2E_MAIL_DIR, email, seen);
  const invitationPath = /https?:\/\/[^/\s]+(\/portal\/invitation\?token=[\w.~%-]+)/.exec(mail.text)?.[1];
  expect(invitationPath, mail.text).toBeDefined();

  const applicant = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await applicant.goto(invitationPath ?? '');
  await applicant.getByLabel(/^new password/i).fill('e2e applicant passphrase');
  await applicant.getByLabel(/^confirm new password/i).fill('e2e applicant passphrase');
  await applicant.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(applicant).toHaveURL(/\/portal\/case$/);
  const toastShown = applicant.getByRole('alert').filter({ hasText: 'Your password is set.' });
  const heading = applicant.getByRole('heading', { level: 1, name: 'Your application' });
  const caseNumber = applicant.getByText(`Case number ${theCase.caseNumber}`);
  await expect(toastShown).toBeVisible();
  await expect(caseNumber).toBeVisible();
  // Once it has slid in (its progress bar runs on until it closes), it covers neither.
  await applicant.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          return !target?.classList.contains('Toastify__progress-bar');
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const toastBox = await toastShown.boundingBox();
  const covered = [await heading.boundingBox(), await caseNumber.boundingBox()];
  if (!toastBox) throw new Error('the toast has no box');
  for (const box of covered) {
    if (!box) throw new Error('the heading or the case number has no box');
    expect(apart(toastBox, box), JSON.stringify({ toastBox, box })).toBe(true);
  }
  await applicant.screenshot({ path: screenshotPath(testInfo, 'portal-toast-390') });
  await applicant.context().close();
});
