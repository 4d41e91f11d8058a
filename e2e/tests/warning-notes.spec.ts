import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { bearerHeaders, createAuthorityWithOfficer } from '../support/authority-people';
import { createCaseWithDiary, type CaseWithDiary } from '../support/case-with-diary';
import { expectNoAccessibilityViolations, setDarkMode } from '../support/page-checks';
import { saveElementScreenshot, saveScreenshot } from '../support/screenshots';
import { signIn, type Credentials } from '../support/session';
import { LOOK_VIEWPORTS, lookAt, settled } from '../support/look-at';

// Warning notes (issue 38): an officer adds a note to their case from its header, then sees it
// there, as an icon on the case list's row, and in the action item form once they choose Visit.
test.describe.configure({ mode: 'serial' });

let officer: Credentials;
let theCase: CaseWithDiary;

const NOTE_TEXT = 'Large dog in the kitchen; ring ahead so it is shut away.';

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ officer } = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Wendy'));
  theCase = await createCaseWithDiary(request, await bearerHeaders(request, officer), {
    case: {
      clientFirstName: 'Walter',
      clientLastName: 'Gabriel',
      addressLine1: 'Forge Cottage',
      postCode: 'B33 8TH',
    },
    diaryTitle: 'Home visits',
  });
});

test('[WARNING-NOTES][ADD]: an officer adds a note and sees it in the case header, the case list and before a visit', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize(LOOK_VIEWPORTS[0]);
  await signIn(page, officer, /\/authority\/dashboard$/);

  // The header: add the note through its dialog (photographed in each theme: the dark-mode
  // switch is out of reach while the dialog is open).
  await page.goto(`/case-manager/edit/${theCase.id}`);
  const dialog = page.getByRole('dialog', { name: 'Add a warning note' });
  for (const dark of [false, true]) {
    await setDarkMode(page, dark);
    await page.getByRole('button', { name: 'Add warning note' }).click();
    await dialog.getByLabel('Type of warning').selectOption({ label: 'Animals' });
    await dialog.getByRole('textbox', { name: /What staff must know/ }).fill(NOTE_TEXT);
    await dialog.getByRole('textbox', { name: /Review by/ }).fill('01/01/2020');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect(dialog.getByText('Choose a review date of today or later')).toBeVisible();
    for (const viewport of LOOK_VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expectNoAccessibilityViolations(page);
      await settled(page);
      await saveElementScreenshot(
        page.getByRole('dialog'),
        testInfo,
        `warning-note-dialog-${viewport.width}-${dark ? 'dark' : 'light'}`,
      );
    }
    await page.setViewportSize(LOOK_VIEWPORTS[0]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
  await setDarkMode(page, false);

  await page.getByRole('button', { name: 'Add warning note' }).click();
  await dialog.getByLabel('Type of warning').selectOption({ label: 'Animals' });
  await dialog.getByLabel('About').selectOption({ label: 'The address' });
  await dialog.getByRole('textbox', { name: /What staff must know/ }).fill(NOTE_TEXT);
  await dialog.getByRole('textbox', { name: /Review by/ }).fill('31/03/2099');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog).toBeHidden();

  const header = page.getByRole('region', { name: 'Warning notes' });
  await expect(header).toContainText('Animals');
  await expect(header).toContainText(NOTE_TEXT);
  await expect(header).toContainText('Review by 31/03/2099');
  await lookAt(page, testInfo, 'warning-notes-header', header);

  // The case list: an icon named with the note's words, its tooltip on hover.
  await page.goto('/authority/case/list');
  const icon = page.getByRole('img', { name: `Warning notes: Animals: ${NOTE_TEXT}` });
  await expect(icon.first()).toBeVisible();
  await icon.first().hover();
  await expect(page.getByRole('tooltip')).toContainText(NOTE_TEXT);
  await settled(page);
  await saveScreenshot(page, testInfo, 'warning-notes-case-list-tooltip-1440-light');
  // The tooltip's popper sits outside the page's landmarks, as every MUI tooltip does: axe judges
  // the page without it.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await lookAt(page, testInfo, 'warning-notes-case-list', null);
  await page.setViewportSize(LOOK_VIEWPORTS[1]);
  await expect(page.getByRole('img', { name: `Warning notes: Animals: ${NOTE_TEXT}` })).toBeVisible();
  await page.setViewportSize(LOOK_VIEWPORTS[0]);

  // Before a visit: the note shows once the type is Visit.
  await page.goto(`/actionItemText/add/${theCase.diaryId}`);
  const type = page.getByRole('combobox', { name: /Type of action/ });
  await expect(type).toBeVisible();
  await type.selectOption('Call');
  await expect(page.getByRole('region', { name: /Warning notes/ })).toBeHidden();
  await type.selectOption('Visit');
  const beforeVisit = page.getByRole('region', { name: /Warning notes/ });
  await expect(beforeVisit).toContainText(NOTE_TEXT);
  await lookAt(page, testInfo, 'warning-notes-before-visit', page.locator('form'));
});
