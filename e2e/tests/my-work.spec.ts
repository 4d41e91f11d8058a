import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  addAuthorityUser,
  bearerHeaders,
  createAuthorityWithOfficer,
  type AuthorityPeople,
} from '../support/authority-people';
import { createCaseWithDiary } from '../support/case-with-diary';
import { lookAt } from '../support/look-at';
import { createPlatformAdmin } from '../support/platform-admin';
import { signIn, type Credentials } from '../support/session';

// An officer's My work (docs/my-work.md): two overdue actions and one upcoming on their case,
// reached from the dashboard's card and its "Overdue actions" figure, each line opening the
// case's diary at the item; a read-only user has none.
test.describe.configure({ mode: 'serial' });

let people: AuthorityPeople;
let readOnly: Credentials;
let caseId = 0;
const HOUR = 3_600_000;

async function addItem(
  request: APIRequestContext,
  diaryId: number,
  item: { prefix: string; description: string; hoursFromNow: number },
) {
  const added = await request.post('/api/actionItemText/add', {
    headers: await bearerHeaders(request, people.officer),
    data: {
      diaryId,
      prefix: item.prefix,
      description: item.description,
      scheduledAt: new Date(Date.now() + item.hoursFromNow * HOUR).toISOString(),
      text: 'Added for the My work tests',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await createPlatformAdmin(request, 'Worker');
  people = await createAuthorityWithOfficer(request, admin, 'Wren');
  readOnly = await addAuthorityUser(request, admin, people.authorityId, 'Rhea', 'READONLY');
  const opened = await createCaseWithDiary(request, await bearerHeaders(request, people.officer), {
    case: {
      clientFirstName: 'Tess',
      clientLastName: 'Durbeyfield',
      postCode: 'DT1 4AA',
      addressLine1: '7 Marlott Lane',
      town: 'Casterbridge',
    },
    diaryTitle: 'Home visits',
  });
  caseId = opened.id;
  await addItem(request, opened.diaryId, { prefix: 'Call', description: 'Ring the OT', hoursFromNow: -30 });
  await addItem(request, opened.diaryId, {
    prefix: 'Visit',
    description: 'Measure the stairs for a lift',
    hoursFromNow: -2,
  });
  await addItem(request, opened.diaryId, {
    prefix: 'Works',
    description: 'Fit the grab rails',
    hoursFromNow: 50,
  });
});

test('[MY-WORK][DASHBOARD]: the dashboard leads with My work, and its Overdue figure opens the list filtered', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  const card = page.getByRole('region', { name: 'My work' });
  await expect(card.getByRole('link', { name: /2\s*Overdue/ })).toBeVisible();
  await expect(card.getByRole('list', { name: /first actions/ }).getByRole('listitem')).toHaveCount(2);
  await lookAt(page, testInfo, 'my-work-card', card);

  await page.getByRole('link', { name: 'View overdue actions' }).click();
  await expect(page).toHaveURL(/\/authority\/my-work\?filter=overdue$/);
  const actions = page.getByRole('region', { name: /^Actions/ });
  await expect(actions.getByRole('button', { name: 'Overdue (2)' })).toHaveAttribute('aria-pressed', 'true');
  const lines = actions.getByRole('list', { name: 'Your actions' }).getByRole('link');
  await expect(lines).toHaveText(['Call - Ring the OT', 'Visit - Measure the stairs for a lift']);
});

test('[MY-WORK][PAGE]: the officer sorts and filters their actions, and a line opens the diary at the item', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await page.goto('/authority/my-work');
  const actions = page.getByRole('region', { name: /^Actions/ });
  const lines = actions.getByRole('list', { name: 'Your actions' }).getByRole('link');
  await expect(lines).toHaveCount(2);

  await actions.getByRole('combobox', { name: 'Order' }).selectOption('Due time, latest first');
  await expect(lines).toHaveText(['Visit - Measure the stairs for a lift', 'Call - Ring the OT']);
  await actions.getByRole('button', { name: /^Upcoming/ }).click();
  await expect(lines).toHaveText(['Works - Fit the grab rails']);
  await actions.getByRole('combobox', { name: 'Type' }).selectOption('Call');
  await expect(actions.getByText('No Call actions here.')).toBeVisible();
  await actions.getByRole('combobox', { name: 'Type' }).selectOption('');
  await actions.getByRole('button', { name: /^Overdue and today/ }).click();
  await expect(lines).toHaveCount(2);
  await lookAt(page, testInfo, 'my-work-page', null);

  await lines.filter({ hasText: 'Measure the stairs' }).click();
  await expect(page).toHaveURL(new RegExp(`/actionDiary/list/${caseId}$`));
  // The diary marks the item chosen and gives it the focus, as the alarm dropdown's choice does.
  await expect(page.locator('li:focus')).toContainText('Measure the stairs for a lift');
});

test('[MY-WORK][READONLY]: a read-only user has no My work', async ({ page }) => {
  await signIn(page, readOnly, /\/authority\/(dashboard|case\/list)$/);
  await page.goto('/authority/my-work');
  await expect(page.getByText(/My work is for officers who work cases/)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Actions/ })).toHaveCount(0);
});
