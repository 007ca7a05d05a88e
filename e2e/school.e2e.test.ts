import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, goTo, type Lang } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

const SCHOOL = '童心幼儿园';
const RENAMED = '童心幼儿园（新园区）';
const WIDE = { width: 1440, height: 900 };

const tiles = (page: import('playwright-core').Page) => page.locator('[data-testid=module-tile]').allInnerTexts();

describe.skipIf(!hasChromium)('school set-up in Chromium', () => {
  const browser = sharedBrowser();
  afterAll(async () => {
    // the independent school as the other browser tests expect it
    await query(`update institutions set name = $1 where name = $2`, [SCHOOL, RENAMED]);
    await query(`update school_settings set modules_off = '{}' where school_id = (select id from institutions where name = $1)`, [SCHOOL]);
  });

  it('the director renames the school and the header shows the new name at once', async () => {
    const page = await signedIn(browser, ACCOUNTS.director4, { viewport: WIDE, at: '/system/system/garden' });
    const name = page.getByTestId('school-name');
    await expect.poll(() => name.inputValue()).toBe(SCHOOL);
    await name.fill(RENAMED);
    await page.getByTestId('save').click();
    await expect.poll(() => page.getByTestId('current-institution').innerText()).toBe(RENAMED);
    await expect.poll(() => page.title()).toContain(RENAMED);
    expect((await query<{ name: string }>(`select name from institutions where name = $1`, [RENAMED])).length).toBe(1);
    // a new sign-in reads it from the one source
    await page.reload();
    await expect.poll(() => page.getByTestId('current-institution').innerText()).toBe(RENAMED);
    await page.context().close();
  });

  it('switching garden off takes its entries out of the menu; on again, they are back', async () => {
    const page = await signedIn(browser, ACCOUNTS.director4, { viewport: WIDE });
    await page.waitForURL(/\/desktop\/index/);
    await page.waitForSelector('[data-testid=module-tile]');
    const before = await tiles(page);
    expect(before).toContain('幼儿管理');
    await page.goto(`${baseUrl()}/system/system/platform`);
    const toggle = page.getByTestId('module-garden');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await page.getByTestId('save').click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('平台设置已保存');
    await page.goto(`${baseUrl()}/desktop/index`);
    await page.waitForSelector('[data-testid=module-tile]');
    const after = await tiles(page);
    expect(after).not.toContain('幼儿管理');
    expect(after.length).toBeLessThan(before.length);
    // the page itself is no longer one of the session's routes
    await page.goto(`${baseUrl()}/garden/student/index`);
    await page.waitForSelector('[data-testid=no-access]');
    await page.goto(`${baseUrl()}/system/system/platform`);
    await page.getByTestId('module-garden').click();
    await page.getByTestId('save').click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('平台设置已保存');
    await page.goto(`${baseUrl()}/desktop/index`);
    await page.waitForSelector('[data-testid=module-tile]');
    expect(await tiles(page)).toContain('幼儿管理');
    await page.context().close();
  });

  it.each(['zh', 'en'] as Lang[])('shows the three pages in %s at 1440 and 360 px without sideways scrolling', async (lang) => {
    const page = await signedIn(browser, ACCOUNTS.director1, { lang, viewport: { width: 1440, height: 800 }, at: '/system/system/garden' });
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const p of ['garden', 'platform', 'supervise']) {
        await goTo(page, `/system/system/${p}`);
        await page.waitForSelector(`[data-testid=system-${p}] [data-testid=save], [data-testid=system-${p}] .ant-table`);
        await shot(page, `system-${p}-${lang}-${width}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${p} ${width}`).toBeLessThanOrEqual(0);
      }
    }
    await page.context().close();
  });
});
