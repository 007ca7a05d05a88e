import { shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { open, screenshotSuite, signedInPage } from './screenshot-kit.ts';

// `npm run screenshots`: exam plans with their progress, the plan form, the record sheet.

screenshotSuite('exam plan and record screenshots in Chromium', 'health-exams', async ({ browser, lang, viewport, name }) => {
  const page = await signedInPage(browser, lang, viewport, ACCOUNTS.health, /\/desktop\/index/);
  await open(page, '/health/fitness/examinationPlan/index', '[data-testid=exam-plan-table] .ant-table-row');
  await shot(page, name('plans'));
  await open(page, '/health/fitness/examinationPlan/add', '[data-testid=plan-items]');
  await shot(page, name('add'));
  const [plan] = await query<{ id: number }>('select id from exam_plans order by school_id, starts_on desc, id desc limit 1');
  await open(page, `/health/fitness/examinationPlan/edit?id=${plan.id}`, '[data-testid=health-exam-plan-edit] [data-testid=plan-name]');
  await shot(page, name('edit'));
  await open(page, `/health/fitness/examinationRecord?planId=${plan.id}`, '[data-testid=exam-record-grid] .ant-table-row');
  await shot(page, name('records'));
  await page.context().close();
});
