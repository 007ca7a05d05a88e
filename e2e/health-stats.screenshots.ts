import { expect } from 'vitest';
import { shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { open, screenshotSuite, signedInPage } from './screenshot-kit.ts';

// `npm run screenshots`: the inspection records and temperature pages in zh and en, wide and narrow.

screenshotSuite(
  'daily health records and temperatures screenshots in Chromium',
  'health-stats',
  async ({ browser, lang, viewport, name }) => {
    const [kid] = await query<{ id: number; month: string }>(
      `select student_id as id, to_char(max(day), 'YYYY-MM') as month from inspect_records group by student_id order by count(*) desc limit 1`,
    );
    const page = await signedInPage(browser, lang, viewport, ACCOUNTS.director1, /\/desktop\/index/);
    const pages: [string, string, string][] = [
      ['/health/examinations/morningExaminations/index', '[data-testid=health-inspect-daily-table]', 'daily'],
      ['/health/examinations/morningExaminations/monthRecord', '[data-testid=health-inspect-month-table] .ant-table-row', 'month'],
      ['/health/temperature/child', '[data-testid=health-temperature-child-table]', 'child'],
      ['/health/temperature/teacher', '[data-testid=health-temperature-teacher-table] .ant-table-row', 'teacher'],
    ];
    if (kid)
      pages.push([
        `/health/examinations/morningExaminations/monthRecord/student?studentId=${kid.id}&month=${kid.month}`,
        // the month's temperature trend is drawn above the table
        '[data-testid=student-month-trend] svg',
        'student',
      ]);
    for (const [path, ready, what] of pages) {
      await open(page, path, ready);
      await shot(page, name(what));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} ${viewport.width}`).toBeLessThanOrEqual(0);
    }
    await open(page, '/health/temperature/teacher', '[data-testid=health-temperature-teacher-table] .ant-table-row');
    await page.click('[data-testid=row-name]');
    await page.waitForSelector('[data-testid=temperature-trend] svg');
    await page.waitForTimeout(600);
    await shot(page, name('teacher-trend'));
    await page.keyboard.press('Escape');
    await page.click('[data-testid=record-temperature]');
    await page.waitForSelector('[data-testid=temperature-input]');
    await shot(page, name('teacher-record'));
    await page.context().close();
  },
);
