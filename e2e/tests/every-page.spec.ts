import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_MAIL_DIR } from '../playwright.config';
import { addAuthorityUser, createAuthorityWithOfficer } from '../support/authority-people';
import { THEME_STORAGE_KEY } from '@casekeeper/contract';
import { capturedMailFiles } from '../support/mail';
import { acceptInvitation, createAuthorityAccount, createPlatformAdmin } from '../support/platform-admin';
import { signIn, type Credentials } from '../support/session';
import { paths } from '../../apps/web/src/config/paths';

// Every page each kind of user can reach, found by following the links the product shows them
// and by every route of the router that needs no id (so a page added later is covered without
// new test code), checked by axe with the WCAG 2.0, 2.1 and 2.2 A and AA rules, in light and dark.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Pages with an id are visited once per shape (/case-manager/edit/:id), not once per record. */
const MOST_PAGES = 50;
const SIGNED_OUT_PAGES = [
  '/login',
  '/forgot-password',
  '/password-reset',
  '/invitation',
  paths.portal.login,
  paths.portal.invitation,
  paths.confirmEmail,
  '/no-such-page',
];
/** Pages every signed-in user has, reached from the account menu rather than a link on the page. */
const ACCOUNT_PAGES = ['/profile', '/change-password'];

/** The router's paths that name no record: static ones, and patterns whose parameters are all optional. */
function routerPathsWithoutIds(node: unknown): string[] {
  if (typeof node === 'string') {
    const path = node.replace(/\/:\w+\?/g, '');
    return path.startsWith('/') && !path.includes(':') ? [path] : [];
  }
  if (node === null || typeof node !== 'object') return [];
  return Object.values(node).flatMap(routerPathsWithoutIds);
}
const ROUTER_PAGES = [...new Set(routerPathsWithoutIds(paths))];

const shapeOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id');

/** The in-app links on the page, as paths without query or fragment. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('/api') && !href.startsWith('//'))
    .map((href) => href.split(/[?#]/)[0] ?? href);
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** Serious and critical WCAG A/AA violations on the page as it stands, named for the report. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Chooses the theme as the Dark mode switch stores it, so every page loaded next wears it, signed
 * out too. (Clicking the switch on each page raced pages that send the user on after loading.)
 */
async function chooseTheme(page: Page, dark: boolean) {
  await page.evaluate(
    ([key, mode]) => {
      localStorage.setItem(key, mode);
      localStorage.removeItem(`${key}-from-system`);
    },
    [THEME_STORAGE_KEY, dark ? 'dark' : 'light'] as const,
  );
}

/** Each serious violation on the page as it stands in `dark` or light, named with the page and mode. */
async function problemsIn(page: Page, path: string, dark: boolean): Promise<string[]> {
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(scheme, `${path} wears the theme chosen`).toBe(dark ? 'dark' : 'light');
  return (await seriousViolations(page)).map(
    (violation) => `${path} (${dark ? 'dark' : 'light'}): ${violation}`,
  );
}

/**
 * Follows the links from `start` breadth first, one page per shape, checking each in light as it
 * goes (a second visit each would be the test's slowest part); answers the pages in order.
 */
async function crawl(
  page: Page,
  start: string,
  problems: string[],
  routerPages: (path: string) => boolean,
): Promise<string[]> {
  const visited: string[] = [];
  const shapes = new Set<string>();
  // The signed-out pages have a test of their own; signed in, most only send the user home.
  await chooseTheme(page, false);
  const queue = [
    start,
    ...ACCOUNT_PAGES,
    ...ROUTER_PAGES.filter((path) => !SIGNED_OUT_PAGES.includes(path) && routerPages(path)),
  ];
  while (queue.length > 0 && visited.length < MOST_PAGES) {
    const path = queue.shift() ?? start;
    if (shapes.has(shapeOf(path))) continue;
    shapes.add(shapeOf(path));
    await settle(page, path);
    visited.push(path);
    problems.push(...(await problemsIn(page, path, false)));
    queue.push(...(await linksOn(page)).filter((link) => !shapes.has(shapeOf(link))));
  }
  return visited;
}

/** Every page in dark (light was checked on the way), and no problems found in either. */
async function checkInDark(page: Page, pages: string[], problems: string[]) {
  await chooseTheme(page, true);
  for (const path of pages) {
    await settle(page, path);
    problems.push(...(await problemsIn(page, path, true)));
  }
  expect(problems).toEqual([]);
}

// A page is settled when the network goes quiet, which the alarm stream (open for as long as an
// officer's page is) would never let happen: here it is refused, which the page takes calmly.
test.beforeEach(async ({ page }) => {
  await page.route('**/api/dashboard/action-items/events', (route) => route.fulfill({ status: 403 }));
});

let admin: Credentials;
let officer: Credentials;
let authority: Credentials;
let authorityAdmin: Credentials;
let readOnly: Credentials;
let applicant: Credentials;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  admin = await createPlatformAdmin(request, 'Pagewalker');
  const people = await createAuthorityWithOfficer(request, admin, 'Pip');
  officer = people.officer;
  authorityAdmin = await addAuthorityUser(request, admin, people.authorityId, 'Ada', 'ADMIN');
  readOnly = await addAuthorityUser(request, admin, people.authorityId, 'Rory', 'READONLY');
  authority = await createAuthorityAccount(request, 'Pagewalk');
  // A case, so the case pages are reached, and its client to follow it in the portal.
  const login = await request.post('/api/login', { data: officer });
  const { access_token } = ((await login.json()) as { data: { access_token: string } }).data;
  const applicantEmail = `axel.${Date.now()}@e2e.casekeeper.test`;
  const added = await request.post('/api/case/add', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: {
      clientFirstName: 'Axel',
      clientLastName: 'Walker',
      clientEmail: applicantEmail,
      addressLine1: '2 Lane',
      postCode: 'DT1 1PW',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const caseId = ((await added.json()) as { data: { id: number } }).data.id;
  applicant = await inviteApplicant(request, access_token, caseId, applicantEmail);
});

/** The case's client, invited by its officer, with a password set from the mail. */
async function inviteApplicant(
  request: APIRequestContext,
  officerToken: string,
  caseId: number,
  email: string,
) {
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  const invited = await request.post(`/api/case/${caseId}/applicant/invite`, {
    headers: { Authorization: `Bearer ${officerToken}` },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  return acceptInvitation(request, email, seen, 'e2e pagewalking applicant');
}

test('[A11Y][SIGNED OUT]: every page before signing in passes axe in light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  await page.goto(SIGNED_OUT_PAGES[0] ?? '/login');
  await chooseTheme(page, false);
  for (const path of SIGNED_OUT_PAGES) {
    await settle(page, path);
    problems.push(...(await problemsIn(page, path, false)));
  }
  await checkInDark(page, SIGNED_OUT_PAGES, problems);
});

const staffPages = (path: string) => !path.startsWith('/portal/');
/** An applicant's pages are the portal's; that staff pages refuse them is tested in applicant-portal.spec. */
const portalPages = (path: string) => path.startsWith('/portal/');

for (const [name, who, landing, signInPage, routerPages] of [
  ['platform admin', () => admin, /\/dashboard$/, paths.login, staffPages],
  ['authority', () => authority, /\/authority\/dashboard$/, paths.login, staffPages],
  ['officer', () => officer, /\/authority\/dashboard$/, paths.login, staffPages],
  ['authority admin', () => authorityAdmin, /\/authority\/dashboard$/, paths.login, staffPages],
  ['read-only user', () => readOnly, /\/authority\/case\/list$/, paths.login, staffPages],
  ['applicant', () => applicant, /\/portal\/case$/, paths.portal.login, portalPages],
] as const) {
  test(`[A11Y][${name.toUpperCase()}]: every page the ${name} reaches passes axe in light and dark`, async ({
    page,
  }) => {
    // Some twenty-five pages (an authority admin's more: the grant settings, the clocks' forms),
    // each visited twice at 5–10 s a visit (load, network idle, axe) on CI.
    test.setTimeout(600_000);
    await signIn(page, who(), landing, signInPage);
    const problems: string[] = [];
    const pages = await crawl(page, new URL(page.url()).pathname, problems, routerPages);
    expect(pages.length).toBeGreaterThan(2);
    await checkInDark(page, pages, problems);
  });
}
