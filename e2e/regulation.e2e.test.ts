import { afterAll, describe, expect, it } from 'vitest';
import { postJson } from '../bench/server.ts';
import { baseUrl, hasChromium, sharedBrowser } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, institutionId } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

const CITY = '13900000003';
const SCHOOL2 = '阳光第二幼儿园';
const OUTSIDE = '启航幼儿园';
const MESSAGE = '市级督导：申请纳入日常监管';
const idOf = async (name: string) => Number((await query<{ id: number }>(`select id from institutions where name = $1`, [name]))[0].id);

describe.skipIf(!hasChromium)('a supervising authority in Chromium', () => {
  const browser = sharedBrowser();
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
