import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  addAuthorityUser,
  bearerHeaders,
  createAuthorityWithOfficer,
  makeReadOnly,
} from '../support/authority-people';
import { LOOK_VIEWPORTS, lookAt } from '../support/look-at';
import { signIn, type Credentials } from '../support/session';

// Linked and duplicate cases (issue 39): a new case warns of cases with the same client or
// address before it is saved; an officer links two of their cases and the link shows on both; a
// read-only officer sees a case's links and cannot change them.
test.describe.configure({ mode: 'serial' });

type OpenedCase = { id: number; caseNumber: string };

let officer: Credentials;
let reader: Credentials;
let joes: OpenedCase;
let clarries: OpenedCase;
let readersCase: OpenedCase;
let readersOtherCase: OpenedCase;

async function openCase(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: Record<string, unknown>,
): Promise<OpenedCase> {
  const added = await request.post('/api/case/add', {
    headers,
    data: { addressLine1: 'Grange Farm', postCode: 'B33 8TH', ...data },
  });
  expect(added.status(), await added.text()).toBe(200);
  return ((await added.json()) as { data: OpenedCase }).data;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Lina');
  officer = people.officer;
  const headers = await bearerHeaders(request, officer);
  joes = await openCase(request, headers, {
    clientFirstName: 'Joe',
    clientLastName: 'Grundy',
    clientDateOfBirth: '1950-04-01',
  });
  clarries = await openCase(request, headers, { clientFirstName: 'Clarrie', clientLastName: 'Grundy' });

  // A reader's cases, linked: assigned to them by an ADMIN before their role became READONLY.
  const manager = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Mabel', 'ADMIN');
  const readerUser = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Reuben', 'READWRITE');
  reader = readerUser;
  const managers = await bearerHeaders(request, manager);
  const readers = { assignedOfficerId: readerUser.id, addressLine1: 'Keeper’s Cottage' };
  readersCase = await openCase(request, managers, {
    clientFirstName: 'Will',
    clientLastName: 'Grundy',
    ...readers,
  });
  readersOtherCase = await openCase(request, managers, {
    clientFirstName: 'Nic',
    clientLastName: 'Grundy',
    ...readers,
  });
  const linked = await request.post(`/api/case/${readersCase.id}/links`, {
    headers: managers,
    data: { caseNumber: readersOtherCase.caseNumber, kind: 'SAME_HOUSEHOLD' },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  await makeReadOnly(request, E2E_ADMIN, readerUser);
});

test('[CASES][DUPLICATES]: adding a case warns of cases with the same client or address, and still adds it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(LOOK_VIEWPORTS[0]);
  await signIn(page, officer, /\/authority\/dashboard$/);
  await page.goto('/case-manager/add');

  await page.getByRole('textbox', { name: /^First name/ }).fill('joe');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('GRUNDY ');
  await page.getByRole('textbox', { name: /^Date of birth/ }).fill('01/04/1950');
  const warning = page.getByRole('region', { name: 'A case like this one already exists' });
  await expect(warning).toContainText(`${joes.caseNumber} (opens in a new tab) Joe Grundy`);
  await expect(warning).toContainText('Same client');

  await page.getByRole('textbox', { name: /^Address line 1/ }).fill('grange farm');
  await page.getByRole('textbox', { name: /^Post code/ }).fill('b338th');
  const both = page.getByRole('region', { name: 'Cases like this one already exist' });
  await expect(both.getByRole('listitem').filter({ hasText: joes.caseNumber })).toContainText(
    'Same client and same address',
  );
  await expect(both.getByRole('listitem').filter({ hasText: clarries.caseNumber })).toContainText(
    'Clarrie Grundy, Grange Farm, B33 8TH (Enquiry)Same address',
  );
  const link = both.getByRole('link', { name: new RegExp(clarries.caseNumber) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', `/case-manager/edit/${clarries.id}`);
  // Just above the buttons.
  const warningBox = await both.boundingBox();
  const saveBox = await page.getByRole('button', { name: 'Add case' }).boundingBox();
  expect(warningBox && saveBox && warningBox.y + warningBox.height <= saveBox.y).toBe(true);
  await lookAt(page, testInfo, 'possible-duplicates', both);

  // A warning only: the case is added.
  await page.getByRole('button', { name: 'Add case' }).click();
  await expect(page).toHaveURL(/\/case-manager\/edit\/\d+/);
});

test('[CASES][LINK]: an officer links two cases by number; the link shows on both and is removed from either', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(LOOK_VIEWPORTS[0]);
  await signIn(page, officer, /\/authority\/dashboard$/);
  await page.goto(`/case-manager/edit/${joes.id}`);

  const section = page.getByRole('region', { name: 'Linked cases' });
  await expect(section).toContainText('This case is not linked to any other case.');
  await section.getByRole('button', { name: 'Link another case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link another case' });
  await dialog.getByRole('textbox', { name: /Case number/ }).fill(joes.caseNumber);
  await dialog
    .getByRole('combobox', { name: /How are they linked/ })
    .selectOption({ label: 'Same household' });
  await dialog.getByRole('button', { name: 'Link case' }).click();
  await expect(dialog).toContainText('A case cannot be linked to itself');
  await dialog.getByRole('textbox', { name: /Case number/ }).fill(clarries.caseNumber.toLowerCase());
  await dialog.getByRole('button', { name: 'Link case' }).click();
  await expect(dialog).toBeHidden();

  const item = section.getByRole('listitem');
  await expect(item).toContainText(`${clarries.caseNumber} Clarrie Grundy`);
  await expect(item).toContainText('Same household · Enquiry');
  await expect(item).toContainText('Linked by Lina Officer on');
  await lookAt(page, testInfo, 'linked-cases-section', section);

  // On the other case too, opened from the link; removed there.
  await item.getByRole('link', { name: clarries.caseNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/case-manager/edit/${clarries.id}`));
  const onOther = page.getByRole('region', { name: 'Linked cases' });
  await expect(onOther.getByRole('listitem')).toContainText(`${joes.caseNumber} Joe Grundy`);
  await onOther.getByRole('button', { name: `Remove the link to case ${joes.caseNumber}` }).click();
  await page
    .getByRole('dialog', { name: 'Remove the link?' })
    .getByRole('button', { name: 'Remove link' })
    .click();
  await expect(onOther).toContainText('This case is not linked to any other case.');
  await page.goto(`/case-manager/edit/${joes.id}`);
  await expect(page.getByRole('region', { name: 'Linked cases' })).toContainText(
    'This case is not linked to any other case.',
  );
});

test('[CASES][LINK][READONLY]: a read-only officer sees a case’s links with no way to change them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LOOK_VIEWPORTS[1]);
  await signIn(page, reader, /\/authority\/case\/list$/);
  await page.goto(`/case-manager/edit/${readersCase.id}`);
  const section = page.getByRole('region', { name: 'Linked cases' });
  await expect(section.getByRole('listitem')).toContainText(`${readersOtherCase.caseNumber} Nic Grundy`);
  await expect(section.getByRole('listitem')).toContainText('Same household');
  await expect(section.getByRole('button')).toHaveCount(0);
});
