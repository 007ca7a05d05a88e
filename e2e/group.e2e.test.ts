import { afterAll, describe, expect, it } from 'vitest';
import { postJson } from '../bench/server.ts';
import { baseUrl, hasChromium, sharedBrowser } from './browser.ts';
import { lastSmsCode, query } from './db.ts';
import { ACCOUNTS, institutionId, loginAt, newContext } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

/** The group's demo health supervisor: scoped to the first school, a role reading health pages and children. */
const HEALTH_SUPERVISOR = '13900000041';
const CITY = '13900000003';
const SCHOOL2 = '阳光第二幼儿园';
const OUTSIDE = '启航幼儿园';
const MESSAGE = '市级督导：申请纳入日常监管';
const idOf = async (name: string) => Number((await query<{ id: number }>(`select id from institutions where name = $1`, [name]))[0].id);

// The group and the supervising authority, one browser for the file: a group administrator
// creates a school, a scoped employee reads one, a city authority asks a school to be supervised.
describe.skipIf(!hasChromium)('groups and authorities in Chromium', () => {
  const browser = sharedBrowser();
  afterAll(async () => {
    await query(`delete from supervision_requests where message = $1`, [MESSAGE]);
  });

  it('the group administrator creates a school with its director, who signs in with the texted password to an empty school with default grades', async () => {
    // a name and phone of this run only: the e2e database outlives the file
    const stamp = String(Date.now()).slice(-6);
    const [name, phone] = [`启明星幼儿园${stamp}`, `13791${stamp.padStart(6, '0')}`];
    const admin = await (await newContext(browser, 'zh', { width: 1440, height: 900 })).newPage();
    await loginAt(admin, ACCOUNTS.groupAdmin);
    await admin.waitForURL(/\/group\/system/);
    await admin.getByTestId('school-add').click();
    await admin.getByTestId('school-name').fill(name);
    await admin.getByTestId('director-name').fill('林园长');
    await admin.getByLabel('园长手机号').fill(phone);
    await admin.getByTestId('save').click();
    await admin.waitForURL(/\/group\/system\/school\/detail\?id=\d+/);
    await admin.getByTestId('group-school-detail').getByText(name).waitFor();
    await admin.context().close();

    const [sms] = await query<{ content: string }>('select content from sms_messages where phone = $1 order by id desc limit 1', [phone]);
    const password = /初始密码 (\S+)，/.exec(sms.content)?.[1];
    expect(password).toBeTruthy();

    // the first sign-in must replace the texted password (by a code to the same phone)
    const director = await (await newContext(browser, 'zh', { width: 1440, height: 900 })).newPage();
    await loginAt(director, phone, password);
    await director.waitForURL(/\/desktop\/reset-password-guide$/);
    await director.waitForFunction((p) => (document.querySelector('input[name=phone]') as HTMLInputElement | null)?.value === p, phone);
    await director.click('[data-testid=send-code]');
    await director.getByText(/\d+ 秒后重发/).waitFor();
    await director.fill('input[name=code]', await lastSmsCode(phone));
    await director.fill('input[name=password]', 'Qiming2026ok');
    await director.fill('input[name=confirmPassword]', 'Qiming2026ok');
    await director.click('button[type=submit]');
    await director.waitForURL(/\/login/);
    await loginAt(director, phone, 'Qiming2026ok');
    await director.waitForURL(/\/desktop\/index\?schoolId=\d+$/);
    await director.goto(`${baseUrl()}/garden/base/grade`);
    const grades = director.getByTestId('garden-grade-table');
    for (const g of ['小班', '中班', '大班']) await grades.getByText(g, { exact: true }).first().waitFor();
    expect(await grades.locator('.ant-table-row').count()).toBe(3);
    const [counts] = await query<{ children: number; classes: number }>(
      `select (select count(*) from students s join institutions i on i.id = s.school_id where i.name = $1)::int as children,
        (select count(*) from classes c join institutions i on i.id = c.school_id where i.name = $1)::int as classes`,
      [name],
    );
    expect(counts).toEqual({ children: 0, classes: 0 });
    await director.context().close();
  });

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

  afterAll(async () => {
    await query(`delete from supervision_requests where message = $1`, [MESSAGE]);
  });

  it("the city sees its district's schools, enters one read-only, cannot enter one outside its tree, and asks a director to supervise", async () => {
    const city = await signedIn(browser, CITY);
    await city.waitForURL(/\/regulator\/index$/);
    const row = city.getByTestId('school-table').locator('tr', { hasText: SCHOOL2 });
    await expect.poll(() => row.innerText()).toContain('厦门市同安区教育局'); // the school's unit
    const [visit] = await Promise.all([city.context().waitForEvent('page'), row.getByTestId('enter-school').click()]);
    await visit.waitForURL(/\/desktop\/index\?schoolId=\d+$/, { timeout: 15_000 });
    expect(await institutionId(visit)).toBe(await idOf(SCHOOL2));
    await visit.close();

    // a school outside the city's tree: no entry code, whatever the page offers
    const token = await city.evaluate(() => JSON.parse(localStorage.getItem('kg.session') ?? '{}').token as string);
    const refused = await postJson(baseUrl(), '/api/iam/v1/web-oauth/common/auth-code', { schoolId: await idOf(OUTSIDE) }, token);
    expect(refused.code).toBe('common-0405');

    // the console: find the school among those of its region it does not supervise itself, and ask
    await city.getByTestId('console-links').getByRole('button').nth(2).click();
    await city.waitForURL(/\/regulation\/addGroup$/);
    await city.locator('[data-testid=regulation-add-group] .ant-tabs-tab').nth(1).click();
    await city.getByPlaceholder('按名称搜索').fill(SCHOOL2);
    await city.getByPlaceholder('按名称搜索').press('Enter');
    const candidate = city.getByTestId('regulation-candidate-table').locator('tr', { hasText: SCHOOL2 });
    await candidate.getByTestId('request').click();
    await city.getByTestId('request-message').fill(MESSAGE);
    await city.getByTestId('send-request').click();
    await candidate.getByText('待处理').waitFor();

    const director = await signedIn(browser, ACCOUNTS.director2, { at: '/system/system/supervise' });
    const request = director.getByTestId('system-supervise-table').locator('tr', { hasText: MESSAGE });
    await expect.poll(() => request.innerText()).toContain('厦门市教育局');
    await city.context().close();
    await director.context().close();
  }, 30_000);
});
