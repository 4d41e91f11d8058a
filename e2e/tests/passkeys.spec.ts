import { THEME_STORAGE_KEY } from '@casekeeper/contract';
import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { addAuthorityUser, createAuthorityWithOfficer } from '../support/authority-people';
import { setDarkMode } from '../support/page-checks';
import { openUserMenu, signIn, type Credentials } from '../support/session';
import { LOOK_VIEWPORTS, lookAt } from '../support/look-at';

// Passkeys (issue 37), with Chromium's virtual authenticator (the CDP WebAuthn domain) standing
// in for a laptop's: an officer adds one on their profile and is then asked for it after the
// password; their authority's ADMIN lets a passkey alone sign in, and it does; the officer removes
// it. The authority is the test's own.
test.describe.configure({ mode: 'serial' });

let officer: Credentials & { firstName: string };
let authorityAdmin: Credentials;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const people = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Piran');
  officer = people.officer;
  authorityAdmin = await addAuthorityUser(request, E2E_ADMIN, people.authorityId, 'Morwenna', 'ADMIN');
});

/**
 * A platform authenticator on this page, as a laptop's fingerprint reader: it keeps passkeys on
 * the device and verifies the person, without asking anyone to touch anything.
 */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The theme of a signed-out page: as the Dark mode switch stores it, the page loaded again. */
async function signedOutTheme(page: Page, dark: boolean, ready: Locator) {
  await page.evaluate(
    ([key, mode]) => {
      localStorage.setItem(key, mode);
      localStorage.removeItem(`${key}-from-system`);
    },
    [THEME_STORAGE_KEY, dark ? 'dark' : 'light'] as const,
  );
  await page.reload();
  await expect(ready).toBeVisible();
}

async function signOut(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The password step, which a person with a passkey follows with it. */
async function typePassword(page: Page, who: Credentials) {
  await page.getByRole('textbox', { name: /e-mail address/i }).fill(who.email);
  await page.getByLabel(/^password/i).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('[PASSKEYS][SIGN-IN]: an officer adds a passkey, signs in with it after the password, then with it alone where the authority allows it, and removes it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize(LOOK_VIEWPORTS[0]);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  // Added on the profile: a name, then the browser's own steps; the first second factor brings recovery codes.
  await signIn(page, officer, /\/authority\/dashboard$/);
  await page.goto('/profile');
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods).toContainText('Passkeys: none');
  await methods.getByRole('button', { name: 'Add a passkey' }).click();
  await methods.getByRole('textbox', { name: /name for this passkey/i }).fill('Work laptop');
  await lookAt(page, testInfo, 'passkeys-add', methods, (dark) => setDarkMode(page, dark));
  await methods.getByRole('button', { name: 'Create the passkey' }).click();
  await expect(methods.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expect(methods.getByRole('status')).toContainText('Your passkey “Work laptop” has been added.');
  await methods.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await methods.getByRole('button', { name: 'Done' }).click();
  const passkeys = methods.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('Work laptop');
  await expect(passkeys).toContainText('not used yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  expect(credentials[0]?.rpId).toBe('localhost');
  await lookAt(page, testInfo, 'passkeys-profile', methods, (dark) => setDarkMode(page, dark));

  // After the password, the passkey is asked for first; no session until it answers.
  await signOut(page);
  await typePassword(page, officer);
  await expect(page).toHaveURL(/\/login\/second-factor$/);
  await expect(page.getByRole('heading', { name: `Hello ${officer.firstName}` })).toBeVisible();
  const usePasskey = page.getByRole('button', { name: 'Use a passkey', exact: true });
  await expect(usePasskey).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await lookAt(page, testInfo, 'passkeys-second-factor', null, (dark) =>
    signedOutTheme(page, dark, usePasskey),
  );
  await usePasskey.click();
  await expect(page).toHaveURL(/\/authority\/dashboard$/);
  const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  expect(used?.signCount).toBeGreaterThan(0);
  await signOut(page);

  // Not allowed yet: a passkey alone is refused, with words that do not say whether the account exists.
  const passkeyAlone = page.getByRole('button', { name: 'Use a passkey instead' });
  await passkeyAlone.click();
  await expect(page.getByText('That passkey cannot sign you in here.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The authority's ADMIN allows it, on the Signing in page.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.setViewportSize(LOOK_VIEWPORTS[0]);
  await signIn(adminPage, authorityAdmin, /\/authority\/dashboard$/);
  await adminPage.goto('/authority/sign-in');
  const policy = adminPage.getByRole('region', { name: 'Second factor and passkeys' });
  const allow = policy.getByRole('switch', { name: 'Allow signing in with a passkey alone' });
  await expect(allow).not.toBeChecked();
  await allow.click();
  await expect(allow).toBeChecked();
  await expect(policy.getByRole('status')).toContainText('may now sign in with a passkey alone');
  await lookAt(adminPage, testInfo, 'passkeys-policy', policy, (dark) => setDarkMode(adminPage, dark));
  await adminContext.close();

  // A passkey alone now signs in: it verified the person, so it stands for both factors.
  await page.reload();
  await lookAt(page, testInfo, 'passkeys-sign-in', null, (dark) => signedOutTheme(page, dark, passkeyAlone));
  await passkeyAlone.click();
  await expect(page).toHaveURL(/\/authority\/dashboard$/);

  // Removed after the current password: the list is empty and the passkey no longer asked for.
  await page.goto('/profile');
  await expect(passkeys).toContainText('last used');
  await methods.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
  await methods.getByLabel(/current password/i).fill(officer.password);
  await methods.getByRole('button', { name: 'Remove the passkey' }).click();
  await expect(methods.getByRole('status')).toContainText('Your passkey has been removed.');
  await expect(methods).toContainText('Passkeys: none');
  await signOut(page);
  await typePassword(page, officer);
  await expect(page).toHaveURL(/\/authority\/dashboard$/);
});
