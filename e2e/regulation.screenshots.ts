import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { type Lang, loginAt, newContext } from './pages-helpers.ts';

// `npm run screenshots`: the authority console's pages and the regulator home in zh and en, wide and narrow.

const SIZES = [
  ['1440', { width: 1440, height: 900 }],
  ['360', { width: 360, height: 780 }],
] as const;
const CITY = '13900000003';

async function open(page: Page, path: string, ready: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForSelector(ready);
  await page.waitForTimeout(400);
}

describe.skipIf(!hasChromium)('authority console screenshots in Chromium', () => {
  const browser = sharedBrowser();

  it.each(['zh', 'en'] as Lang[])(
    'saves the home, units, unit edit, superiors, supervision and permissions at 1440 and 360 px (%s)',
    async (lang) => {
      const [district] = await query<{ id: number }>(`select id from institutions where name = '厦门市同安区教育局'`);
      for (const [size, viewport] of SIZES) {
        const name = (what: string) => `regulation-${what}-${lang}-${size}`;
        const city = await (await newContext(browser, lang, viewport)).newPage();
        await loginAt(city, CITY);
        await city.waitForURL(/\/regulator\/index/);
        await open(city, '/regulator/index', '[data-testid=school-table] .ant-table-row');
        await shot(city, name('home'));
        await open(city, '/group/organizational/regulation/index', '[data-testid=regulation-index-table] .ant-table-row');
        await shot(city, name('units'));
        await open(city, `/group/organizational/regulation/edit?id=${district.id}`, '[data-testid=unit-name]');
        await shot(city, name('unit-edit'));
        await open(city, '/group/organizational/regulation/add', '[data-testid=unit-admin-phone]');
        await shot(city, name('unit-add'));
        // the city's region holds schools it does not supervise itself; its request to the first school waits
        await open(city, '/group/organizational/regulation/addGroup', '[data-testid=regulation-add-group]');
        await city.locator('[data-testid=regulation-add-group] .ant-tabs-tab').nth(1).click();
        await city.waitForSelector('[data-testid=regulation-candidate-table] .ant-table-row');
        await city.waitForTimeout(300);
        await shot(city, name('candidates'));
        await city.locator('[data-testid=regulation-add-group] .ant-tabs-tab').nth(2).click();
        await city.waitForSelector('[data-testid=regulation-request-table] .ant-table-row');
        await city.waitForTimeout(300);
        await shot(city, name('requests'));
        await city.context().close();
        const page = await (await newContext(browser, lang, viewport)).newPage();
        await loginAt(page, '13900000001');
        await page.waitForURL(/\/regulator\/index/);
        await open(page, '/group/organizational/regulation/superior', '[data-testid=superior]');
        await shot(page, name('superior'));
        await open(page, '/group/organizational/regulation/addGroup', '[data-testid=regulation-supervised-table] .ant-table-row');
        await shot(page, name('supervised'));
        await page
          .getByTestId('supervised-kind')
          .getByText(lang === 'zh' ? '集团' : 'Groups')
          .click();
        await page.waitForSelector('[data-testid=regulation-supervised-groups-table] .ant-table-row');
        await page.waitForTimeout(400);
        await shot(page, name('supervised-groups'));
        await open(page, '/group/organizational/regulation/permission', '[data-testid=regulation-permission-table] .ant-table-row');
        await shot(page, name('permission'));
        await page.context().close();
      }
    },
    120_000,
  );
});
