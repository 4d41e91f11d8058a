import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { addAuthorityUser, bearerHeaders, createAuthorityWithOfficer } from '../support/authority-people';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import { saveElementScreenshot } from '../support/screenshots';
import { signIn, type Credentials } from '../support/session';

// Who looked at a case (issue 38): an officer opens their case; the authority's ADMIN, on the same
// case, sees the officer's view listed. The officer sees no such section.
test.describe.configure({ mode: 'serial' });

let officer: Credentials & { firstName: string };
let admin: Credentials;
let caseId: number;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Viola');
  officer = people.officer;
  admin = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Avery', 'ADMIN');
  const added = await request.post('/api/case/add', {
    headers: await bearerHeaders(request, officer),
    data: {
      clientFirstName: 'Iris',
      clientLastName: 'Looked',
      addressLine1: '3 Mill Lane',
      postCode: 'B33 8TH',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  caseId = ((await added.json()) as { data: { id: number } }).data.id;
});

const VIEWPORTS = [
  { width: 1440, height: 1000 },
  { width: 390, height: 844 },
] as const;

/** Waits for fades under way, so a screenshot or axe never sees a page mid-transition. */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/** Checks and photographs `target` at 1440 and 390 px, light and dark. */
async function lookAt(page: Page, testInfo: TestInfo, name: string, target: Locator) {
  for (const dark of [false, true]) {
    await page.setViewportSize(VIEWPORTS[0]);
    await setDarkMode(page, dark);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expectNoSidewaysScroll(page);
      await expectNoAccessibilityViolations(page);
      await settled(page);
      // Centred, so the sticky top bar does not cover its top.
      await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await saveElementScreenshot(target, testInfo, `${name}-${viewport.width}-${dark ? 'dark' : 'light'}`);
    }
  }
  await setDarkMode(page, false);
  await page.setViewportSize(VIEWPORTS[0]);
}

test('[CASE VIEWS]: an officer opens a case, and the authority ADMIN sees their view listed', async ({
  browser,
}, testInfo) => {
  // The section is on the case's Details tab, whose form, grant and payments axe reads each time.
  test.setTimeout(90_000);
  const officerPage = await (await browser.newContext()).newPage();
  await signIn(officerPage, officer);
  await officerPage.goto(`/case-manager/edit/${caseId}`);
  await expect(officerPage.getByRole('heading', { level: 1, name: /^Case / })).toBeVisible();
  // Officers do not see who else looked.
  await expect(officerPage.getByRole('heading', { name: 'Who has looked at this case' })).toHaveCount(0);
  await officerPage.context().close();

  const page = await (await browser.newContext()).newPage();
  await signIn(page, admin);
  await page.goto(`/case-manager/edit/${caseId}?tab=details`);
  const section = page.getByRole('region', { name: 'Who has looked at this case' });
  await expect(section).toBeVisible();
  // The case's other parts load above it and push it down: click once they have.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const show = section.getByRole('button', { name: 'Show who has looked' });
  await show.click();
  await expect(section.getByRole('button', { name: 'Hide who has looked' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const officerRow = section.getByRole('row').filter({ hasText: `${officer.firstName} Officer` });
  await expect(officerRow).toHaveCount(1);
  await expect(officerRow).toContainText('Opened the case');
  await expect(officerRow).toContainText('Read and write');

  await lookAt(page, testInfo, 'case-views', section);
  // On a phone the same looks are stacked, one person to an item.
  await page.setViewportSize(VIEWPORTS[1]);
  await expect(section.getByRole('listitem').filter({ hasText: `${officer.firstName} Officer` })).toHaveCount(
    1,
  );
});
