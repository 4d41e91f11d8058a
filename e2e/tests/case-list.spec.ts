import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAuthorityWithOfficer, type AuthorityPeople } from '../support/authority-people';
import {
  expectNoAccessibilityViolations,
  expectNoSidewaysScroll,
  expectTableFits,
  setDarkMode,
} from '../support/page-checks';
import { createPlatformAdmin } from '../support/platform-admin';
import { saveSettledScreenshot } from '../support/settled-screenshot';
import { signIn } from '../support/session';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

// One officer's caseload, opened through the API; the browser pins, filters and saves a filter.
test.describe.configure({ mode: 'serial' });

let people: AuthorityPeople;
const opened: Record<string, { id: number; caseNumber: string }> = {};

async function officerToken(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: people.officer });
  return {
    Authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
  };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await createPlatformAdmin(request, 'Lister');
  // A long first name: the top bar must still hold it on a phone.
  people = await createAuthorityWithOfficer(request, admin, 'Wilhelmina-Rosalind');
  const headers = await officerToken(request);
  for (const [first, last, postCode] of [
    ['Ada', 'Ash', 'DT1 3AA'],
    ['Ben', 'Birch', 'DT1 3BB'],
    ['Cara', 'Cole', 'DT1 3DD'],
  ] as const) {
    const added = await request.post('/api/case/add', {
      headers,
      data: {
        clientFirstName: first,
        clientLastName: last,
        postCode,
        addressLine1: '2 Mill Lane',
        town: 'Casterbridge',
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    opened[first] = (await added.json()).data;
  }
  // Ben's case moves on to assessment; the others stay enquiries.
  const moved = await request.post(`/api/case/${opened.Ben?.id}/3`, {
    headers,
    data: { note: 'Visit booked' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
});

test('[CASES][LIST]: an officer pins a case and sees it first, filters by status and saves the filter, which applies after a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await setDarkMode(page, false);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cases List' }).click();
  // The dashboard it leaves says "3 cases" too: wait for the list itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Cases List' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Cases' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(page.getByText('3 cases', { exact: true })).toBeVisible();
  // Newest first: Cara's case heads the list until Ada's is pinned.
  await expect(firstRow).toContainText('Cara Cole');
  // Beside the open menu every column fits, the last (Updated) and the actions in sight.
  await expectTableFits(table);
  await expect(table.getByRole('columnheader', { name: 'Updated' })).toBeInViewport({ ratio: 1 });
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 });
  await table.getByRole('button', { name: `Pin case ${opened.Ada?.caseNumber} (Ada Ash)` }).click();
  await expect(page.getByText('Pinned to the top of your case list.')).toBeVisible();
  await expect(firstRow).toContainText('Ada Ash');
  await expect(
    table.getByRole('button', { name: `Unpin case ${opened.Ada?.caseNumber} (Ada Ash)` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Assessment', exact: true }).click();
  await expect(page).toHaveURL(/status=3$/);
  await expect(page.getByText('1 case', { exact: true })).toBeVisible();
  await expect(firstRow).toContainText('Ben Birch');

  await page.getByRole('button', { name: 'Save filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this filter' });
  await dialog.getByLabel('Name').fill('Assessments');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Filter "Assessments" saved.')).toBeVisible();
  // The pointer rests where the dialog's Save button was; the tooltip it would raise is not the page's.
  await page.mouse.move(0, 0);
  await saveSettledScreenshot(page, testInfo, 'case-list-1440-light');
  await expectNoAccessibilityViolations(page);

  // A fresh visit shows every case; choosing the saved filter brings the view back.
  await page.goto('/authority/case/list');
  await expect(page.getByText('3 cases', { exact: true })).toBeVisible();
  await page.getByLabel('Saved filters').selectOption({ label: 'Assessments' });
  await expect(page).toHaveURL(/status=3$/);
  await expect(page.getByText('1 case', { exact: true })).toBeVisible();
  await expect(firstRow).toContainText('Ben Birch');

  // The case number opens the case.
  await firstRow.getByRole('link', { name: opened.Ben?.caseNumber ?? '' }).click();
  await expect(page).toHaveURL(new RegExp(`/case-manager/edit/${opened.Ben?.id}$`));
});

test('[CASES][LIST]: an officer sorts the cases by a column, then the other way, the pinned case staying first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await page.goto('/authority/case/list');
  const table = page.getByRole('table', { name: 'Cases' });
  const client = table.getByRole('columnheader', { name: 'Client' });
  const rows = table.getByRole('row');
  await expect(page.getByText('3 cases', { exact: true })).toBeVisible();
  await expect(client).not.toHaveAttribute('aria-sort');

  await client.getByRole('button', { name: 'Client' }).click();
  await expect(page).toHaveURL(/\?sort=ClientName$/);
  await expect(client).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(1)).toContainText('Ada Ash');
  await expect(rows.nth(2)).toContainText('Ben Birch');
  await expect(rows.nth(3)).toContainText('Cara Cole');

  await client.getByRole('button', { name: 'Client' }).click();
  await expect(page).toHaveURL(/\?sort=-ClientName$/);
  await expect(client).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText('Ada Ash');
  await expect(rows.nth(2)).toContainText('Cara Cole');
  await expect(rows.nth(3)).toContainText('Ben Birch');

  // The address is the client's second line; its header sorts by post code.
  await client.getByRole('button', { name: 'Post code' }).click();
  await expect(page).toHaveURL(/\?sort=PostCode$/);
  await expect(client).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(2)).toContainText('2 Mill Lane, Casterbridge, DT1 3BB');
  await expect(rows.nth(3)).toContainText('2 Mill Lane, Casterbridge, DT1 3DD');
});

for (const dark of [false, true]) {
  const mode = dark ? 'dark' : 'light';
  test(`[CASES][LIST][WIDE][${mode.toUpperCase()}]: beside the open menu every column of the table fits, at 1440 and at 1280 px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, people.officer, /\/authority\/dashboard$/);
    await setDarkMode(page, dark);
    await page.goto('/authority/case/list');
    const table = page.getByRole('table', { name: 'Cases' });
    await expect(table.getByRole('row')).toHaveCount(4);
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
      await expectTableFits(table);
      await expect(table.getByRole('columnheader', { name: 'Updated' })).toBeInViewport({ ratio: 1 });
      await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(page);
      await saveSettledScreenshot(page, testInfo, `case-list-table-${width}-${mode}`);
    }
    await expectNoAccessibilityViolations(page);
  });
}

for (const dark of [false, true]) {
  const mode = dark ? 'dark' : 'light';
  test(`[CASES][LIST][PHONE][${mode.toUpperCase()}]: the case list as cards at 390 px, filters and all`, async ({
    page,
  }, testInfo) => {
    // Four screenshots, each with its accessibility check: more than the default 30 s on two cores.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, people.officer, /\/authority\/dashboard$/);
    await setDarkMode(page, dark);
    await page.goto('/authority/case/list?status=1');
    const cards = page.getByRole('list', { name: 'Cases' });
    await expect(cards.getByRole('listitem').filter({ hasText: 'Cara Cole' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The filters fold behind a button saying how many apply: the first case is on the first screen.
    const filters = page.getByRole('button', { name: 'Filters (1)' });
    const contractor = page.getByRole('combobox', { name: 'Contractor' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(contractor).toBeHidden();
    await expect(
      page.getByRole('searchbox', { name: 'Search case number, client or post code' }),
    ).toBeVisible();
    await expect(cards.getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
    // The officer's long first name is cut short: it stays on the screen, and the dark-mode
    // switch beside their menu stays whole and uncovered.
    const account = page.getByRole('button', { name: /^Wilhelmina-Rosalind .*account menu$/ });
    const textRight = await account.evaluate((button) =>
      Math.max(...Array.from(button.querySelectorAll('span'), (span) => span.getBoundingClientRect().right)),
    );
    expect(textRight).toBeLessThanOrEqual(390);
    const switchCovered = await page.getByRole('switch', { name: 'Dark mode' }).evaluate((input) => {
      const track = input.closest('.MuiSwitch-root') ?? input;
      const box = track.getBoundingClientRect();
      return [box.left + 4, box.left + box.width / 2, box.right - 4].some(
        (x) => !track.contains(document.elementFromPoint(x, box.top + box.height / 2)),
      );
    });
    expect(switchCovered).toBe(false);
    await saveSettledScreenshot(page, testInfo, `case-list-390-${mode}`);
    await expectNoAccessibilityViolations(page);

    // Opened, they are all there, the chosen status pressed.
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(contractor).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Saved filters' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Clock status' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Referred from' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enquiry', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const fold = page.locator(`[id="${await filters.getAttribute('aria-controls')}"]`);
    await expect(fold).toContainText('Statuses');
    await expectNoSidewaysScroll(page);
    await saveSettledScreenshot(page, testInfo, `case-list-filters-390-${mode}`);
    await expectNoAccessibilityViolations(page);

    // The keyboard folds them away and opens them again.
    await filters.focus();
    await page.keyboard.press('Space');
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(contractor).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(contractor).toBeVisible();

    // On a phone the top bar shows the search as its magnifier; a press puts the cursor in the box,
    // which spreads over the bar while in use, so what is typed can be read.
    await page.locator('[data-slot="case-search"]').click({ position: { x: 22, y: 22 } });
    const search = page.getByRole('combobox', { name: 'Search Case Number/Client Name/PostCode' });
    await expect(search).toBeFocused();
    await search.fill('Cara');
    await expect(page.getByRole('listbox', { name: 'Matching cases' })).toContainText('Cara');
    expect((await search.boundingBox())?.width).toBeGreaterThan(250);
    await saveSettledScreenshot(page, testInfo, `case-search-390-${mode}`);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Alarms/ })).toBeVisible();
  });
}

test('[CASES][LIST][WIDE]: at 1440 × 900 the filters leave ten cases in sight, the rest folded behind More filters; a long saved filter name shows whole', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Nine more cases: a full first page of ten.
  const headers = await officerToken(request);
  for (let n = 1; n <= 9; n += 1) {
    const added = await request.post('/api/case/add', {
      headers,
      data: {
        clientFirstName: `Extra${n}`,
        clientLastName: 'Client',
        postCode: 'DT1 3EE',
        addressLine1: `${n} Mill Lane`,
        town: 'Casterbridge',
      },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  const longName = 'Assessments waiting on an occupational therapist visit';
  const saved = await request.post('/api/bookmark-filter/add', {
    headers,
    data: {
      name: longName,
      filter: {
        ApplicationStatusMasterIds: '3',
        SearchTerm: '',
        OfficerId: '',
        ContractorId: '',
        Priority: '',
        ReferralDateFrom: '',
        ReferralDateTo: '',
        OpenedMonth: '',
        ClosedMonth: '',
        ClockId: '',
        ClockState: '',
        ClockMonth: '',
        ClockMonthTo: '',
        SortCol: 'CaseManagerDetailId',
        SortDir: 'desc',
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  await setDarkMode(page, false);
  await page.goto('/authority/case/list');
  const table = page.getByRole('table', { name: 'Cases' });
  await expect(page.getByText('12 cases', { exact: true })).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(11);
  // The filters take one line and the statuses: the table starts in the top half of the screen.
  // (Each row holds two lines, 63 px: ten of them and the header need 700 px of the 900.) With no
  // case chosen, nothing stands between them: the whole page's tick box is in the table's header.
  const tableTop = (await table.boundingBox())?.y ?? 900;
  expect(tableTop).toBeLessThan(400);
  await expect(rows.nth(7)).toBeInViewport({ ratio: 1 });
  await expect(rows.first().getByRole('checkbox', { name: 'Select all on this page' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Chosen cases' })).toHaveCount(0);

  // The folded filters: one button, closed, saying none of them is set.
  const more = page.getByRole('button', { name: 'More filters', exact: true });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Contractor' })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  mkdirSync(join(import.meta.dirname, '..', 'screenshots'), { recursive: true });
  await page.screenshot({
    path: join(
      import.meta.dirname,
      '..',
      'screenshots',
      `${testInfo.project.name || 'chromium'}-case-list-1440x900-first-screen.png`,
    ),
  });

  // The keyboard opens them; every one is labelled.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Contractor', 'Priority', 'Clock status']) {
    await expect(page.getByRole('combobox', { name })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Clock', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Referred from' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Referred to' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Priority' }).selectOption('Urgent');
  await expect(page.getByRole('button', { name: 'More filters (1)' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // A saved filter's whole name fits its field: the select is as wide as the name.
  const savedFilters = page.getByRole('combobox', { name: 'Saved filters' });
  await savedFilters.selectOption({ label: longName });
  await expect(page).toHaveURL(/status=3/);
  const fits = await savedFilters.evaluate((select, name) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(select).font;
    probe.style.whiteSpace = 'pre';
    probe.textContent = name;
    document.body.append(probe);
    const textWidth = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(select);
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return textWidth <= room;
  }, longName);
  expect(fits).toBe(true);
  // One control clears: the saved filter's own Clear is gone.
  const clears = page.getByRole('button', { name: /^Clear/ });
  await expect(clears).toHaveText(['Clear filters']);
  await clears.click();
  await expect(page.getByText('12 cases', { exact: true })).toBeVisible();
  await expect(savedFilters).toHaveValue('');
  await saveSettledScreenshot(page, testInfo, 'case-list-1440-more-filters-open');
});

test('[CASES][LIST][PAGING]: an officer pages through the cases by Next (a reload showing the same page), Previous, Last and First, the pager 44 px targets on a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  // One case a page: the few cases opened above make as many pages.
  await page.goto('/authority/case/list?pageSize=1');
  const table = page.getByRole('table', { name: 'Cases' });
  const shownCase = table.getByRole('row').nth(1).getByRole('link').first();
  const pager = (move: 'first' | 'previous' | 'next' | 'last') =>
    page.getByRole('button', { name: `Go to ${move} page` });
  await expect(page.getByText(/^1–1 of \d+$/)).toBeVisible();
  const first = await shownCase.textContent();

  // The pager's words follow the address at once, the rows when the page has come: wait for the
  // case to change before reading it (the previous page's row stays in sight meanwhile).
  await pager('next').click();
  await expect(page.getByText(/^2–2 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2&pageSize=1&cursor=[\w-]+$/);
  await expect(shownCase).not.toHaveText(first ?? '');
  const second = await shownCase.textContent();
  await pager('next').click();
  await expect(page.getByText(/^3–3 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=3&pageSize=1&cursor=[\w-]+$/);
  await expect(shownCase).not.toHaveText(second ?? '');
  const third = await shownCase.textContent();
  expect(third).not.toBe(first);

  // A reload, or the link shared, shows the same page.
  await page.reload();
  await expect(page.getByText(/^3–3 of \d+$/)).toBeVisible();
  await expect(shownCase).toHaveText(third ?? '');

  await pager('previous').click();
  await expect(page.getByText(/^2–2 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2&pageSize=1&cursor=[\w-]+$/);
  await expect(shownCase).toHaveText(second ?? '');

  await pager('last').click();
  await expect(page.getByText(/^(\d+)–\1 of \1$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=\d+&pageSize=1$/);
  await expect(pager('next')).toBeDisabled();

  // By keyboard: First is the button before Previous.
  await pager('previous').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(pager('first')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^1–1 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/\/authority\/case\/list\?pageSize=1$/);
  await expect(shownCase).toHaveText(first ?? '');

  // On a phone the cards' pager has the same four buttons, each a 44 px target.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Cases' })).toBeVisible();
  for (const move of ['first', 'previous', 'next', 'last'] as const) {
    const box = await pager(move).boundingBox();
    expect(box?.width, move).toBeGreaterThanOrEqual(44);
    expect(box?.height, move).toBeGreaterThanOrEqual(44);
  }
  await expectNoAccessibilityViolations(page);
});
