import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createAuthorityWithOfficer, type AuthorityPeople } from '../support/authority-people';
import { createPlatformAdmin } from '../support/platform-admin';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/session';

// An officer with two cases of their own, opened through the API; the tests only search them.
test.describe.configure({ mode: 'serial' });

let people: AuthorityPeople;
const opened: { id: number; caseNumber: string }[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await createPlatformAdmin(request, 'Searcher');
  people = await createAuthorityWithOfficer(request, admin, 'Tamsin');
  const login = await request.post('/api/login', { data: people.officer });
  const { access_token } = (await login.json()).data as { access_token: string };
  for (const client of [
    { clientFirstName: 'Peggy', clientLastName: 'Woolley', postCode: 'DT1 2AB' },
    { clientFirstName: 'Jill', clientLastName: 'Archer', postCode: 'DT2 9ZZ' },
  ]) {
    const added = await request.post('/api/case/add', {
      headers: { Authorization: `Bearer ${access_token}` },
      data: { ...client, addressLine1: '1 Mill Lane', town: 'Casterbridge' },
    });
    expect(added.status(), await added.text()).toBe(200);
    opened.push((await added.json()).data);
  }
});

test('[CASES][SEARCH]: the top bar finds a case by name, typo and all, and opens it in a new tab by keyboard', async ({
  page,
  context,
}, testInfo) => {
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  const search = page.getByRole('combobox', { name: 'Search Case Number/Client Name/PostCode' });
  await search.focus();
  await page.keyboard.type('Wooley');

  const results = page.getByRole('listbox', { name: 'Matching cases' });
  const woolley = results.getByRole('option', { name: /Peggy Woolley/ });
  await expect(woolley).toBeVisible();
  await expect(woolley).toContainText(opened[0]?.caseNumber ?? '');
  await expect(woolley).toContainText('DT1 2AB');
  expect((await results.boundingBox())?.height ?? 0).toBeLessThanOrEqual(200);
  await saveScreenshot(page, testInfo, 'case-search-results');
  expect((await new AxeBuilder({ page }).include('header').analyze()).violations).toEqual([]);

  await page.keyboard.press('ArrowDown');
  await expect(woolley).toHaveAttribute('aria-selected', 'true');
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(tab).toHaveURL(new RegExp(`/case-manager/edit/${opened[0]?.id}$`));
  await tab.close();
});

test('[CASES][SEARCH]: a post code without its space, no match, and a blank term', async ({ page }) => {
  await signIn(page, people.officer, /\/authority\/dashboard$/);
  const search = page.getByRole('combobox', { name: 'Search Case Number/Client Name/PostCode' });
  const results = page.getByRole('listbox', { name: 'Matching cases' });

  await search.fill('dt29zz');
  await expect(results.getByRole('option', { name: /Jill Archer/ })).toBeVisible();

  await search.fill('Nobody Atall');
  await expect(results.getByText('Oops! No Case matched your query.')).toBeVisible();

  await search.fill('   ');
  await expect(results).toBeHidden();
});
