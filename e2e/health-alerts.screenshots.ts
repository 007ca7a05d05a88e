import { expect } from 'vitest';
import { shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { open, screenshotSuite, signedInPage } from './screenshot-kit.ts';

// `npm run screenshots`: the outbreak alert and data centre pages in zh and en, wide and narrow, none scrolling sideways.

screenshotSuite('outbreak alert and data centre screenshots in Chromium', 'health-alerts', async ({ browser, lang, viewport, name }) => {
  const [last] = await query<{ day: string }>(`select max(day)::text as day from inspect_class_days where abnormal > 0`);
  const noSidewaysOn = async (p: typeof page, path: string) => {
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} ${viewport.width}`).toBeLessThanOrEqual(0);
  };
  const noSideways = (path: string) => noSidewaysOn(page, path);
  const page = await signedInPage(browser, lang, viewport, ACCOUNTS.director1, /\/desktop\/index/);
  for (const [path, ready, what] of [
    ['/health/alerts/index', '[data-testid=health-alerts-table] .ant-table-row', 'list'],
    [`/data/health/dailyCheck?day=${last.day}`, '[data-testid=daily-chart] svg', 'daily'],
    ['/data/health/monthlyCheck', '[data-testid=monthly-chart] svg', 'monthly'],
    ['/data/health/allergen', '[data-testid=allergen-chart] svg', 'allergen'],
  ]) {
    await open(page, path, ready);
    await shot(page, name(what));
    await noSideways(path);
  }
  await open(page, '/health/alerts/index', '[data-testid=health-alerts-table] .ant-table-row');
  await page.getByTestId('alert-open').first().click();
  await page.getByTestId('alert-children').locator('tbody tr').first().waitFor();
  await shot(page, name('detail'));
  await page.keyboard.press('Escape');
  await page.getByTestId('alert-rules').click();
  await page.waitForSelector('.ant-modal [data-testid=save]');
  await page.waitForTimeout(300);
  await shot(page, name('rules'));
  await page.context().close();

  const group = await signedInPage(browser, lang, viewport, ACCOUNTS.groupAdmin, /\/group/);
  await open(group, '/group/health/alerts', '[data-testid=group-health-alerts-table] .ant-table-row');
  await shot(group, name('group'));
  const drill = async (p: typeof group, what: string) => {
    await p.getByTestId('alert-open').first().click();
    await p.getByTestId('alert-children').locator('tbody tr').first().waitFor();
    await p.waitForTimeout(300);
    await shot(p, name(what));
    await noSidewaysOn(p, what);
  };
  await drill(group, 'group-detail');
  await group.context().close();
  const authority = await signedInPage(browser, lang, viewport, ACCOUNTS.regulator, /\/group|regulat/);
  await open(authority, '/group/organizational/health/alerts', '[data-testid=regulation-health-alerts-table] .ant-table-row');
  await shot(authority, name('authority'));
  await drill(authority, 'authority-detail');
  await authority.context().close();
});
