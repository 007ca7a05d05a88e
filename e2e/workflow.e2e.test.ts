import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, loginAt, newContext } from './pages-helpers.ts';

async function signIn(page: Page, phone: string) {
  await loginAt(page, phone);
  await page.waitForURL(/\/desktop\/index/);
}

const status = (page: Page) => page.getByTestId('workflow-detail').getByTestId('request-status').first().innerText();

describe.skipIf(!hasChromium)('approvals in Chromium', () => {
  const browser = sharedBrowser();

  it('a teacher submits overtime, the director decides it from the inbox, the teacher sees the history and resubmits a returned request', async () => {
    const teacher = await (await newContext(browser, 'zh', { width: 1440, height: 900 })).newPage();
    await signIn(teacher, ACCOUNTS.teacher);
    await teacher.goto(`${baseUrl()}/workflow/approval/submit`);
    await teacher.getByTestId('process-choice').click();
    await teacher.locator('.ant-select-item-option', { hasText: '加班申请' }).click();
    await teacher.getByLabel('加班日期').fill('2026-12-08');
    await teacher.keyboard.press('Enter');
    await teacher.getByLabel('加班时长(小时)').fill('2.5');
    await teacher.getByLabel('加班事由').fill('浏览器测试：布置圣诞环创');
    await teacher.getByTestId('submit').click();
    await teacher.waitForURL(/\/workflow\/approval\/detail\?id=\d+/);
    const id = Number(new URL(teacher.url()).searchParams.get('id'));
    expect(await status(teacher)).toBe('审批中');

    const director = await (await newContext(browser, 'zh', { width: 1440, height: 900 })).newPage();
    await signIn(director, ACCOUNTS.director1);
    await director.goto(`${baseUrl()}/workflow/approval/todo`);
    await director.getByTestId('workflow-todo-table').locator('tr', { hasText: '布置圣诞环创' }).getByTestId('row-open').click();
    await director.waitForURL(new RegExp(`detail\\?id=${id}$`));
    await director.getByTestId('action-approve').click();
    await director.getByTestId('decision-text').fill('同意');
    await director.getByTestId('decision-ok').click();
    await expect.poll(() => status(director)).toBe('已通过');

    await teacher.reload();
    await expect.poll(() => status(teacher)).toBe('已通过');
    const history = await teacher.getByTestId('history-entry').allInnerTexts();
    expect(history).toEqual([expect.stringContaining('提交申请'), expect.stringMatching(/同意 · 园长审批\n同意\n/)]);

    // a request returned to the teacher opens with its values, changed and sent again
    const [returned] = await query<{ id: number }>(
      `select r.id from workflow_requests r join workflow_processes p on p.id = r.process_id where r.status = 'returned' and p.kind = 'leave' order by r.id limit 1`,
    );
    await teacher.goto(`${baseUrl()}/workflow/approval/detail?id=${returned.id}`);
    await teacher.getByTestId('action-resubmit').click();
    await teacher.getByLabel('请假原因').fill('发烧，已补充医院证明');
    await teacher.getByTestId('submit').click();
    await teacher.waitForURL(new RegExp(`detail\\?id=${returned.id}$`));
    await expect.poll(() => status(teacher)).toBe('审批中');
    await expect.poll(() => teacher.getByTestId('request-values').innerText()).toContain('已补充医院证明');
    await teacher.context().close();
    await director.context().close();
  });
});
