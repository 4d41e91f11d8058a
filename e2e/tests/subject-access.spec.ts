import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E_ADMIN } from '../playwright.config';
import { addAuthorityUser, bearerHeaders, createAuthorityWithOfficer } from '../support/authority-people';
import { createCaseWithDiary } from '../support/case-with-diary';
import { LOOK_VIEWPORTS, lookAt, settled } from '../support/look-at';
import { saveScreenshot } from '../support/screenshots';
import { signIn, type Credentials } from '../support/session';

// Subject access (issue 38): an authority ADMIN finds a person by e-mail, sees her two cases (not
// the other Halcombe's), unticks nothing, leaves warning notes out and downloads the ZIP.
test.describe.configure({ mode: 'serial' });

let admin: Credentials;

const MARIAN = {
  clientFirstName: 'Marian',
  clientLastName: 'Halcombe',
  clientDateOfBirth: '1980-03-14',
  clientPhone: '01632 960417',
  town: 'Leeds',
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Sadie');
  admin = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Avril', 'ADMIN');
  const headers = await bearerHeaders(request, people.officer);
  const home = await createCaseWithDiary(request, headers, {
    case: {
      ...MARIAN,
      clientEmail: 'marian.halcombe@example.org',
      addressLine1: '3 Limmeridge Row',
      postCode: 'LS1 4AP',
    },
    diaryTitle: 'Assessment',
  });
  const note = await request.post('/api/actionItemText/add', {
    headers,
    data: {
      diaryId: home.diaryId,
      prefix: 'Visit',
      description: 'Home visit',
      scheduledAt: '2026-11-20T10:00:00+00:00',
      text: 'Marian needs a stair lift.',
    },
  });
  expect(note.status(), await note.text()).toBe(200);
  await createCaseWithDiary(request, headers, {
    case: { ...MARIAN, addressLine1: '12 Fairlie Close', postCode: 'LS6 2BD' },
    diaryTitle: 'After the move',
  });
  await createCaseWithDiary(request, headers, {
    case: {
      clientFirstName: 'Laura',
      clientLastName: 'Halcombe',
      clientDateOfBirth: '1984-06-01',
      addressLine1: '9 Blackwater Park',
      postCode: 'LS2 9JT',
    },
    diaryTitle: 'Laura only',
  });
});

test('[SUBJECT-ACCESS][EXPORT]: an authority ADMIN finds a person and downloads her data as a ZIP', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize(LOOK_VIEWPORTS[0]);
  await signIn(page, admin, /\/authority\/dashboard$/);
  const link = page.getByRole('link', { name: 'Subject access' });
  await expect(link).toBeVisible();
  await settled(page);
  await saveScreenshot(page, testInfo, 'subject-access-dashboard-link-1440-light');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subject access' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Find the person' });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByRole('alert')).toContainText('Enter a full name with date of birth');
  await form.getByLabel('Last name').fill('Halcombe');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByText('Enter the date of birth too')).toBeVisible();
  await lookAt(page, testInfo, 'subject-access-form-errors', null);

  await form.getByLabel('First name').fill('marian');
  await form.getByLabel('Date of birth').fill('14/03/1980');
  await form.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('region', { name: 'Found' });
  await expect(found.getByRole('status').first()).toContainText('2 cases, 0 applicant accounts');
  await expect(found).toContainText('3 Limmeridge Row');
  await expect(found).toContainText('12 Fairlie Close');
  await expect(found).not.toContainText('Laura');
  await lookAt(page, testInfo, 'subject-access-found', null);

  const downloading = page.waitForEvent('download');
  await found.getByRole('button', { name: 'Download ZIP' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^subject-access-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  // A ZIP: its local file header's signature, and its entries' names stored as written.
  expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(zip.includes(Buffer.from('summary.pdf'))).toBe(true);
  expect(zip.includes(Buffer.from('data.json'))).toBe(true);
  await expect(page.getByText(/^Saved subject-access-/)).toBeVisible();
});
