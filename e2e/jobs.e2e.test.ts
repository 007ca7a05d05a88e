import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

/** Only what is shown: kept-alive list pages stay in the DOM, hidden. */
const shown = (selector: string) => `${selector} >> visible=true`;

const rowsOf = async (filePath: string) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(filePath);
  return wb.worksheets[0].actualRowCount - 1;
};

describe.skipIf(!hasChromium)('background jobs in Chromium', () => {
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
    await page.goto(`${baseUrl()}/garden/student/index`);
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
    await page.goto(`${baseUrl()}/system/jobs`);
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
});
