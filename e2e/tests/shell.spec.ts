import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/screenshots';

test('[SHELL][LOGIN]: the sign-in page renders with labelled fields', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByLabel(/e-mail/i)).toBeVisible();
  await expect(page.getByLabel(/password/i)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'login');
  const accessibility = await new AxeBuilder({ page }).analyze();
  expect(accessibility.violations).toEqual([]);
});

test('[SHELL][NOT FOUND]: an unknown path shows NOT FOUND and Go Home leads home', async ({
  page,
}, testInfo) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: 'NOT FOUND' })).toBeVisible();
  await expect(page.getByText('The page you are looking not found.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'Go Home' }).click();
  // Home sends a signed-out visitor on to the sign-in page.
  await expect(page).toHaveURL(/\/login$/);
});

test('[SHELL][FORBIDDEN]: /unauthorized shows Forbidden with a way home', async ({ page }, testInfo) => {
  await page.goto('/unauthorized');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByText('You are unauthorized to see this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await saveScreenshot(page, testInfo, 'forbidden');
});

test('[SHELL][API]: the product answers its health check and unknown API paths in the envelope', async ({
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ data: { database: { status: 'up' } } });
  const missing = await request.get('/api/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ statusCode: 404, data: { code: 'NOT_FOUND' } });
});
