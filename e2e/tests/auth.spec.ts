import { expect, test } from '@playwright/test';
import { E2E_ADMIN, E2E_MAIL_DIR, SHORT_TTL_BASE_URL } from '../playwright.config';
import { capturedMailFiles, waitForMail } from '../support/mail';
import { saveSettledScreenshot } from '../support/settled-screenshot';
import { createAuthorityWithOfficer } from '../support/authority-people';
import { createAuthorityAccount, createPlatformAdmin } from '../support/platform-admin';
import {
  openUserMenu,
  passSecondFactor,
  signIn,
  storedSession,
  waitForAccessTokenExpiry,
  type Credentials,
} from '../support/session';
import { expectNoAccessibilityViolations } from '../support/page-checks';

// The tests run in any order, on either worker. Beyond the first admin's own sign-in, each worker
// signs in a platform admin of its own: the password reset ends every session of the admin it
// resets, which must not cut across other tests' sign-ins of the first admin.
test.describe.configure({ mode: 'default' });

let admin: Credentials;

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  admin = await createPlatformAdmin(request, 'Aubrey');
});

test('[AUTH][LOGIN]: the first admin signs in with the password and a code, and lands on the admin dashboard', async ({
  page,
}, testInfo) => {
  await signIn(page, E2E_ADMIN);

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^Welcome, .+\.$/)).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link')).toHaveText(['Dashboard', 'Admin List', 'Authority']);
  await expect(page.getByRole('button', { name: /^.+ Admin, account menu$/ })).toBeVisible();

  const { user } = await storedSession(page);
  expect(JSON.parse(user ?? '{}')).toMatchObject({ user_type: 'ADMIN', refresh_token: 'httponly-cookie' });
  await saveSettledScreenshot(page, testInfo, 'auth-admin-dashboard');
  await expectNoAccessibilityViolations(page);
});

test('[AUTH][LOGIN]: a wrong password shows the server’s message and keeps the visitor out', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail address/i }).fill(E2E_ADMIN.email);
  await page.getByLabel(/^password/i).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('The e-mail address or password is incorrect.');
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page)).user).toBeNull();
  await saveSettledScreenshot(page, testInfo, 'auth-login-wrong-password');
  await expectNoAccessibilityViolations(page);
});

test('[AUTH][LOGIN]: the form explains empty and malformed fields before sending anything', async ({
  page,
}) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: /e-mail address/i });
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@council.gov.uk');
  await expect(page.getByLabel(/^password/i)).toHaveAccessibleDescription('Enter your password');
  await expect(email).toBeFocused();
});

test('[AUTH][GUARD]: a visitor who is not signed in is sent from /dashboard and /profile to /login', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('[AUTH][GUARD]: a user of another user_type is sent from the admin dashboard to /unauthorized', async ({
  page,
  request,
}, testInfo) => {
  const authorityAccount = await createAuthorityAccount(request, 'Hale');
  await signIn(page, authorityAccount, /\/authority\/dashboard$/);
  await page.goto('/dashboard');

  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText('You are unauthorized to see this page.')).toBeVisible();
  await saveSettledScreenshot(page, testInfo, 'auth-unauthorized');
});

test('[AUTH][LOGOUT]: logout ends the session and clears user and persist:Case', async ({ page }) => {
  await signIn(page, admin);
  await expect.poll(async () => (await storedSession(page)).persisted).not.toBeNull();

  await openUserMenu(page);
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const session = await storedSession(page);
  expect(session.user).toBeNull();
  expect(session.persisted).toBeNull();

  // The refresh cookie is revoked too: going back in does not work.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // No queued write of the persisted store brought the entry back meanwhile.
  expect((await storedSession(page)).persisted).toBeNull();
  const refresh = await page.request.post('/api/refresh-token', { data: {} });
  expect(refresh.status()).toBe(401);
});

test('[AUTH][THEME]: the dark-mode switch is stored, sent to the server and survives a reload', async ({
  page,
}, testInfo) => {
  await signIn(page, admin);
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  const wasDark = await toggle.isChecked();
  const next = wasDark ? 'light' : 'dark';

  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/mode/${next}`));
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await expect(toggle).toBeChecked({ checked: !wasDark });
  expect((await storedSession(page)).theme).toBe(next);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked({ checked: !wasDark });
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe(next === 'dark' ? 'rgb(15, 19, 24)' : 'rgb(243, 245, 248)');
  await saveSettledScreenshot(page, testInfo, `auth-admin-dashboard-${next}`);
  await expectNoAccessibilityViolations(page);

  // Leave the account's theme as it was.
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked({ checked: wasDark });
});

test('[AUTH][PROFILE]: the profile shows the account and saves a change of name', async ({
  page,
}, testInfo) => {
  await signIn(page, admin);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'My Profile' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText(admin.email, { exact: true })).toBeVisible();
  await expect(page.getByText('Platform administrator', { exact: true })).toBeVisible();
  const firstName = page.getByRole('textbox', { name: /first name/i });
  const original = await firstName.inputValue();

  await firstName.fill('Alexandra');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your profile has been saved.');
  await expect(page.getByRole('button', { name: 'Alexandra Admin, account menu' })).toBeVisible();
  await saveSettledScreenshot(page, testInfo, 'auth-profile');
  await expectNoAccessibilityViolations(page);

  // Changing the e-mail address asks for the current password.
  await page.getByRole('textbox', { name: /e-mail address/i }).fill('someone.else@e2e.casekeeper.test');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel(/current password/i)).toHaveAccessibleDescription(
    'Enter your current password to change your e-mail address',
  );
  await page.getByRole('textbox', { name: /e-mail address/i }).fill(admin.email);

  await firstName.fill(original);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: `${original} Admin, account menu` })).toBeVisible();
});

test('[AUTH][EMAIL]: a new e-mail address takes effect only once the link mailed to it is opened', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { officer } = await createAuthorityWithOfficer(request, E2E_ADMIN, 'Ellis');
  const newEmail = `moved.${officer.email}`;
  await signIn(page, officer);
  await page.goto('/profile');
  await page.getByRole('textbox', { name: /e-mail address/i }).fill(newEmail);
  await page.getByLabel(/current password/i).fill(officer.password);
  const seen = capturedMailFiles(E2E_MAIL_DIR);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText(`We have e-mailed a link to ${newEmail}.`);
  await expect(page.getByText(/^Waiting for you to confirm/)).toContainText(
    `Until then, sign in with ${officer.email}.`,
  );
  await expect(page.getByRole('textbox', { name: /e-mail address/i })).toHaveValue(officer.email);
  await saveSettledScreenshot(page, testInfo, 'auth-profile-email-waiting');
  await expectNoAccessibilityViolations(page);

  const mail = await waitForMail(E2E_MAIL_DIR, newEmail, seen);
  const link = /https?:\/\/[^/\s]+(\/confirm-email\?token=[\w.~%-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();
  await page.goto(link ?? '');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your new e-mail address' }),
  ).toBeVisible();
  await saveSettledScreenshot(page, testInfo, 'auth-confirm-email');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address has changed' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/(login|authority\/dashboard)$/);
  const signedIn = await request.post('/api/login', {
    data: { email: newEmail, password: officer.password },
  });
  expect(signedIn.status()).toBe(200);
});

test('[AUTH][PASSWORD]: change password refuses a wrong current password beside the field', async ({
  page,
}, testInfo) => {
  await signIn(page, admin);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);

  await page.getByLabel(/^current password/i).fill('not-my-password');
  await page.getByLabel(/^new password/i).fill('a brand new passphrase');
  await page.getByLabel(/^confirm new password/i).fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();

  const current = page.getByLabel(/^current password/i);
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('Your current password is incorrect');
  await expect(current).toBeFocused();
  await saveSettledScreenshot(page, testInfo, 'auth-change-password-error');
  await expectNoAccessibilityViolations(page);
});

test('[AUTH][SIDEBAR]: on a narrow screen the sidebar opens over the page and closes after navigation', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await signIn(page, admin);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar).toBeVisible();
  await saveSettledScreenshot(page, testInfo, 'auth-narrow-sidebar-open');
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(sidebar).toBeHidden();
});

type Refresh = { status: number; startedAt: number; endedAt: number };

/** Every refresh succeeded, there were at least `least`, and each began after the one before had ended. */
function expectOneRefreshAtATime(refreshes: Refresh[], least: number) {
  expect(refreshes.length).toBeGreaterThanOrEqual(least);
  expect(refreshes.map((refresh) => refresh.status).every((status) => status === 200)).toBe(true);
  const inOrder = refreshes.toSorted((a, b) => a.startedAt - b.startedAt);
  const overlapping = inOrder.filter(
    (refresh, index) => refresh.startedAt < (inOrder[index - 1]?.endedAt ?? 0),
  );
  expect(overlapping).toEqual([]);
}

test('[AUTH][SESSION]: a session whose access token expires keeps working without a visible hiccup', async ({
  page,
}) => {
  // This copy of the product issues access tokens that live two seconds.
  const base = SHORT_TTL_BASE_URL;
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: /e-mail address/i }).fill(E2E_ADMIN.email);
  await page.getByLabel(/^password/i).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await passSecondFactor(page, E2E_ADMIN);
  await expect(page).toHaveURL(`${base}/dashboard`);
  const firstToken = JSON.parse((await storedSession(page)).user ?? '{}').access_token as string;

  const refreshes: Refresh[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('/api/refresh-token')) return;
    const { startTime, responseEnd } = request.timing();
    const status = (await request.response())?.status() ?? 0;
    refreshes.push({ status, startedAt: startTime, endedAt: startTime + responseEnd });
  });
  await waitForAccessTokenExpiry(page);

  // Two calls with the expired token at once: the theme save and the profile load.
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  const wasDark = await toggle.isChecked();
  await toggle.click();
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'My Profile' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText(E2E_ADMIN.email, { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(`${base}/profile`);
  // The calls that met the expired token shared one refresh. On a busy machine the new
  // two-second token can expire again before the page settles, so a later refresh may follow,
  // but never two at once.
  expectOneRefreshAtATime(refreshes, 1);
  const secondToken = JSON.parse((await storedSession(page)).user ?? '{}').access_token as string;
  expect(secondToken).not.toBe(firstToken);

  // Expired again, then a reload: the session survives that too.
  await waitForAccessTokenExpiry(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText(E2E_ADMIN.email, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${base}/profile`);
  expectOneRefreshAtATime(refreshes, 2);
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked({ checked: wasDark });
});

test('[AUTH][SESSION]: at 127.0.0.1, not PUBLIC_URL, the session outlives its access token and sign-out ends it on the server', async ({
  page,
  request,
}) => {
  // This copy's PUBLIC_URL is its default, http://localhost:PORT; the browser opens 127.0.0.1.
  const base = SHORT_TTL_BASE_URL;
  await signIn(page, E2E_ADMIN, /\/dashboard$/, `${base}/login`);
  await waitForAccessTokenExpiry(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(`${base}/dashboard`);
  await waitForAccessTokenExpiry(page);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page.getByText(E2E_ADMIN.email, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${base}/profile`);

  // The cookie is sent only to the refresh and logout calls: ask for it by that address.
  const refreshCookie = (await page.context().cookies(`${base}/api/refresh-token`)).find(
    (cookie) => cookie.name === 'casekeeper_refresh',
  );
  expect(refreshCookie).toBeDefined();
  await openUserMenu(page);
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(`${base}/login`);

  // The server ended the session: the last refresh cookie the browser held is refused.
  const reused = await request.post(`${base}/api/refresh-token`, {
    headers: { cookie: `casekeeper_refresh=${refreshCookie?.value ?? ''}` },
    data: {},
  });
  expect(reused.status()).toBe(401);
});

test('[AUTH][PASSWORD]: forgot password, reset link from the mail, sign in with the new password', async ({
  page,
}, testInfo) => {
  // Four password hashings, a mail to wait for, two axe checks: 30 s ran out at the last step in CI.
  test.setTimeout(60_000);
  const newPassword = 'a fresh e2e passphrase';
  const seen = capturedMailFiles(E2E_MAIL_DIR);

  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: /e-mail address/i }).fill(admin.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent = page.getByRole('status');
  await expect(sent).toHaveText(
    'If an account exists for that e-mail address, we have sent a link to reset the password.',
  );
  await saveSettledScreenshot(page, testInfo, 'auth-forgot-password-sent');
  await expectNoAccessibilityViolations(page);

  const mail = await waitForMail(E2E_MAIL_DIR, admin.email, seen);
  const link = /https?:\/\/\S+\/password-reset\?token=[\w.~%-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^new password/i).fill(newPassword);
  await page.getByLabel(/^confirm new password/i).fill(newPassword);
  await saveSettledScreenshot(page, testInfo, 'auth-password-reset');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. You can now sign in with it.',
  );
  await saveSettledScreenshot(page, testInfo, 'auth-login-after-reset');

  // The link works once.
  await page.goto(link ?? '');
  await page.getByLabel(/^new password/i).fill('another e2e passphrase');
  await page.getByLabel(/^confirm new password/i).fill('another e2e passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid, already used or expired');

  await signIn(page, { ...admin, password: newPassword });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Put the admin's password back, through the change-password page.
  await page.goto('/change-password');
  await page.getByLabel(/^current password/i).fill(newPassword);
  await page.getByLabel(/^new password/i).fill(admin.password);
  await page.getByLabel(/^confirm new password/i).fill(admin.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await saveSettledScreenshot(page, testInfo, 'auth-change-password-done');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
});
