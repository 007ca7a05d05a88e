import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { ACCOUNTS, type Lang, loginAt, newContext } from './pages-helpers.ts';

// `npm run screenshots`: the platform services' pages (messages, bell, jobs, audit trail, outbox)
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

describe.skipIf(!hasChromium)('platform services screenshots in Chromium', () => {
  const browser = sharedBrowser();

  it.each(['zh', 'en'] as Lang[])(
    'saves messages, bell, jobs, audit and outbox at 1440 and 360 px (%s)',
    async (lang) => {
      for (const [size, viewport] of SIZES) {
        const ctx = await newContext(browser, lang, viewport);
        const page = await ctx.newPage();
        await loginAt(page, ACCOUNTS.director1);
        await page.waitForURL(/\/desktop\/index/);
        const name = (what: string) => `services-${what}-${lang}-${size}`;

        await page.getByTestId('notice-bell').click();
        await page.getByTestId('bell-messages').waitFor();
        await page.waitForTimeout(300);
        await shot(page, name('bell'));
        await page.keyboard.press('Escape');

        await open(page, '/system/notices', '[data-testid=system-notices-table] .ant-table-row');
        await shot(page, name('notices'));
        await open(page, '/system/jobs', '.ant-table-row, .ant-empty');
        await shot(page, name('jobs'));
        await open(page, '/system/audit', '.ant-table-row');
        await shot(page, name('audit'));
        await page.locator('.ant-table-row').first().click();
        await page.waitForSelector('[data-testid^=audit-change-]');
        await page.waitForTimeout(300);
        await shot(page, name('audit-change'));
        await page.keyboard.press('Escape');
        await page.getByTestId('audit-verify').click();
        await page.getByTestId('audit-verify-result').waitFor();
        await shot(page, name('audit-verify'));
        await open(page, '/system/outbox', '.ant-table, .ant-empty');
        await shot(page, name('outbox'));
        await ctx.close();
      }
    },
    180_000,
  );
});
