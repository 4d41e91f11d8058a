import { chromium, expect, test, type APIRequestContext } from '@playwright/test';
import type { LaunchedChrome } from 'chrome-launcher';
import { E2E_ADMIN } from '../playwright.config';
import { createAuthorityWithOfficer } from '../support/authority-people';
import { auditPage, clearReports, launchChromium } from '../support/lighthouse';
import { verdictOfRuns, type Verdict } from '../support/lighthouse-verdict';
import type { Credentials } from '../support/session';

// Lighthouse on the first page everyone sees and on the heaviest page signed in: the case list,
// with its table, filters and saved filters, for an officer with three pages of cases.

const CASES = 30;

test.beforeAll(clearReports);

// Killed after each test, whatever happened in it (a test that times out skips its own finally).
let chrome: LaunchedChrome | undefined;
test.afterEach(() => {
  chrome?.kill();
  chrome = undefined;
});

async function addCases(request: APIRequestContext, officer: Credentials) {
  const login = await request.post('/api/login', { data: officer });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token}` };
  for (let n = 1; n <= CASES; n += 1) {
    const added = await request.post('/api/case/add', {
      headers,
      data: {
        clientFirstName: 'Client',
        clientLastName: `Number ${n}`,
        addressLine1: `${n} Mill Lane`,
        town: 'Casterbridge',
        postCode: 'DT1 1AA',
      },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
}

/**
 * Signs in through the sign-in page in the Chromium Lighthouse will use, so both share the session,
 * and opens the case list once: it shows the officer's cases, and the server's first answers to
 * its queries (slower than every later one) are not what Lighthouse measures.
 */
async function signInAndOpenCaseList(port: number, baseURL: string, { email, password }: Credentials) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default browser context to sign in through');
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    await page.getByRole('textbox', { name: /e-mail address/i }).fill(email);
    await page.getByLabel(/^password/i).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/authority\/dashboard$/);
    await page.goto(`${baseURL}/authority/case/list`);
    await expect(page.getByText(`${CASES} cases`)).toBeVisible();
    await page.close();
  } finally {
    await browser.close();
  }
}

function report(page: string, verdict: Verdict) {
  console.log(
    `Lighthouse, desktop, ${page} (best performance and worst other scores of ${verdict.runs.length} runs):`,
  );
  for (const line of verdict.lines) console.log(`  ${line}`);
  expect(verdict.failures, `${page} falls short`).toEqual([]);
}

test('[PERF][LIGHTHOUSE]: the sign-in page scores at least 95 for performance and 100 for accessibility and best practices', async ({
  baseURL,
}) => {
  const { port } = (chrome = await launchChromium());
  report('/login', await verdictOfRuns((n) => auditPage(`${baseURL}/login`, port, `login-${n}`)));
});

test('[PERF][LIGHTHOUSE]: the case list, signed in as an officer with thirty cases, scores as well', async ({
  request,
  baseURL,
}) => {
  const { officer } = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Lumen');
  await addCases(request, officer);
  const { port } = (chrome = await launchChromium());
  await signInAndOpenCaseList(port, baseURL ?? '', officer);
  report(
    '/authority/case/list',
    await verdictOfRuns((n) => auditPage(`${baseURL}/authority/case/list`, port, `case-list-${n}`)),
  );
});
