import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { addAuthorityUser, bearerHeaders, createAuthorityWithOfficer } from '../support/authority-people';
import { lookAt } from '../support/look-at';
import { signIn, type Credentials } from '../support/session';

// Restricted cases (issue 38): an authority ADMIN restricts a case to themselves and its officer;
// another ADMIN of the same authority, not named, is told the case is not found.
test.describe.configure({ mode: 'serial' });

let officerName: string;
let namedAdmin: Credentials;
let otherAdmin: Credentials;
let caseId: number;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Rhea');
  officerName = `${people.officer.firstName} Officer`;
  namedAdmin = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Ruth', 'ADMIN');
  otherAdmin = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Bram', 'ADMIN');
  const added = await request.post('/api/case/add', {
    headers: await bearerHeaders(request, people.officer),
    data: {
      clientFirstName: 'Hester',
      clientLastName: 'Hushwell',
      addressLine1: '9 Quiet Lane',
      postCode: 'B33 8TH',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  caseId = ((await added.json()) as { data: { id: number } }).data.id;
});

test('[CASES][RESTRICT]: an ADMIN restricts a case; another ADMIN not named finds it is not there', async ({
  browser,
}, testInfo) => {
  // Two sign-ins and three looks at four sizes and themes each.
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, namedAdmin);
  await page.goto(`/case-manager/edit/${caseId}?tab=details`);
  const section = page.getByRole('region', { name: 'Restricted access' });
  await expect(
    section.getByText('Anyone in the authority who may see cases can see this case.'),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await section.getByRole('button', { name: 'Edit who can see this case' }).click();
  const people = section.getByRole('group', { name: 'Who can see this case' });
  // Without the officer the case is assigned to, the server says why.
  await people.getByRole('checkbox', { name: 'Ruth Tester (Admin)' }).check();
  await section.getByRole('button', { name: 'Save who can see it' }).click();
  await expect(
    section.getByText(`Include ${officerName}: the case is assigned to them.`, { exact: false }),
  ).toBeVisible();
  await lookAt(page, testInfo, 'restricted-case-form', section);

  await people.getByRole('checkbox', { name: `${officerName} (Read and write)` }).check();
  await section.getByRole('button', { name: 'Save who can see it' }).click();
  await expect(
    section.getByText(
      `Only these people can see this case: ${officerName} (Read and write), Ruth Tester (Admin).`,
    ),
  ).toBeVisible();
  await expect(page.getByText('Restricted', { exact: true })).toBeVisible();
  await lookAt(page, testInfo, 'restricted-case-section', section);

  await page.goto('/authority/case/list');
  const row = page.getByRole('row').filter({ hasText: 'Hushwell' });
  await expect(row.getByRole('img', { name: 'Restricted' })).toBeVisible();
  await page.context().close();

  const other = await (await browser.newContext()).newPage();
  await signIn(other, otherAdmin);
  await other.goto(`/case-manager/edit/${caseId}`);
  await expect(other.getByRole('heading', { name: 'Case not found' })).toBeVisible();
  await lookAt(other, testInfo, 'restricted-case-not-found', null);
  await other.context().close();
});
