import { shot } from './browser.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { open, screenshotSuite, signedInPage } from './screenshot-kit.ts';

// `npm run screenshots`: the platform services' pages (messages, bell, jobs, audit trail, outbox)
// in zh and en, wide and narrow, for a person to look at.

screenshotSuite('platform services screenshots in Chromium', 'services', async ({ browser, lang, viewport, name }) => {
  const page = await signedInPage(browser, lang, viewport, ACCOUNTS.director1, /\/desktop\/index/);

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
  await page.context().close();
});
