import { expect, type Page } from '@playwright/test';
import { answerSecondFactor, authenticatorOf, type Authenticator } from './second-factor';

/** How a person signs in: every platform admin also has an authenticator app the tests hold. */
export type Credentials = { email: string; password: string; authenticator?: Authenticator };

/** Signs in through the sign-in page, with the second factor when asked, and waits for the landing page. */
export async function signIn(
  page: Page,
  who: Credentials,
  landing = /\/dashboard$/,
  signInPage = '/login',
): Promise<void> {
  await page.goto(signInPage);
  await page.getByRole('textbox', { name: /e-mail address/i }).fill(who.email);
  await page.getByLabel(/^password/i).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await passSecondFactor(page, who);
  await expect(page).toHaveURL(landing);
}

/**
 * The code step after the password, for a person with an authenticator app (nothing for one
 * without): the app's next code, or a recovery code rather than wait for one.
 */
export async function passSecondFactor(page: Page, who: Credentials): Promise<void> {
  const authenticator = authenticatorOf(who, new URL(page.url()).origin);
  if (!authenticator) return;
  await expect(page).toHaveURL(/\/login\/second-factor$/);
  await answerSecondFactor(authenticator, async (answer) => {
    if ('code' in answer) {
      await page.getByRole('textbox', { name: /6-digit code/i }).fill(answer.code);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).not.toHaveURL(/\/login\/second-factor$/);
      return;
    }
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(answer.recoveryCode);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  });
}

/** The session entries the client keeps in local storage. */
export async function storedSession(
  page: Page,
): Promise<{ user: string | null; persisted: string | null; theme: string | null }> {
  return page.evaluate(() => ({
    user: localStorage.getItem('user'),
    persisted: localStorage.getItem('persist:Case'),
    theme: localStorage.getItem('theme'),
  }));
}

/** Opens the top bar's user menu: "{name} {role}, account menu" for staff, "Account" in the front layout. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account$|, account menu$/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

function expiryOf(accessToken: string): number {
  const payload = accessToken.split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  return exp * 1000;
}

/** Waits until the stored access token has expired (by its own exp claim). */
export async function waitForAccessTokenExpiry(page: Page): Promise<void> {
  const { user } = await storedSession(page);
  const token = (JSON.parse(user ?? '{}') as { access_token?: string }).access_token ?? '';
  const expiresAt = expiryOf(token);
  await expect.poll(() => Date.now() > expiresAt, { timeout: 10_000 }).toBe(true);
}
