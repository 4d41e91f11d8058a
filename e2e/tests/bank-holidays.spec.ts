import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { expectNoAccessibilityViolations, expectNoSidewaysScroll, setDarkMode } from '../support/page-checks';
import { createPlatformAdmin } from '../support/platform-admin';
import { saveSettledScreenshot } from '../support/settled-screenshot';
import { signIn, type Credentials } from '../support/session';

// The bank holiday corrections (issue 33 item 2) in the browser. Everything happens in 2030, a
// year no other browser test counts working days in: the file and the hand corrections change
// the calendar every authority of a nation counts with.
test.describe.configure({ mode: 'serial' });

/** GOV.UK's format for 2030: Scotland gains 17 June, Northern Ireland's early May holiday moves to Friday 10 May. */
const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'bank-holidays-2030.json');

const WIDTHS = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

let admin: Credentials;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  admin = await createPlatformAdmin(request, 'Holidays');
});

/** The page at both widths, dark and light, each checked by axe and for sideways scrolling. */
async function pictures(page: Page, testInfo: TestInfo, name: string) {
  for (const [width, size] of [
    ['1440', WIDTHS.wide],
    ['390', WIDTHS.phone],
  ] as const) {
    await page.setViewportSize(size);
    for (const dark of [true, false]) {
      await setDarkMode(page, dark);
      await expectNoSidewaysScroll(page);
      await saveSettledScreenshot(
        page,
        testInfo,
        `bank-holidays-${name}-${width}-${dark ? 'dark' : 'light'}`,
      );
      await expectNoAccessibilityViolations(page);
    }
  }
  await page.setViewportSize(WIDTHS.wide);
}

test('[BANK-HOLIDAYS][CORRECT]: a platform admin previews and applies GOV.UK’s file, then removes and adds a day by hand', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDTHS.wide);
  await signIn(page, admin);
  await page.getByRole('link', { name: 'Bank holidays' }).click();
  await expect(page).toHaveURL(/\/bank-holidays$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bank holidays' })).toBeVisible();

  // Choosing the file previews, per nation, what it would add and remove; nothing changes yet.
  await page.getByLabel('GOV.UK bank-holidays.json file').setInputFiles(FIXTURE);
  await expect(
    page.getByRole('heading', { name: 'What bank-holidays-2030.json would change' }),
  ).toBeVisible();
  const england = page.getByRole('region', { name: 'England and Wales' });
  await expect(england).toContainText('Covers 2030.');
  await expect(england).toContainText('No change.');
  await expect(
    page.getByRole('region', { name: 'Scotland' }).getByRole('list', { name: 'Adds in Scotland' }),
  ).toHaveText('17/06/2030 Extra bank holiday');
  const northernIreland = page.getByRole('region', { name: 'Northern Ireland' });
  await expect(northernIreland.getByRole('list', { name: 'Adds in Northern Ireland' })).toHaveText(
    '10/05/2030 Early May bank holiday (moved)',
  );
  await expect(northernIreland.getByRole('list', { name: 'Removes in Northern Ireland' })).toHaveText(
    '06/05/2030 Early May bank holiday',
  );
  await pictures(page, testInfo, 'preview');

  await page.getByRole('button', { name: 'Apply these bank holidays' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The bank holidays have been loaded.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply these bank holidays' })).toHaveCount(0);

  // Scotland's 2030 now comes from the file, with its extra day.
  await page.getByLabel('Nation', { exact: true }).selectOption({ label: 'Scotland' });
  await page.getByLabel('Year', { exact: true }).selectOption('2030');
  await expect(page.getByText('2030 in Scotland comes from GOV.UK’s file.')).toBeVisible();
  const days = page.getByRole('list', { name: 'Bank holidays in Scotland, 2030' });
  await expect(days.getByRole('listitem').filter({ hasText: '17/06/2030' })).toContainText(
    'Extra bank holiday (from GOV.UK’s file)',
  );

  // Removed by hand, after saying what it does.
  await days.getByRole('button', { name: 'Remove Extra bank holiday, 17/06/2030' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Remove Extra bank holiday (17/06/2030) in Scotland?');
  await dialog.getByRole('button', { name: 'Remove bank holiday' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '17/06/2030 is no longer a bank holiday in Scotland.' }),
  ).toBeVisible();
  await expect(days.getByRole('listitem').filter({ hasText: '17/06/2030' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Removed by hand' })).toContainText(
    '17/06/2030 Extra bank holiday',
  );

  // Added by hand: a proclaimed day the file does not have.
  await page.getByRole('textbox', { name: /^Date/ }).fill('24/06/2030');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Midsummer holiday');
  await page.getByRole('button', { name: 'Add bank holiday' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '24/06/2030 is now a bank holiday in Scotland.' }),
  ).toBeVisible();
  await expect(days.getByRole('listitem').filter({ hasText: '24/06/2030' })).toContainText(
    'Midsummer holiday (added by hand)',
  );
  await pictures(page, testInfo, 'corrected');
});
