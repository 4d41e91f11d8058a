import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { addAuthorityUser, bearerHeaders, createAuthorityWithOfficer } from '../support/authority-people';
import { LOOK_VIEWPORTS, lookAt } from '../support/look-at';
import { setDarkMode } from '../support/page-checks';
import { signIn, type Credentials } from '../support/session';

// Bulk actions on the case list (issue 39): an authority ADMIN ticks cases, then every case the
// filter lists, reassigns them all and watches the job's progress and per-case results; then moves
// the same cases on hold, one of them refused with the reason. A READONLY user has no selection.
test.describe.configure({ mode: 'serial' });

type Envelope<T> = { data: T };

const surname = `Bulkwell${Date.now()}`;
/** More than a page (10 rows), so "every case that matches" is more than the page ticked. */
const CASES = 12;
let admin: Credentials;
let reader: Credentials;
let withdrawnNumber = '';

async function addCase(request: APIRequestContext, headers: Record<string, string>, officerId: number) {
  const added = await request.post('/api/case/add', {
    headers,
    data: {
      clientFirstName: 'Nora',
      clientLastName: surname,
      addressLine1: '4 Weir Lane',
      postCode: 'B33 8TH',
      assignedOfficerId: officerId,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  return ((await added.json()) as Envelope<{ id: number; caseNumber: string }>).data;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const { authorityId } = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Dora');
  admin = await addAuthorityUser(request, E2E_ADMIN, authorityId, 'Ivy', 'ADMIN');
  const colleague = await addAuthorityUser(request, E2E_ADMIN, authorityId, 'Colin', 'READWRITE');
  reader = await addAuthorityUser(request, E2E_ADMIN, authorityId, 'Rita', 'READONLY');
  const headers = await bearerHeaders(request, admin);
  const made = [];
  for (let index = 0; index < CASES; index += 1) made.push(await addCase(request, headers, colleague.id));
  // One case is withdrawn: it cannot go on hold, and the bulk status change says so.
  const withdrawn = made[0];
  if (!withdrawn) throw new Error('no case');
  const moved = await request.post(`/api/case/${withdrawn.id}/11`, { headers, data: { note: 'Moved away' } });
  expect(moved.status(), await moved.text()).toBe(200);
  withdrawnNumber = withdrawn.caseNumber;
});

test('[BULK][REASSIGN]: an ADMIN selects every matching case, reassigns them and sees each done', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize(LOOK_VIEWPORTS[0]);
  await signIn(page, admin, /\/authority\/dashboard$/);
  await page.goto(`/authority/case/list?search=${surname}`);
  await expect(page.getByText(`${CASES} cases`, { exact: true })).toBeVisible();

  // Nothing chosen: no bar above the table, the whole page's tick box in its header.
  const table = page.getByRole('table', { name: 'Cases' });
  const chosenBar = page.getByRole('group', { name: 'Chosen cases' });
  const wholePage = table
    .getByRole('columnheader')
    .getByRole('checkbox', { name: 'Select all on this page' });
  await expect(chosenBar).toHaveCount(0);
  await expect(wholePage).not.toBeChecked();

  // Tick one case: the bar comes above the table, the page scrolling by as much, so the rows
  // (and the box just ticked) stay where they were under the pointer. The count is said aloud.
  const firstRow = table.getByRole('checkbox', { name: /^Select case / }).first();
  const rowTop = (await firstRow.boundingBox())?.y;
  await firstRow.check();
  await expect(chosenBar).toContainText('1 selected');
  await expect(page.getByRole('status').filter({ hasText: '1 selected' })).toHaveCount(1);
  expect((await firstRow.boundingBox())?.y).toBeCloseTo(rowTop ?? 0, 0);
  await expect(wholePage).toBeChecked({ indeterminate: true });
  await lookAt(page, testInfo, 'bulk-one-chosen', null);

  // The keyboard: the header's box comes just before the first column's sort button; Space ticks
  // the whole page, then every case that matches.
  await table.getByRole('button', { name: 'Case', exact: true }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(wholePage).toBeFocused();
  await page.keyboard.press('Space');
  await expect(wholePage).toBeChecked();
  await expect(chosenBar).toContainText('10 selected');
  await page.getByRole('button', { name: `Select all ${CASES} cases that match` }).click();
  await expect(chosenBar).toContainText(`All ${CASES} matching cases selected`);
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  await lookAt(page, testInfo, 'bulk-selection', null);

  const dialog = page.getByRole('dialog', { name: `Reassign: ${CASES} cases` });
  const openDialog = async () => {
    await bar.getByRole('button', { name: 'Reassign' }).click();
    await expect(dialog).toBeVisible();
  };
  await openDialog();
  await dialog.getByRole('button', { name: `Reassign (${CASES} cases)` }).click();
  await expect(dialog.getByText('Choose the officer')).toBeVisible();
  // The theme switch sits behind the modal dialog: it is closed to switch, and opened again.
  await lookAt(page, testInfo, 'bulk-reassign-dialog', dialog, async (dark) => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cancel' }).click();
    await setDarkMode(page, dark);
    await openDialog();
  });
  await dialog.getByLabel('Officer').selectOption({ label: 'Dora Officer' });
  await dialog.getByRole('button', { name: `Reassign (${CASES} cases)` }).click();

  await expect(page).toHaveURL(/\/authority\/bulk-actions\/\d+$/);
  await expect(page.getByText('Reassign to Dora Officer')).toBeVisible();
  await expect(page.getByText(`Finished: ${CASES} cases done.`)).toBeVisible({ timeout: 60_000 });
  const results = page.getByRole('table', { name: 'Cases of the bulk action' });
  await expect(results.getByRole('row')).toHaveCount(CASES + 1);
  await expect(results.getByText('Done')).toHaveCount(CASES);
  await lookAt(page, testInfo, 'bulk-run-finished', null);

  // Each result opens its case, now Dora's.
  await results.getByRole('link', { name: withdrawnNumber }).click();
  await expect(page).toHaveURL(/\/case-manager\/edit\/\d+/);
});

test('[BULK][STATUS]: moving the cases on hold reports the withdrawn one as refused, with why', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize(LOOK_VIEWPORTS[0]);
  await signIn(page, admin, /\/authority\/dashboard$/);
  await page.goto(`/authority/case/list?search=${surname}`);
  await page
    .getByRole('table', { name: 'Cases' })
    .getByRole('checkbox', { name: 'Select all on this page' })
    .check();
  await page.getByRole('button', { name: `Select all ${CASES} cases that match` }).click();
  await page
    .getByRole('group', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Change status' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Change status: ${CASES} cases` });
  await dialog.getByLabel('New status').selectOption({ label: 'On hold' });
  await dialog.getByLabel('Note (optional)').fill('Waiting for the surveyor');
  await dialog.getByRole('button', { name: `Change status (${CASES} cases)` }).click();

  await expect(page.getByText(`Finished: ${CASES - 1} cases done, 1 case refused.`)).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Refused', exact: true }).click();
  const results = page.getByRole('table', { name: 'Cases of the bulk action' });
  const refused = results.getByRole('row', { name: new RegExp(withdrawnNumber) });
  await expect(refused).toContainText('A case cannot move from Withdrawn to On hold.');
  await expect(results.getByRole('row')).toHaveCount(2);
  await lookAt(page, testInfo, 'bulk-run-refused', null);
});

test('[BULK][READONLY]: a READONLY user has no selection on the case list', async ({ page }) => {
  await page.setViewportSize(LOOK_VIEWPORTS[1]);
  await signIn(page, reader, /\/authority\/(dashboard|case\/list)$/);
  await page.goto('/authority/case/list');
  await expect(page.getByRole('heading', { name: 'Cases List' })).toBeVisible();
  // The list has loaded (a reader sees only the cases assigned to them: here none).
  await expect(page.getByText(/^\d+ cases?$/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Select case / })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Bulk actions' })).toHaveCount(0);
});

test('[BULK][PHONE]: on a phone the whole page is ticked from above the cards, the bar under it once chosen', async ({
  page,
}) => {
  await page.setViewportSize(LOOK_VIEWPORTS[1]);
  await signIn(page, admin, /\/authority\/dashboard$/);
  await page.goto(`/authority/case/list?search=${surname}`);
  const cards = page.getByRole('list', { name: 'Cases' });
  await expect(cards.getByRole('listitem')).toHaveCount(10);
  const wholePage = page.getByRole('checkbox', { name: 'Select all on this page' });
  const chosenBar = page.getByRole('group', { name: 'Chosen cases' });
  await expect(chosenBar).toHaveCount(0);
  // A 44 px target, on its own line above the cards.
  const target = await page.locator('label', { has: wholePage }).boundingBox();
  expect(target?.height).toBeGreaterThanOrEqual(44);
  await wholePage.check();
  await expect(chosenBar).toContainText('10 selected');
  await expect(cards.getByRole('checkbox', { checked: true })).toHaveCount(10);
  await chosenBar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(chosenBar).toHaveCount(0);
  await expect(wholePage).not.toBeChecked();
});
