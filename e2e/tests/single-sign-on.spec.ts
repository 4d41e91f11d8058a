import { THEME_STORAGE_KEY } from '@casekeeper/contract';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../apps/server/src/test/identity-provider';
import { BASE_URL, E2E_ADMIN } from '../playwright.config';
import { addAuthorityUser, bearerHeaders, createAuthorityWithOfficer } from '../support/authority-people';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshots';
import { signIn, storedSession, type Credentials } from '../support/session';

// Single sign-on (issue 37): an authority's people sign in with its own OpenID Connect provider.
// The provider is a real one (oidc-provider) started here on a local port; its login page signs in
// whoever the test names. The authority's ADMIN sets the provider up on the Signing in page; the
// officer signs in from the sign-in page, goes to the provider and comes back signed in; a refused
// sign-on is said.
test.describe.configure({ mode: 'serial' });

type Envelope<T> = { statusCode: number; message: string; data: T };

const PROVIDER_NAME = 'Wessex Council';
let idp: TestIdentityProvider;
let domain: string;
let officerEmail: string;
let authorityAdmin: Credentials;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  idp = await startTestIdentityProvider({ redirectUri: `${BASE_URL}/login/sso` });
  const people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Bathsheba');
  domain = `wessex${Date.now()}.gov.uk`;
  officerEmail = `bathsheba.everdene@${domain}`;
  authorityAdmin = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Gabriel', 'ADMIN');
  const headers = await bearerHeaders(request, E2E_ADMIN);
  const added = await request.post('/api/authority/user/add', {
    headers,
    data: {
      authorityId: people.authorityId,
      email: officerEmail,
      firstName: 'Bathsheba',
      lastName: 'Everdene',
      userType: 'AUTHORITY_USER',
      role: 'READWRITE',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  expect(((await added.json()) as Envelope<{ id: number }>).data.id).toBeGreaterThan(0);
});

test.afterAll(async () => {
  await idp.close();
});

async function offerSignOn(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail address/i }).fill(officerEmail);
  await page.getByRole('textbox', { name: /e-mail address/i }).blur();
  const button = page.getByRole('button', { name: `Sign in with ${PROVIDER_NAME}` });
  await expect(button).toBeVisible();
  return button;
}

/** The sign-in page's theme, as its own Dark mode choice is stored (the page has no switch): loaded again. */
async function signedOutTheme(page: Page, dark: boolean) {
  await page.evaluate(
    ([key, mode]) => {
      localStorage.setItem(key, mode);
      localStorage.removeItem(`${key}-from-system`);
    },
    [THEME_STORAGE_KEY, dark ? 'dark' : 'light'] as const,
  );
  await page.reload();
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAccessibilityViolations(page);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, name);
}

test('the authority\u2019s ADMIN sets up the council\u2019s provider on the Signing in page; the secret is never shown again', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, authorityAdmin, /\/authority\/dashboard$/);
  await page.goto('/authority/sign-in');
  const section = page.getByRole('region', { name: 'Single sign-on' });
  await expect(section).toBeVisible();
  await section.getByRole('textbox', { name: 'Display name' }).fill(PROVIDER_NAME);
  await section.getByRole('textbox', { name: 'Issuer URL' }).fill(idp.issuer);
  await section.getByRole('textbox', { name: 'Client ID' }).fill(idp.clientId);
  await section.getByLabel('Client secret').fill(idp.clientSecret);
  await section.getByRole('textbox', { name: 'E-mail domains' }).fill(domain);
  await section.getByLabel('The provider enforces multi-factor authentication').check();
  await section.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Single sign-on with ${PROVIDER_NAME} has been saved.`)).toBeVisible();

  // Write-only: the saved secret is never sent back, and the field says one is kept.
  await expect(section.getByLabel('Client secret')).toHaveValue('');
  await expect(section.getByLabel('Client secret')).toHaveAccessibleDescription(
    'A secret is saved. Leave blank to keep it.',
  );
  for (const dark of [false, true]) {
    await setDarkMode(page, dark);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await section.scrollIntoViewIfNeeded();
      await checkPage(page, testInfo, `sso-settings-${viewport.width}-${dark ? 'dark' : 'light'}`);
    }
  }
  await setDarkMode(page, false);
  await page.setViewportSize(DESKTOP);
});

test('an officer signs in with their council\u2019s provider and lands on their dashboard', async ({
  page,
}, testInfo) => {
  idp.signInAs({ sub: 'bathsheba-subject', email: officerEmail, emailVerified: true });
  await offerSignOn(page);
  await checkPage(page, testInfo, 'sso-sign-in-offer-light');
  await signedOutTheme(page, true);
  await offerSignOn(page);
  await checkPage(page, testInfo, 'sso-sign-in-offer-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, testInfo, 'sso-sign-in-offer-390-dark');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedOutTheme(page, false);

  await (await offerSignOn(page)).click();
  await expect(page).toHaveURL(/\/authority\/dashboard$/);
  // The provider's code does not stay in the address or the history.
  expect(page.url()).not.toContain('code=');
  const { user } = await storedSession(page);
  expect(JSON.parse(user ?? '{}')).toMatchObject({ first_name: 'Bathsheba', user_type: 'AUTHORITY_USER' });
});

test('a sign-on the provider vouches for someone without an account is refused, and said', async ({
  page,
}, testInfo) => {
  idp.signInAs({ sub: 'stranger-subject', email: `nobody@${domain}`, emailVerified: true });
  const button = await offerSignOn(page);
  await button.click();
  await expect(page.getByRole('alert')).toContainText('There is no active Casekeeper account for you');
  await checkPage(page, testInfo, 'sso-refused-light');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
