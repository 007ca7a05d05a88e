import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, type Lang, loginAt, newContext } from './pages-helpers.ts';

// `npm run screenshots`: the group home and its school pages in zh and en, wide and narrow.

const SIZES = [
  ['1440', { width: 1440, height: 900 }],
  ['360', { width: 360, height: 780 }],
] as const;

async function open(page: Page, path: string, ready: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForSelector(ready);
  await page.waitForTimeout(400);
}

describe.skipIf(!hasChromium)('group schools screenshots in Chromium', () => {
  const browser = sharedBrowser();

  it.each(['zh', 'en'] as Lang[])(
    'saves the group home, new school, school detail and edit at 1440 and 360 px (%s)',
    async (lang) => {
      const [school] = await query<{ id: number }>(`select id from institutions where name = '阳光第一幼儿园'`);
      for (const [size, viewport] of SIZES) {
        const page = await (await newContext(browser, lang, viewport)).newPage();
        await loginAt(page, ACCOUNTS.groupAdmin);
        await page.waitForURL(/\/group\/system/);
        const name = (what: string) => `group-${what}-${lang}-${size}`;
        await open(page, '/group/system', '[data-testid=group-home-table] .ant-table-row');
        await shot(page, name('home'));
        await open(page, '/group/system/school/add', '[data-testid=school-name]');
        await shot(page, name('school-add'));
        await open(page, `/group/system/school/detail?id=${school.id}`, '[data-testid=group-school-detail]');
        await shot(page, name('school-detail'));
        await open(page, `/group/system/school/edit?id=${school.id}`, '[data-testid=school-name]');
        await shot(page, name('school-edit'));
        await page.context().close();
      }
    },
    120_000,
  );
});
