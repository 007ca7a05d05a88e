import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser } from './browser.ts';
import { query } from './db.ts';
import { institutionId, loginAt, newContext } from './pages-helpers.ts';

/** The group's demo health supervisor: scoped to the first school, a role reading health pages and children. */
const HEALTH_SUPERVISOR = '13900000041';

describe.skipIf(!hasChromium)('a group employee entering a school in Chromium', () => {
  const browser = sharedBrowser();

  it('the read-only health supervisor enters the one school of their scope and reads its children but cannot change them', async () => {
    const page = await (await newContext(browser, 'zh', { width: 1440, height: 900 })).newPage();
    await loginAt(page, HEALTH_SUPERVISOR);
    await page.waitForURL(/\/group\/system/);
    const rows = page.getByTestId('group-home-table').locator('.ant-table-row');
    await rows.first().waitFor();
    // the home lists only the schools of the employee's scope
    expect(await rows.count()).toBe(1);
    await rows.first().getByText('阳光第一幼儿园').waitFor();
    await rows.first().getByTestId('row-enter').click();
    await page.waitForURL(/\/desktop\/index\?schoolId=\d+$/);
    const [school] = await query<{ id: number }>("select id from institutions where name = '阳光第一幼儿园'");
    expect(await institutionId(page)).toBe(Number(school.id));

    await page.goto(`${baseUrl()}/garden/student/index`);
    const table = page.getByTestId('garden-student-table');
    await table.locator('.ant-table-row').first().waitFor();
    // reading, never changing: no add, import or batch actions, and the add form is not reachable
    for (const id of ['add', 'import', 'batch-delete']) expect(await page.getByTestId('garden-student').getByTestId(id).count()).toBe(0);
    await page.goto(`${baseUrl()}/garden/student/add`);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('student-form').count()).toBe(0);
    await page.context().close();
  });
});
