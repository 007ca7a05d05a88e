import { expect } from 'vitest';
import { shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { open, screenshotSuite, signedInPage } from './screenshot-kit.ts';

// `npm run screenshots`: the allergy and medical-history pages in zh and en, wide and narrow, none scrolling sideways.

screenshotSuite('allergy and medical history screenshots in Chromium', 'health-records', async ({ browser, lang, viewport, name }) => {
  const page = await signedInPage(browser, lang, viewport, ACCOUNTS.director1, /\/desktop\/index/);
  for (const [path, ready, what] of [
    ['/health/check/allergen', '[data-testid=health-allergy-table] .ant-table-row', 'allergy'],
    ['/health/check/history', '[data-testid=health-history-table] .ant-table-row', 'history'],
  ]) {
    await open(page, path, ready);
    await page.waitForSelector('svg');
    await shot(page, name(what));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} ${viewport.width}`).toBeLessThanOrEqual(0);
  }
  // the edit dialog of the first child with allergies
  await open(page, '/health/check/allergen', '[data-testid=health-allergy-table] .ant-table-row');
  await page.locator('[data-testid=health-allergy-table] [data-testid=edit]').first().click();
  await page.waitForSelector('[data-testid=allergy-items]');
  await page.waitForTimeout(300);
  await shot(page, name('allergy-dialog'));
  await page.keyboard.press('Escape');
  // the allergen catalogue and its add dialog (a food allergen: categories and words)
  await page.click('[data-testid=allergen-catalogue]');
  await page.waitForSelector('[data-testid=allergen-table] .ant-table-row');
  await page.waitForTimeout(300);
  await shot(page, name('allergens'));
  await page.click('[data-testid=add-allergen]');
  await page.waitForSelector('[data-testid=save]');
  await page.waitForTimeout(300);
  await shot(page, name('allergen-add'));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  // the catalogue tab
  await open(page, '/health/check/history', '[data-testid=health-history-table] .ant-table-row');
  await page.getByRole('tab', { name: /病史项目|Conditions/ }).click();
  await page.waitForSelector('[data-testid=condition-table] .ant-table-row');
  await shot(page, name('catalogue'));
  // a child's record with its health summary
  const [kid] = await query<{ id: number }>(
    `select sa.student_id as id from student_allergies sa join students st on st.school_id = sa.school_id and st.id = sa.student_id
      where st.status = 1 order by sa.school_id, sa.student_id limit 1`,
  );
  if (kid) {
    await open(page, `/garden/student/info?id=${kid.id}`, '[data-testid=health-records]');
    await shot(page, name('child'));
  }
  await page.context().close();
});
