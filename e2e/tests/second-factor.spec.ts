import { THEME_STORAGE_KEY } from '@casekeeper/contract';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_ADMIN } from '../playwright.config';
import { createAuthorityWithOfficer } from '../support/authority-people';
import { setDarkMode } from '../support/page-checks';
import { openUserMenu, signIn, type Credentials } from '../support/session';
import { LOOK_VIEWPORTS, lookAt } from '../support/look-at';

// The second factor (issue 37): an officer sets up an authenticator app on their profile, keeps
// the recovery codes shown once, and from then on signs in with the app's code after the password.
// The officer's authority is the test's own and requires nothing: other specs' people sign in
// with passwords alone.
test.describe.configure({ mode: 'serial' });

let officer: Credentials;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  ({ officer } = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Tamsin'));
  // Accepting the invitation signed the officer in, in this request context: that sign-in ends.
  expect((await request.post('/api/logout')).status()).toBe(200);
});

/** The theme of a signed-out page: as the Dark mode switch stores it, the page loaded again. */
async function signedOutTheme(page: Page, dark: boolean) {
  await page.evaluate(
    ([key, mode]) => {
      localStorage.setItem(key, mode);
      localStorage.removeItem(`${key}-from-system`);
    },
    [THEME_STORAGE_KEY, dark ? 'dark' : 'light'] as const,
  );
  await page.reload();
  await expect(page.getByRole('textbox', { name: /6-digit code/i })).toBeVisible();
}

test('[SECOND-FACTOR][ENROL]: an officer sets up an authenticator app, saves the recovery codes and signs in with a code', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(LOOK_VIEWPORTS[0]);
  await signIn(page, officer, /\/authority\/dashboard$/);
  await page.goto('/profile');
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods).toContainText('Authenticator app: off');

  await methods.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(
    methods.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = ((await methods.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await lookAt(page, testInfo, 'second-factor-enrol', methods, (dark) => setDarkMode(page, dark));

  const code = methods.getByRole('textbox', { name: /6-digit code/i });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(await generate({ secret }));
  await methods.getByRole('button', { name: 'Turn on' }).click();

  const codes = methods.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(codes.getByRole('listitem').first()).toHaveText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
  await lookAt(page, testInfo, 'second-factor-recovery-codes', methods, (dark) => setDarkMode(page, dark));
  const download = page.waitForEvent('download');
  await methods.getByRole('button', { name: 'Download .txt' }).click();
  expect((await download).suggestedFilename()).toBe('casekeeper-recovery-codes.txt');
  await methods.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await methods.getByRole('button', { name: 'Done' }).click();
  await expect(methods).toContainText('Authenticator app: on, set up');
  await expect(methods).toContainText('Recovery codes: 10 left');

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The password alone no longer signs in: the code step follows, with no session yet.
  await page.getByRole('textbox', { name: /e-mail address/i }).fill(officer.email);
  await page.getByLabel(/^password/i).fill(officer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\/second-factor$/);
  await expect(page.getByRole('heading', { name: 'Hello Tamsin' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await lookAt(page, testInfo, 'second-factor-code', null, (dark) => signedOutTheme(page, dark));

  // The code that turned the app on is used: the app's next one signs in.
  const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await page.getByRole('textbox', { name: /6-digit code/i }).fill(next);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/authority\/dashboard$/);
});
