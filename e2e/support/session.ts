import { expect, type Page } from '@playwright/test';

export type Credentials = { email: string; password: string };

/** Signs in through the sign-in page and waits for the page it lands on. */
export async function signIn(
  page: Page,
  { email, password }: Credentials,
  landing = /\/dashboard$/,
  signInPage = '/login',
): Promise<void> {
  await page.goto(signInPage);
  await page.getByRole('textbox', { name: /e-mail address/i }).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
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
