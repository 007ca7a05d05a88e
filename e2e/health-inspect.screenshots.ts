import { expect } from 'vitest';
import { shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { open, screenshotSuite, signedInPage } from './screenshot-kit.ts';

// `npm run screenshots`: the check entry, items and slots pages in zh and en, wide and narrow, none scrolling sideways.

screenshotSuite('check entry, items and slots screenshots in Chromium', 'health-inspect', async ({ browser, lang, viewport, name }) => {
  const [clazz] = await query<{ id: number }>(
    `select c.id from classes c join institutions i on i.id = c.school_id where i.name = '阳光第一幼儿园' order by c.sort, c.id limit 1`,
  );
  const page = await signedInPage(browser, lang, viewport, ACCOUNTS.health, /\/desktop\/index/);
  for (const [path, ready, what] of [
    [`/health/examinations/morningExaminations/entry?classId=${clazz.id}&slot=1`, '[data-testid=inspect-roster]', 'entry'],
    ['/health/examinations/examinations/index', '[data-testid=health-inspect-items-table] .ant-table-row', 'items'],
    ['/health/examinations/examinations/conf', '[data-testid=slot-1]', 'conf'],
  ]) {
    await open(page, path, ready);
    await shot(page, name(what));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} ${viewport.width}`).toBeLessThanOrEqual(0);
  }
  // a child chosen: the side panel wide, the bottom sheet on a phone
  await open(page, `/health/examinations/morningExaminations/entry?classId=${clazz.id}&slot=1`, '[data-testid=inspect-roster]');
  await page.locator('[data-testid^=child-]').nth(2).click();
  await page.getByTestId('inspect-panel').waitFor();
  await page.waitForTimeout(300);
  await shot(page, name('entry-chosen'));
  await open(page, '/health/examinations/examinations/index', '[data-testid=health-inspect-items-table] .ant-table-row');
  await page.getByTestId('row-edit').nth(1).click();
  await page.waitForSelector('[data-testid=item-form]');
  await page.waitForTimeout(300);
  await shot(page, name('item-dialog'));
  await page.context().close();
});
