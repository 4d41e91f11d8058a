import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { inviteOfficer } from '../support/platform-admin';
import { saveSettledScreenshot } from '../support/settled-screenshot';

const PASSWORD = 'e2e invited officer passphrase';

async function useTheme(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
}

test('[INVITATION]: an invited officer is greeted by name, chooses a password and lands signed in; the link then no longer works', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { email, authorityName, invitationPath } = await inviteOfficer(request, 'Imogen');
  await page.setViewportSize({ width: 1440, height: 900 });

  await useTheme(page, 'light');
  await page.goto(invitationPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Imogen' })).toBeVisible();
  await expect(
    page.getByText(`You have been invited to join ${authorityName} on Casekeeper as a case officer.`),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await saveSettledScreenshot(page, testInfo, 'invitation-1440-light');

  await page.getByLabel(/^new password/i).fill(PASSWORD);
  await page.getByLabel(/^confirm new password/i).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/authority\/dashboard$/);
  await expect(page.getByText('Your password is set. Welcome to Casekeeper.')).toBeVisible();

  await page.goto(invitationPath);
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeVisible();
});

test('[INVITATION]: the invitation page works on a phone in dark mode', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { invitationPath } = await inviteOfficer(request, 'Phoebe');
  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, 'dark');
  await page.goto(invitationPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Phoebe' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await saveSettledScreenshot(page, testInfo, 'invitation-390-dark');
});
