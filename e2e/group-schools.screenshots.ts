import { shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { open, screenshotSuite, signedInPage } from './screenshot-kit.ts';

// `npm run screenshots`: the group home and its school pages in zh and en, wide and narrow.

screenshotSuite('group schools screenshots in Chromium', 'group', async ({ browser, lang, viewport, name }) => {
  const [school] = await query<{ id: number }>(`select id from institutions where name = '阳光第一幼儿园'`);
  const page = await signedInPage(browser, lang, viewport, ACCOUNTS.groupAdmin, /\/group\/system/);
  await open(page, '/group/system', '[data-testid=group-home-table] .ant-table-row');
  await shot(page, name('home'));
  await open(page, '/group/system/school/add', '[data-testid=school-name]');
  await shot(page, name('school-add'));
  await open(page, `/group/system/school/detail?id=${school.id}`, '[data-testid=group-school-detail]');
  await shot(page, name('school-detail'));
  await open(page, `/group/system/school/edit?id=${school.id}`, '[data-testid=school-name]');
  await shot(page, name('school-edit'));
  await page.context().close();
});
