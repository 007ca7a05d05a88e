import { shot } from './browser.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { open, screenshotSuite, signedInPage } from './screenshot-kit.ts';

// `npm run screenshots`: the group's organisation, employee, department, role and own-profile pages
// in zh and en, wide and narrow, for a person to look at.

screenshotSuite('group organisation screenshots in Chromium', 'group-org', async ({ browser, lang, viewport, name }) => {
  const page = await signedInPage(browser, lang, viewport, ACCOUNTS.groupAdmin, /\/group\/system/);
  await open(page, '/group/system', '[data-testid=group-home-table] .ant-table-row');
  await shot(page, name('home'));
  await open(page, '/group/system/organization', '[data-testid=group-organization-table] .ant-table-row');
  await shot(page, name('organization'));
  await page
    .getByTestId('department-panel')
    .getByText(/^保健部/)
    .click();
  await page.waitForTimeout(500);
  await shot(page, name('organization-department'));
  await page.getByTestId('group-organization-table').getByTestId('row-edit').first().click();
  await page.getByTestId('staff-name').waitFor();
  await page.waitForTimeout(400);
  await shot(page, name('staff-edit'));
  await open(page, '/group/system/organization/edit', '[data-testid=department-name]');
  await shot(page, name('department-edit'));
  await open(page, '/group/system/role', '[data-testid=group-role-table] .ant-table-row');
  await page.getByTestId('role-choose').nth(1).click();
  await page.getByTestId('school-tree').waitFor();
  await page.waitForTimeout(400);
  await shot(page, name('role'));
  await open(page, '/group/system/staff/edit', '[data-testid=self-name]');
  await shot(page, name('self'));
  await page.context().close();
});
