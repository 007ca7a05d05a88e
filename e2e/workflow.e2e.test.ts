import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

const PROCESS = '教职工休假（超3天园长审批）';
const WIDE = { width: 1440, height: 900 };

const status = (page: Page) => page.getByTestId('workflow-detail').getByTestId('request-status').first().innerText();
const option = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();

async function open(browser: ReturnType<typeof sharedBrowser>, phone: string): Promise<Page> {
  const page = await signedIn(browser, phone, { viewport: WIDE });
  await page.waitForURL(/\/desktop\/index/);
  return page;
}

/** The director's design: the health teacher approves every vacation, the director too past three days. */
async function design(director: Page, healthName: string) {
  await director.goto(`${baseUrl()}/workflow/workflow/edit`);
  await director.getByTestId('process-name').fill(PROCESS);
  await director.getByTestId('process-kind').locator('input').fill('vacation');
  await option(director, '(vacation)').click();
  await expect.poll(() => director.getByTestId('field-list').getByTestId('field-label').count()).toBeGreaterThan(3);

  await director.getByTestId('step-add').click();
  const first = director.getByTestId('step-0');
  await first.getByTestId('step-name').fill('保健医审核');
  await first.getByTestId('step-kind').click();
  await option(director, '指定成员').click();
  await first.getByTestId('step-approvers').locator('input').fill(healthName);
  await option(director, healthName).click();
  await director.keyboard.press('Escape');

  await director.getByTestId('step-add').click();
  const second = director.getByTestId('step-1');
  await second.getByTestId('step-name').fill('园长审批');
  await second.getByTestId('step-kind').click();
  await option(director, '园长').click();
  await second.getByTestId('step-condition-switch').click();
  await second.getByTestId('condition-field').click();
  await option(director, '休假天数').click();
  await second.getByTestId('condition-value').fill('3');
  await director.getByTestId('save').click();
  await director.waitForURL(/\/workflow\/workflow\/index/);
}

/** The last day of `days` calendar days from `from`, both ends counted (as the server counts a leave's days). */
const lastDay = (from: string, days: number) => new Date(Date.parse(from) + (days - 1) * 86_400_000).toISOString().slice(0, 10);

/** The request's value shown under `label` on its detail page. */
const shownValue = (page: Page, label: string) =>
  page
    .getByTestId('request-values')
    .locator('th.ant-descriptions-item-label', { hasText: label })
    .locator('xpath=following-sibling::td[1]')
    .innerText();

/**
 * The teacher asks for `days` days by picking dates spanning them (the days field is counted by
 * the server from the dates and cannot be typed); answers the new request's id once its detail
 * shows that count.
 */
async function submit(teacher: Page, from: string, days: number, reason: string): Promise<number> {
  const to = lastDay(from, days);
  await teacher.goto(`${baseUrl()}/workflow/approval/submit`);
  await teacher.getByTestId('process-choice').click();
  await option(teacher, PROCESS).click();
  await teacher.getByLabel('休假类型').click();
  await option(teacher, '年假').click();
  await teacher.getByPlaceholder('开始日期').fill(from);
  await teacher.keyboard.press('Enter');
  await teacher.getByPlaceholder('结束日期').fill(to);
  await teacher.keyboard.press('Enter');
  // the days are the server's to count: the field is shown disabled, saying so
  await expect.poll(() => teacher.getByLabel('休假天数').isDisabled()).toBe(true);
  await teacher.getByLabel('事由').fill(reason);
  await teacher.getByTestId('submit').click();
  await teacher.waitForURL(/\/workflow\/approval\/detail\?id=\d+/);
  await expect.poll(() => shownValue(teacher, '休假天数')).toBe(String(days));
  return Number(new URL(teacher.url()).searchParams.get('id'));
}

/** An approver opens the request from their waiting inbox (its row found by the start date the summary shows) and decides it. */
async function decide(page: Page, from: string, id: number, action: 'approve' | 'return', text: string) {
  await page.goto(`${baseUrl()}/workflow/approval/todo`);
  await page.getByTestId('workflow-todo-table').locator('tr', { hasText: from }).getByTestId('row-open').click();
  await page.waitForURL(new RegExp(`detail\\?id=${id}$`));
  await page.getByTestId(`action-${action}`).click();
  await page.getByTestId('decision-text').fill(text);
  await page.getByTestId('decision-ok').click();
}

const stepStates = (page: Page) => page.getByTestId('request-chain').innerText();

describe.skipIf(!hasChromium)('approvals in Chromium', () => {
  const browser = sharedBrowser();

  it('the director designs a vacation process with a condition; two days take one step, five days two; approvers decide from their inbox; a returned request is changed and resubmitted', async () => {
    const [health] = await query<{ name: string }>(
      `select m.real_name as name from members m join accounts a on a.id = m.account_id
       join members d on d.institution_id = m.institution_id join accounts da on da.id = d.account_id
       where a.phone = $1 and da.phone = $2`,
      [ACCOUNTS.health, ACCOUNTS.director1],
    );
    // the three sign in side by side
    const [director, teacher, nurse] = await Promise.all(
      [ACCOUNTS.director1, ACCOUNTS.teacher, ACCOUNTS.health].map((a) => open(browser, a)),
    );
    await design(director, health.name);
    await expect.poll(() => director.getByTestId('workflow-index').innerText()).toContain(PROCESS);

    const short = await submit(teacher, '2027-01-04', 2, '浏览器测试：两天年假');
    await expect.poll(() => stepStates(teacher)).toContain('园长审批 · 已跳过');
    const long = await submit(teacher, '2027-01-11', 5, '浏览器测试：五天年假');
    expect(await status(teacher)).toBe('审批中');

    await decide(nurse, '2027-01-04', short, 'approve', '同意');
    await expect.poll(() => status(nurse)).toBe('已通过');
    await decide(nurse, '2027-01-11', long, 'return', '请写明工作交接安排');
    await expect.poll(() => status(nurse)).toBe('已退回');

    // the teacher changes the returned request and sends it again
    await teacher.goto(`${baseUrl()}/workflow/approval/detail?id=${long}`);
    await teacher.getByTestId('action-resubmit').click();
    await teacher.getByLabel('事由').fill('浏览器测试：五天年假，工作交由李老师');
    await teacher.getByTestId('submit').click();
    await teacher.waitForURL(new RegExp(`detail\\?id=${long}$`));
    await expect.poll(() => status(teacher)).toBe('审批中');

    await decide(nurse, '2027-01-11', long, 'approve', '同意');
    await expect.poll(() => nurse.getByTestId('workflow-detail').innerText()).toContain('园长审批');
    await decide(director, '2027-01-11', long, 'approve', '注意交接');
    await expect.poll(() => status(director)).toBe('已通过');

    await teacher.reload();
    await expect.poll(() => status(teacher)).toBe('已通过');
    const history = await teacher.getByTestId('history-entry').allInnerTexts();
    expect(history).toEqual([
      expect.stringContaining('提交申请'),
      expect.stringMatching(/退回 · 保健医审核\n请写明工作交接安排/),
      expect.stringContaining('修改后重新提交'),
      expect.stringMatching(/同意 · 保健医审核/),
      expect.stringMatching(/同意 · 园长审批\n注意交接/),
    ]);
    for (const p of [director, teacher, nurse]) await p.context().close();
  }, 120_000); // three people and a dozen steps: over a minute on a busy 2-core machine
});
