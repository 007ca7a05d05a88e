import { shot } from './browser.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { open, screenshotSuite, signedInPage } from './screenshot-kit.ts';

// `npm run screenshots`: the assessment standard and the nutrition assessment's four tabs.

screenshotSuite('nutrition assessment screenshots in Chromium', 'growth-nutrition', async ({ browser, lang, viewport, name }) => {
  const page = await signedInPage(browser, lang, viewport, ACCOUNTS.health, /\/desktop\/index/);
  await open(page, '/health/fitness/evaluation', '[data-testid=save-standard]');
  await shot(page, name('standard'));
  await open(page, '/health/fitness/nutrition', '[data-testid=health-nutrition-table] .ant-table-row');
  await shot(page, name('children'));
  await page.click('[data-testid=child-history]');
  await page.waitForSelector('.ant-drawer .ant-table-row');
  await shot(page, name('history'));
  await page.keyboard.press('Escape');
  for (const [n, what, ready] of [
    [1, 'age', '[data-testid=health-nutrition-age-table] .ant-table-row'],
    [2, 'year', '[data-testid=health-nutrition-year-table] .ant-table-row'],
    [3, 'compare', '[data-testid=health-nutrition-compare-table] .ant-table-row'],
  ] as const) {
    await page.locator('.ant-tabs-tab').nth(n).click();
    await page.waitForSelector(ready);
    await page.waitForTimeout(800);
    await shot(page, name(what));
  }
  await page.context().close();
});
