import { expect } from 'vitest';
import { shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { open, screenshotSuite, signedInPage } from './screenshot-kit.ts';

// `npm run screenshots`: the approval pages in zh and en, wide and narrow, none scrolling sideways.

screenshotSuite('approval pages screenshots in Chromium', 'workflow', async ({ browser, lang, viewport, name }) => {
  const [vacation] = await query<{ id: number }>(`select id from workflow_processes where kind = 'vacation' order by id limit 1`);
  const [waiting] = await query<{ id: number }>(`select id from workflow_requests where status = 'waiting' order by id limit 1`);
  const page = await signedInPage(browser, lang, viewport, ACCOUNTS.director1, /\/desktop\/index/);
  for (const [path, ready, what] of [
    ['/workflow/workflow/index', '[data-testid=workflow-index-table] .ant-table-row', 'index'],
    [`/workflow/workflow/edit?id=${vacation.id}`, '[data-testid=step-0]', 'edit'],
    ['/workflow/approval/todo', '[data-testid=workflow-todo-table] .ant-table-row', 'todo'],
    [`/workflow/approval/detail?id=${waiting.id}`, '[data-testid=request-history]', 'detail'],
    ['/workflow/approval/submit', '[data-testid=process-choice]', 'submit'],
  ]) {
    await open(page, path, ready);
    await shot(page, name(what));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} ${viewport.width}`).toBeLessThanOrEqual(0);
  }
  await page.context().close();
});
