import { describe, expect, it } from 'vitest';
import { simulateMorning } from '../apps/server/src/modules/attendance/ledger/simulator.ts';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

const TODAY = `(now() at time zone 'Asia/Shanghai')::date`;

/** The teacher's first class, its school, and the latest school day before today the demo closed for it. */
async function teachersClass() {
  const [row] = await query<{ classId: number; schoolId: number; day: string }>(
    `select c.id as "classId", c.school_id as "schoolId",
            (select max(d.day)::text from attendance_class_days d
              where d.school_id = c.school_id and d.class_id = c.id and d.school_day and d.day < ${TODAY}) as day
       from member_class_ranges r join members m on m.institution_id = r.school_id and m.id = r.member_id
       join accounts a on a.id = m.account_id join classes c on c.school_id = r.school_id and c.id = r.class_id
      where a.phone = $1 order by c.sort, c.id limit 1`,
    [ACCOUNTS.teacher],
  );
  return row;
}

describe.skipIf(!hasChromium)("children's attendance in Chromium", () => {
  const browser = sharedBrowser();

  it('a simulated morning goes through the signed intake; the class teacher marks a child sick; the director reads the month and the refused pickup', async () => {
    const clazz = await teachersClass();
    expect(clazz.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // the director's session drives the simulator, as `npm run simulate:devices` does with the demo's director
    const director = await signedIn(browser, ACCOUNTS.director1);
    await director.waitForURL(/\/desktop\/index/);
    const token = await director.evaluate(() => (JSON.parse(localStorage.getItem('kg.session') ?? '{}') as { token: string }).token);
    const report = await simulateMorning({ base: baseUrl(), token, schoolId: clazz.schoolId, children: 30, minutes: 40, speed: 1_000_000 });
    expect(report.failed).toBe(0);
    expect(report.accepted + report.refused + report.duplicate).toBe(report.sent);
    expect(report.duplicate).toBe(report.resent);
    expect(report.reasons['unknown-picker']).toBe(1);
    const [stored] = await query<{ n: number }>(
      `select count(*)::int as n from attendance_events where device_id = any($1::bigint[]) and device_event_id like 'sim-%'
          and received_at > now() - interval '10 minutes'`,
      [report.deviceIds],
    );
    expect(stored.n).toBeGreaterThanOrEqual(report.accepted + report.refused);

    // the class teacher's register of the last school day: one child absent there is marked sick with a symptom
    const teacher = await signedIn(browser, ACCOUNTS.teacher, {
      at: `/attendance/student/account?classId=${clazz.classId}&day=${clazz.day}`,
    });
    const table = teacher.getByTestId('register-table');
    await table.locator('tr.ant-table-row').first().waitFor();
    // an absent child if the day had one, else any child not already sick: the teacher's mark is the day's latest word
    const absent = table.locator('tr.ant-table-row', { has: teacher.locator('[data-testid="state-absent"]') });
    const row = (await absent.count()) ? absent.first() : table.locator('tr.ant-table-row:not(:has([data-testid="state-sick"]))').first();
    const name = (await row.locator('td').first().innerText()).trim();
    await row.getByTestId('row-mark').click();
    await teacher.getByRole('dialog').getByText('病假', { exact: true }).click();
    await teacher.getByLabel('症状').click();
    await teacher.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await teacher.keyboard.press('Escape');
    await teacher.getByLabel('原因').fill('浏览器测试：发热，家长来电');
    await teacher.getByTestId('save').click();
    await expect
      .poll(() => table.locator('tr.ant-table-row', { hasText: name }).locator('[data-testid="state-sick"]').count(), { timeout: 10_000 })
      .toBe(1);
    await shot(teacher, 'attendance-register-marked');
    const [day] = await query<{ status: string; marked: boolean; symptomGroup: string | null }>(
      `select d.status, d.marked, d.symptom_group as "symptomGroup" from attendance_child_days d join students s
          on s.school_id = d.school_id and s.id = d.student_id
        where d.school_id = $1 and s.class_id = $2 and s.name = $3 and d.day = $4::date`,
      [clazz.schoolId, clazz.classId, name, clazz.day],
    );
    expect(day).toMatchObject({ status: 'sick', marked: true });
    expect(day.symptomGroup).not.toBeNull();
    await teacher.context().close();

    // the director's monthly report of the class counts that sick day
    await director.goto(`${baseUrl()}/attendance/student/monthlyReport?clazzId=${clazz.classId}&month=${clazz.day.slice(0, 7)}`);
    const grid = director.getByTestId('attendance-month-grid');
    await grid.locator('[data-testid="cell-sick"]').first().waitFor();
    await shot(director, 'attendance-monthly-report');

    // the stranger's attempt of the morning is refused and shown on the pickup page
    await director.goto(`${baseUrl()}/attendance/student/pickup`);
    await expect
      .poll(() => director.getByTestId('pickup-refusals').locator('tr.ant-table-row').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await shot(director, 'attendance-pickup-refused');
    await director.context().close();
  }, 60_000);
});
