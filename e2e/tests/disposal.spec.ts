import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { addAuthorityUser, bearerHeaders, createAuthorityWithOfficer } from '../support/authority-people';
import { LOOK_VIEWPORTS, lookAt } from '../support/look-at';
import { setDarkMode } from '../support/page-checks';
import { backdateCaseHistory, withProductDatabase } from '../support/product-database';
import { signIn, type Credentials } from '../support/session';

// Retention and disposal (issue 38): an authority ADMIN sets the retention schedule, keeps one case
// of the disposal review, disposes of another, and disposes of two more together, watching the
// bulk disposal's progress until it has finished.
test.describe.configure({ mode: 'serial' });

let admin: Credentials;
const caseNumbers: string[] = [];

type Envelope<T> = { data: T };

/** A case withdrawn in March 2019, past its six years, put in the review as the nightly job would. */
async function caseInReview(request: APIRequestContext, headers: Record<string, string>, lastName: string) {
  const added = await request.post('/api/case/add', {
    headers,
    data: {
      clientFirstName: 'Martha',
      clientLastName: lastName,
      addressLine1: '3 Mill Row',
      postCode: 'B33 8TH',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { id, caseNumber } = ((await added.json()) as Envelope<{ id: number; caseNumber: string }>).data;
  const withdrawn = await request.post(`/api/case/${id}/11`, { headers, data: { note: 'Moved away' } });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  await backdateCaseHistory(id, ['2018-01-10', '2019-03-14']);
  await withProductDatabase((client) =>
    client.query(
      `INSERT INTO disposal_reviews (authority_id, case_id, due_on)
       SELECT authority_id, id, '2025-03-14' FROM cases WHERE id = $1`,
      [id],
    ),
  );
  caseNumbers.push(caseNumber);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const { authorityId } = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Dora');
  admin = await addAuthorityUser(request, E2E_ADMIN, authorityId, 'Ivy', 'ADMIN');
  const headers = await bearerHeaders(request, admin);
  for (const name of ['Herring', 'Pargetter', 'Snell', 'Tucker']) await caseInReview(request, headers, name);
});

test('[DISPOSAL][REVIEW]: an ADMIN sets the schedule, keeps a case, disposes of one, then two together', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize(LOOK_VIEWPORTS[0]);
  await signIn(page, admin, /\/authority\/dashboard$/);
  await page.getByRole('link', { name: 'Retention' }).click();
  await expect(page).toHaveURL(/\/authority\/disposal$/);
  await expect(page.getByRole('heading', { name: 'Retention and disposal', level: 1 })).toBeVisible();

  // The schedule refuses files kept longer than cases.
  const schedule = page.getByRole('region', { name: 'Retention schedule' });
  await schedule.getByLabel(/Files \(years\)/).fill('9');
  await schedule.getByRole('button', { name: 'Save retention schedule' }).click();
  await expect(schedule.getByText(/Keep files for no longer than the case itself/)).toBeVisible();
  await lookAt(page, testInfo, 'disposal-schedule', schedule);
  await schedule.getByLabel(/Files \(years\)/).fill('4');
  await schedule.getByRole('button', { name: 'Save retention schedule' }).click();
  await expect(page.getByText('Retention schedule saved.')).toBeVisible();

  const review = page.getByRole('region', { name: 'Disposal review' });
  for (const number of caseNumbers) await expect(review.getByText(number)).toBeVisible();
  await expect(review).not.toContainText('Herring');
  await lookAt(page, testInfo, 'disposal-page', null);

  // Keep the first: a reason and a date.
  const [kept, single, ...together] = caseNumbers as [string, string, string, string];
  await review.getByRole('button', { name: `Keep case ${kept}` }).click();
  const keepDialog = page.getByRole('dialog', { name: `Keep case ${kept}` });
  await keepDialog.getByLabel(/Reason/).selectOption({ label: 'Complaint' });
  await keepDialog.getByLabel(/Keep until/).fill('2028-06-30');
  await keepDialog.getByRole('button', { name: 'Keep the case' }).click();
  await expect(keepDialog).toBeHidden();
  await expect(review.getByText(/Kept until 30 June 2028 \(Complaint\)/)).toBeVisible();

  // Dispose of the second, once the box is ticked.
  const confirm = page.getByRole('alertdialog', { name: `Dispose of case ${single}?` });
  const openConfirm = async () => {
    await review.getByRole('button', { name: `Dispose of case ${single}` }).click();
    await expect(confirm.getByRole('button', { name: 'Dispose of 1 case' })).toBeDisabled();
    await confirm.getByRole('checkbox', { name: 'I understand that this cannot be undone' }).check();
  };
  await openConfirm();
  // The theme switch sits behind the open dialog: close it, switch, and open it again.
  await lookAt(page, testInfo, 'disposal-confirm', confirm, async (dark) => {
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await setDarkMode(page, dark);
    await openConfirm();
  });
  await confirm.getByRole('button', { name: 'Dispose of 1 case' }).click();
  await expect(confirm).toBeHidden();
  await expect(review.getByText(single)).toBeHidden();

  // Dispose of the other two together: the progress shows until the job has finished.
  for (const number of together)
    await review.getByRole('checkbox', { name: `Choose case ${number}` }).check();
  await review.getByRole('button', { name: 'Dispose of 2 cases' }).click();
  const bulk = page.getByRole('alertdialog', { name: 'Dispose of 2 cases?' });
  await bulk.getByRole('checkbox', { name: 'I understand that this cannot be undone' }).check();
  await bulk.getByRole('button', { name: 'Dispose of 2 cases' }).click();
  await expect(review.getByText('Finished: disposed of 2 of 2 cases.')).toBeVisible({ timeout: 60_000 });
  for (const number of together) await expect(review.getByText(number)).toBeHidden();
  await lookAt(page, testInfo, 'disposal-finished', review);
});
