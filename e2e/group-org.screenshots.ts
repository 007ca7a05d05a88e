import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { ACCOUNTS, type Lang, loginAt, newContext } from './pages-helpers.ts';

// `npm run screenshots`: the group's organisation, employee, department, role and own-profile pages
// in zh and en, wide and narrow, for a person to look at.

const SIZES = [
  ['1440', { width: 1440, height: 900 }],
  ['360', { width: 360, height: 780 }],
] as const;

async function open(page: Page, path: string, ready: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForSelector(ready);
  await page.waitForTimeout(400);
}

describe.skipIf(!hasChromium)('group organisation screenshots in Chromium', () => {
  const browser = sharedBrowser();

  it.each(['zh', 'en'] as Lang[])(
    'saves organisation, employee, department, roles and profile at 1440 and 360 px (%s)',
    async (lang) => {
      for (const [size, viewport] of SIZES) {
        const ctx = await newContext(browser, lang, viewport);
        const page = await ctx.newPage();
        await loginAt(page, ACCOUNTS.groupAdmin);
        await page.waitForURL(/\/group\/system/);
        const name = (what: string) => `group-org-${what}-${lang}-${size}`;
        await open(page, '/group/system', '[data-testid=group-home-table] .ant-table-row');
        await shot(page, name('home'));
        await open(page, '/group/system/organization', '[data-testid=group-organization-table] .ant-table-row');
        await shot(page, name('organization'));
        await page
          .getByTestId('department-panel')
          .getByText(/^保健部/)
          .click();
        await page.waitForTimeout(500);
        await shot(page, name('organization-department'));
        await page.getByTestId('group-organization-table').getByTestId('row-edit').first().click();
        await page.getByTestId('staff-name').waitFor();
        await page.waitForTimeout(400);
        await shot(page, name('staff-edit'));
        await open(page, '/group/system/organization/edit', '[data-testid=department-name]');
        await shot(page, name('department-edit'));
        await open(page, '/group/system/role', '[data-testid=group-role-table] .ant-table-row');
        await page.getByTestId('role-choose').nth(1).click();
        await page.getByTestId('school-tree').waitFor();
        await page.waitForTimeout(400);
        await shot(page, name('role'));
        await open(page, '/group/system/staff/edit', '[data-testid=self-name]');
        await shot(page, name('self'));
        await ctx.close();
      }
    },
    180_000,
  );
});
