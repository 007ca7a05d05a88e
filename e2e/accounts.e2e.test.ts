import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, goTo, type Lang, loginAt, newContext } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

const ACCOUNTS_TAB = '/system/system/account?tab=accounts';
/** Opens the accounts tab inside the running app (already there after signing in with `at`). */
const openAccounts = async (page: Page) => {
  await goTo(page, ACCOUNTS_TAB);
  await page.waitForSelector('[data-testid=accounts-table] .ant-table-row');
};

/** The row of one phone, found by the search form (its last four digits). */
async function searchPhone(page: Page, phone: string) {
  await page.fill('[data-field=accountMobile] input', phone.slice(-4));
  await page.getByRole('button', { name: /查\s*询|Search/ }).click();
  await expect.poll(() => page.locator('[data-testid=accounts-table] .ant-table-row').count()).toBe(1);
}

describe.skipIf(!hasChromium)('school accounts in Chromium', () => {
  const browser = sharedBrowser();
  afterAll(async () => {
    // the finance account as the other browser tests expect it
    await query(
      `delete from member_sign_in_blocks where member_id in
      (select m.id from members m join accounts a on a.id = m.account_id where a.phone = $1)`,
      [ACCOUNTS.finance],
    );
  });

  it("the director disables an account and that account's open session is refused on its next call", async () => {
    const member = await (await newContext(browser, 'zh', { width: 1440, height: 900 })).newPage();
    await loginAt(member, ACCOUNTS.finance);
    await member.waitForURL(/\/desktop\/index/);

    const director = await signedIn(browser, ACCOUNTS.director1, { viewport: { width: 1440, height: 900 }, at: ACCOUNTS_TAB });
    await openAccounts(director);
    await searchPhone(director, ACCOUNTS.finance);
    await director.getByTestId('row-disable').click();
    await director.getByTestId('confirm-ok').click();
    await expect.poll(() => director.locator('[data-testid=accounts-table] [data-testid=status-2]').count()).toBe(1);

    // the member's next call, made by the app as they open a module from the desktop, answers signed
    // out (the answers are read on their way to the page: it leaves at once, taking their bodies)
    const answers: string[] = [];
    await member.route('**/api/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      answers.push(body);
      await route.fulfill({ response, body });
    });
    await member.locator('[data-testid=module-tile]').first().click();
    await member.waitForURL(/\/login/);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => JSON.parse(a).code === 'gateway-0102')).toBe(true);
    await member.unroute('**/api/**');
    // and signing in again is refused
    await loginAt(member, ACCOUNTS.finance);
    await member.getByRole('alert').waitFor();
    expect(new URL(member.url()).pathname).toBe('/login');

    await director.getByTestId('row-enable').click();
    await director.getByTestId('confirm-ok').click();
    await expect.poll(() => director.locator('[data-testid=accounts-table] [data-testid=status-1]').count()).toBe(1);
    await member.context().close();
    await director.context().close();
  });

  it.each(['zh', 'en'] as Lang[])(
    'shows the accounts tab and a history drawer in %s at 1440 and 360 px without sideways scrolling',
    async (lang) => {
      const page = await signedIn(browser, ACCOUNTS.director1, { lang, viewport: { width: 1440, height: 800 }, at: ACCOUNTS_TAB });
      for (const width of [1440, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await openAccounts(page);
        await shot(page, `system-account-${lang}-${width}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.getByTestId('row-history').first().click();
        await page.waitForSelector('[data-testid=sign-in-history-table] .ant-table-row');
        await shot(page, `system-account-history-${lang}-${width}`);
        await page.keyboard.press('Escape');
        await page.getByTestId('add').click();
        await page.waitForSelector('.ant-modal [data-testid=save]');
        await shot(page, `system-account-add-${lang}-${width}`);
        await page.keyboard.press('Escape');
      }
      await page.context().close();
    },
  );
});
