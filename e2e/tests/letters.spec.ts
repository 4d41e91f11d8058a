import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { addAuthorityUser, bearerHeaders, createAuthorityWithOfficer } from '../support/authority-people';
import { createCaseWithDiary, type CaseWithDiary } from '../support/case-with-diary';
import { LOOK_VIEWPORTS, lookAt, settled } from '../support/look-at';
import { expectNoAccessibilityViolations, setDarkMode } from '../support/page-checks';
import { saveElementScreenshot } from '../support/screenshots';
import { signIn, type Credentials } from '../support/session';

// Letters (issue 39): an authority ADMIN edits a seeded template (an unknown merge field is
// refused), an officer sends it from a case and finds it under Documents, then downloads the
// case summary PDF.
test.describe.configure({ mode: 'serial' });

let officer: Credentials;
let admin: Credentials;
let theCase: CaseWithDiary;

/**
 * Checks and photographs a dialog at 1440 and 390 px, light and dark: the dark-mode switch is out
 * of reach while it is open, so `open` opens it afresh in each theme and Cancel closes it.
 */
async function lookAtDialog(
  page: Page,
  testInfo: TestInfo,
  name: string,
  dialog: Locator,
  open: () => Promise<void>,
) {
  for (const dark of [false, true]) {
    await page.setViewportSize(LOOK_VIEWPORTS[0]);
    await setDarkMode(page, dark);
    await open();
    for (const viewport of LOOK_VIEWPORTS) {
      await page.setViewportSize(viewport);
      // A button that has just become enabled fades to its colours: axe judges it once still.
      await settled(page);
      await expectNoAccessibilityViolations(page);
      await saveElementScreenshot(dialog, testInfo, `${name}-${viewport.width}-${dark ? 'dark' : 'light'}`);
    }
    await page.setViewportSize(LOOK_VIEWPORTS[0]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
  await setDarkMode(page, false);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Lettie');
  officer = people.officer;
  admin = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Alma', 'ADMIN');
  theCase = await createCaseWithDiary(request, await bearerHeaders(request, officer), {
    case: {
      clientTitle: 'Mrs',
      clientFirstName: 'Jill',
      clientLastName: 'Archer',
      addressLine1: 'Brookfield Farm',
      postCode: 'B33 8TH',
    },
    diaryTitle: 'Home visits',
  });
});

test('[LETTERS][TEMPLATES]: an ADMIN edits a template, and an unknown merge field is refused by name', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, admin, /\/authority\/dashboard$/);
  await page.getByRole('link', { name: 'Letters' }).click();
  await expect(page.getByRole('heading', { name: 'Letters', level: 1 })).toBeVisible();
  for (const title of ['Acknowledgement', 'Approval', 'Refusal']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await lookAt(page, testInfo, 'letters-page', null);

  const dialog = page.getByRole('dialog', { name: 'Change the template "Acknowledgement"' });
  const body = dialog.getByRole('textbox', { name: 'Text of the letter' });
  const openWithTypo = async () => {
    await page.getByRole('button', { name: 'Edit Acknowledgement' }).click();
    await body.fill('Dear {{client.nmae}}\n\nWe have received your referral.');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await expect(
      dialog.getByText('Unknown merge field: {{client.nmae}}. Use only the fields listed.'),
    ).toBeVisible();
  };
  await lookAtDialog(page, testInfo, 'letter-template-dialog', dialog, openWithTypo);

  await page.getByRole('button', { name: 'Edit Acknowledgement' }).click();
  await body.fill('Dear ');
  await dialog.getByRole('button', { name: 'Insert Salutation' }).click();
  await body.press('End');
  await body.pressSequentially('\n\nWe have received your referral for case ');
  await dialog.getByRole('button', { name: 'Insert Case number' }).click();
  await expect(body).toHaveValue(
    'Dear {{client.salutation}}\n\nWe have received your referral for case {{case.number}}',
  );
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Dear {{client.salutation}} We have received your referral for case {{case.number}}'),
  ).toBeVisible();
});

test('[LETTERS][SEND]: an officer sends a letter, finds it under Documents, and downloads the case summary', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, officer, /\/authority\/dashboard$/);
  await page.goto(`/case-manager/edit/${theCase.id}`);
  const dialog = page.getByRole('dialog', { name: 'Send a letter' });
  const openApproval = async () => {
    await page.getByRole('button', { name: 'Send letter' }).click();
    await dialog.getByLabel('Letter').selectOption({ label: 'Approval' });
    const preview = dialog.getByRole('region', { name: 'Preview of the letter: Approval' });
    await expect(preview).toContainText('Dear Mrs Archer');
    await expect(
      dialog.getByText(/This case has no value for Date application submitted, Date approved/),
    ).toBeVisible();
  };
  await lookAtDialog(page, testInfo, 'send-letter-dialog', dialog, openApproval);
  await openApproval();
  await dialog.getByRole('button', { name: 'Generate letter' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Letter generated and filed under Documents: Approval.')).toBeVisible();

  await page.goto(`/case-manager/edit/${theCase.id}?tab=documents`);
  await expect(page.getByRole('row', { name: /^Approval Letter Approval - .*\.pdf/ })).toBeVisible();
  await lookAt(page, testInfo, 'letter-in-documents', null);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Case summary (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`case-summary-${theCase.caseNumber}.pdf`);
});
