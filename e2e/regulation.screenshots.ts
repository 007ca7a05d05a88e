import { shot } from './browser.ts';
import { query } from './db.ts';
import { open, screenshotSuite, signedInPage } from './screenshot-kit.ts';

// `npm run screenshots`: the authority console's pages and the regulator home in zh and en, wide and narrow.

const CITY = '13900000003';

screenshotSuite('authority console screenshots in Chromium', 'regulation', async ({ browser, lang, viewport, name }) => {
  const [district] = await query<{ id: number }>(`select id from institutions where name = '厦门市同安区教育局'`);
  const city = await signedInPage(browser, lang, viewport, CITY, /\/regulator\/index/);
  await open(city, '/regulator/index', '[data-testid=school-table] .ant-table-row');
  await shot(city, name('home'));
  await open(city, '/group/organizational/regulation/index', '[data-testid=regulation-index-table] .ant-table-row');
  await shot(city, name('units'));
  await open(city, `/group/organizational/regulation/edit?id=${district.id}`, '[data-testid=unit-name]');
  await shot(city, name('unit-edit'));
  await open(city, '/group/organizational/regulation/add', '[data-testid=unit-admin-phone]');
  await shot(city, name('unit-add'));
  // the city's region holds schools it does not supervise itself; its request to the first school waits
  await open(city, '/group/organizational/regulation/addGroup', '[data-testid=regulation-add-group]');
  await city.locator('[data-testid=regulation-add-group] .ant-tabs-tab').nth(1).click();
  await city.waitForSelector('[data-testid=regulation-candidate-table] .ant-table-row');
  await city.waitForTimeout(300);
  await shot(city, name('candidates'));
  await city.locator('[data-testid=regulation-add-group] .ant-tabs-tab').nth(2).click();
  await city.waitForSelector('[data-testid=regulation-request-table] .ant-table-row');
  await city.waitForTimeout(300);
  await shot(city, name('requests'));
  await city.context().close();
  const page = await signedInPage(browser, lang, viewport, '13900000001', /\/regulator\/index/);
  await open(page, '/group/organizational/regulation/superior', '[data-testid=superior]');
  await shot(page, name('superior'));
  await open(page, '/group/organizational/regulation/addGroup', '[data-testid=regulation-supervised-table] .ant-table-row');
  await shot(page, name('supervised'));
  await page
    .getByTestId('supervised-kind')
    .getByText(lang === 'zh' ? '集团' : 'Groups')
    .click();
  await page.waitForSelector('[data-testid=regulation-supervised-groups-table] .ant-table-row');
  await page.waitForTimeout(400);
  await shot(page, name('supervised-groups'));
  await open(page, '/group/organizational/regulation/permission', '[data-testid=regulation-permission-table] .ant-table-row');
  await shot(page, name('permission'));
  await page.context().close();
});
