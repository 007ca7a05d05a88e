import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, signedIn } from './pages-helpers.ts';

const ENTRY = '/health/examinations/morningExaminations/entry';

describe.skipIf(!hasChromium)('health check entry in Chromium', () => {
  const browser = sharedBrowser();

  it('the health teacher records a class’s morning check with two abnormal children; the class teacher sees it in the bell', async () => {
    // the teacher's first class in school 1, and two of its children with no abnormal check this morning
    const [clazz] = await query<{ id: number; schoolId: number }>(
      `select c.id, c.school_id as "schoolId" from member_class_ranges r join members m on m.institution_id = r.school_id and m.id = r.member_id
       join accounts a on a.id = m.account_id join classes c on c.school_id = r.school_id and c.id = r.class_id
       where a.phone = $1 order by c.sort, c.id limit 1`,
      [ACCOUNTS.teacher],
    );
    const kids = await query<{ id: number; name: string }>(
      `select st.id, st.name from students st where st.school_id = $1 and st.class_id = $2 and st.status = 1
       and not exists (select 1 from inspect_records r where r.school_id = st.school_id and r.student_id = st.id and r.slot = 1
         and r.day = (now() at time zone 'Asia/Shanghai')::date and r.result <> 'normal')
       order by st.student_no desc limit 2`,
      [clazz.schoolId, clazz.id],
    );

    const health = await signedIn(browser, ACCOUNTS.health);
    await health.waitForURL(/\/desktop\/index/);
    await health.goto(`${baseUrl()}${ENTRY}?classId=${clazz.id}&slot=1`);
    await health.getByTestId(`child-${kids[0].id}`).click();
    const temperature = health.getByTestId('temperature');
    await temperature.fill('382');
    await temperature.press('Enter');
    await expect.poll(() => health.getByTestId(`child-${kids[0].id}`).innerText()).toContain('异常');
    await health.getByTestId(`child-${kids[1].id}`).click();
    await health.getByTestId('finding-咳嗽').click();
    await health.getByTestId('save-abnormal').click();
    await expect.poll(() => health.getByTestId(`child-${kids[1].id}`).innerText()).toContain('异常');
    await health.getByTestId('all-normal').click();
    await health.getByTestId('confirm-ok').click();
    await expect
      .poll(async () => /已检 (\d+) \/ \1$/.test(await health.getByTestId('progress').innerText()), { timeout: 10_000 })
      .toBe(true);
    await shot(health, 'health-entry-done');

    const rows = await query<{ id: number; result: string; temperature: string | null }>(
      `select student_id as id, result, temperature::text from inspect_records where school_id = $1 and class_id = $2 and slot = 1
       and day = (now() at time zone 'Asia/Shanghai')::date and student_id = any($3::bigint[]) order by student_id`,
      [clazz.schoolId, clazz.id, kids.map((k) => k.id)],
    );
    expect(rows.map((r) => [r.id, r.result, r.temperature])).toEqual(
      expect.arrayContaining([
        [kids[0].id, 'abnormal', '38.2'],
        [kids[1].id, 'abnormal', null],
      ]),
    );
    await health.context().close();

    const teacher = await signedIn(browser, ACCOUNTS.teacher);
    await teacher.waitForURL(/\/desktop\/index/);
    await teacher.getByTestId('notice-bell').click();
    await teacher.getByTestId('bell-message').filter({ hasText: kids[0].name }).first().waitFor();
    await teacher.getByTestId('bell-message').filter({ hasText: kids[1].name }).first().waitFor();
    await teacher.context().close();
  }, 30_000);
});
