import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../apps/server/src/db/pool.ts';
import { notify } from '../apps/server/src/platform/notices/notify.ts';
import { RecordingWechatTemplates } from '../apps/server/src/platform/notices/wechat-template-provider.ts';
import { RecordingSms } from '../apps/server/src/platform/sms/index.ts';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, goTo } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

/** Only what is shown: kept-alive list pages stay in the DOM, hidden. */
const shown = (selector: string) => `${selector} >> visible=true`;
// unique per run: the shared server's database outlives one run of this file
const NEW_NAME = `审计${Date.now() % 100_000}`;
// finance staff: no other browser test reads this account's messages
const PHONE = '13900000023';
/** One poll of the bell (30 s), passed on the page's own clock rather than waited out. */
const POLL_MS = 31_000;

const rowsOf = async (filePath: string) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(filePath);
  return wb.worksheets[0].actualRowCount - 1;
};

// The platform's services as people meet them: background jobs, the audit trail, the notices bell
describe.skipIf(!hasChromium)('jobs, audit and notices in Chromium', () => {
  const browser = sharedBrowser();
  let page: Page;
  let children = 0;
  beforeAll(async () => {
    page = await signedIn(browser, ACCOUNTS.director1);
    await page.waitForURL(/\/desktop\/index/);
    const [school] = await query<{ id: string }>(
      `select m.institution_id as id from members m join accounts a on a.id = m.account_id where a.phone = $1`,
      [ACCOUNTS.director1],
    );
    const [n] = await query<{ n: string }>('select count(*) as n from students where school_id = $1 and status = 1', [school.id]);
    children = Number(n.n);
  });

  it('exports a large child list as a job, shows its progress and saves the file when done', async () => {
    expect(children).toBeGreaterThan(100); // over the test server's EXPORT_JOB_ROWS
    await goTo(page, '/garden/student/index');
    await page.getByTestId('garden-student-table').locator('tbody tr.ant-table-row').first().waitFor();
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.click(shown('[data-testid=export]'))]);
    expect(file.suggestedFilename()).toBe('幼儿名单.xlsx');
    expect(await rowsOf(await file.path())).toBe(children);
  }, 90_000);

  it("downloads the finished export again from the job's entry on the jobs page", async () => {
    const [job] = await query<{ id: string }>(
      `select j.id from jobs j join accounts a on a.id = j.requested_by
      where a.phone = $1 and j.kind = 'garden.child-export' and j.state = 'done' and j.result_key is not null order by j.id desc limit 1`,
      [ACCOUNTS.director1],
    );
    await goTo(page, '/system/jobs');
    const download = page.getByTestId(`job-download-${job.id}`);
    await download.waitFor();
    await expect(page.getByTestId(`job-state-${job.id}`).textContent()).resolves.toBe('已完成');
    await shot(page, 'system-jobs');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('幼儿名单.xlsx');
    expect(await rowsOf(await file.path())).toBe(children);
  }, 60_000);

  it("shows the group administrator the group's jobs with the school's name", async () => {
    const group = await signedIn(browser, ACCOUNTS.groupAdmin);
    await group.waitForURL(/\/group\//);
    await group.getByTestId('group-jobs-link').click();
    await group.waitForURL(/\/group\/jobs/);
    await group.getByTestId('group-jobs-table').getByText('阳光第一幼儿园').first().waitFor();
    await shot(group, 'group-jobs');
    await group.context().close();
  }, 60_000);

  it("shows the director a change a colleague just made, side by side, in the record's history, and verifies the chain", async () => {
    // a child in the teacher's own classes
    const [child] = await query<{ id: number; name: string }>(
      `select s.id, s.name from students s join member_class_ranges r on r.school_id = s.school_id and r.class_id = s.class_id
       join members m on m.institution_id = r.school_id and m.id = r.member_id join accounts a on a.id = m.account_id
       where a.phone = $1 and s.status = 1 order by s.id limit 1`,
      [ACCOUNTS.teacher],
    );
    const teacher = await signedIn(browser, ACCOUNTS.teacher, { at: `/garden/student/edit?id=${child.id}` });
    await teacher.locator(shown('#name')).waitFor();
    await expect.poll(() => teacher.inputValue(shown('#name'))).toBe(child.name);
    await teacher.fill(shown('#name'), NEW_NAME);
    await teacher.click(shown('[data-testid=save]'));
    await teacher.waitForURL(/\/garden\/student\/(index|info)/);
    await teacher.context().close();

    const director = await signedIn(browser, ACCOUNTS.director1, { at: '/system/audit' });
    const table = director.getByTestId('system-audit-table');
    const row = table
      .locator('tr', { hasText: '修改' })
      .filter({ hasText: String(child.id) })
      .first();
    await row.waitFor();
    await row.click();
    const change = director.locator('[data-testid^=audit-change-]').first();
    await change.getByText(NEW_NAME).waitFor();
    await expect(change.getByText(child.name).count()).resolves.toBe(1);
    await expect(change.getByText('姓名/名称').count()).resolves.toBe(1);
    await shot(director, 'audit-page-change');

    await director.getByTestId('audit-verify').click();
    await director.getByTestId('audit-verify-result').waitFor();
    expect(await director.getByTestId('audit-verify-result').textContent()).toContain('日志链完整');
    await shot(director, 'audit-verify');

    await goTo(director, `/garden/student/info?id=${child.id}`);
    await director.getByTestId('record-history').click();
    await director.getByTestId('record-history-table').getByText('修改').first().waitFor();
    await shot(director, 'audit-child-history');
    await director.context().close();
  });

  it('raises the bell count when a message arrives and lowers it when the message is read', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 820 }, reducedMotion: 'reduce' });
    // the page's timers run on a clock the test can move on: the bell's 30 s poll is passed, not waited
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.fill('input[name=phone]', PHONE);
    await page.fill('input[name=password]', 'Kg@123456');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/desktop\/index/);
    const bell = page.getByTestId('notice-bell');
    await bell.waitFor();
    const count = async () => Number(await bell.getAttribute('data-count'));
    const [who] = await query<{ accountId: number; schoolId: number }>(
      `select a.id as "accountId", m.institution_id as "schoolId" from accounts a join members m on m.account_id = a.id where a.phone = $1`,
      [PHONE],
    );
    const [{ n: unread }] = await query<{ n: number }>(
      'select count(*)::int as n from notices where institution_id = $1 and account_id = $2 and read_at is null',
      [who.schoolId, who.accountId],
    );
    await expect.poll(count, { timeout: 15_000 }).toBe(unread);

    // another part of the system tells this person something, through the one server function
    const { pool, db } = createPool(inject('pgUrl'), 1);
    try {
      await notify(
        { db, sms: new RecordingSms(db), wechatTemplates: new RecordingWechatTemplates() },
        { schoolId: who.schoolId, accounts: [who.accountId] },
        { source: 'jobs', title: { zh: '账单已生成', en: 'Bills are ready' }, link: '/desktop/application' },
      );
    } finally {
      await pool.end();
    }
    // no reload: the bell's own poll picks it up once its interval has passed
    await page.clock.fastForward(POLL_MS);
    await expect.poll(count, { timeout: 15_000 }).toBe(unread + 1);
    await shot(page, 'notices-bell-count');

    await bell.click();
    const item = page.getByTestId('bell-message').filter({ hasText: '账单已生成' });
    await item.waitFor();
    await shot(page, 'notices-bell-open');
    await item.click();
    await page.waitForURL(/\/desktop\/application/);
    const [row] = await query<{ read: boolean }>(
      `select read_at is not null as read from notices where account_id = $1 and title_zh = '账单已生成'`,
      [who.accountId],
    );
    expect(row.read).toBe(true);
    // read: back on the desktop home the bell counts one less
    await page.goto(`${baseUrl()}/desktop/index`);
    await bell.waitFor();
    await expect.poll(count, { timeout: 15_000 }).toBe(unread);

    // the notices page: mark everything read, the bell goes to zero
    await goTo(page, '/system/notices');
    await page.getByTestId('system-notices-table').getByText('账单已生成').waitFor();
    await shot(page, 'notices-page');
    await page.getByTestId('notices-mark-all').click();
    await expect
      .poll(
        async () =>
          (
            await query<{ n: number }>('select count(*)::int as n from notices where account_id = $1 and read_at is null', [who.accountId])
          )[0].n,
      )
      .toBe(0);
    await page.goto(`${baseUrl()}/desktop/index`);
    await bell.waitFor();
    await expect.poll(count, { timeout: 15_000 }).toBe(0);
    await context.close();
  }, 120_000);
});
