import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS, type Lang } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

const ENTRY = '/health/examinations/morningExaminations/entry';
const TODAY = `(now() at time zone 'Asia/Shanghai')::date`;

describe.skipIf(!hasChromium)('health checks and outbreak alerts in Chromium', () => {
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
         and r.day = ${TODAY} and r.result <> 'normal')
       order by st.student_no desc limit 2`,
      [clazz.schoolId, clazz.id],
    );

    const health = await signedIn(browser, ACCOUNTS.health, { at: `${ENTRY}?classId=${clazz.id}&slot=1` });
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
       and day = ${TODAY} and student_id = any($3::bigint[]) order by student_id`,
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

  /** A class of the health teacher's school and its children at school, for the phone case. */
  async function classWithChildren() {
    const [clazz] = await query<{ id: number; schoolId: number }>(
      `select c.id, c.school_id as "schoolId" from classes c
       where c.school_id = (select m.institution_id from members m join accounts a on a.id = m.account_id where a.phone = $1
         order by m.institution_id limit 1)
       -- the fullest class: other browser tests may add empty ones
       order by (select count(*) from students s where s.school_id = c.school_id and s.class_id = c.id and s.status = 1) desc, c.id desc
       limit 1`,
      [ACCOUNTS.health],
    );
    const kids = await query<{ id: number }>(
      `select id from students where school_id = $1 and class_id = $2 and status = 1 order by student_no nulls last, id`,
      [clazz.schoolId, clazz.id],
    );
    return { clazz, kids };
  }

  const entryAt = (lang: Lang, width: number, height: number, at: string) =>
    signedIn(browser, ACCOUNTS.health, { lang, viewport: { width, height }, at });

  it('on a 360 px phone the chosen child is a bottom sheet that leaves the roster in sight; Alt+N saves from the temperature box', async () => {
    const { clazz, kids } = await classWithChildren();
    const page = await entryAt('zh', 360, 740, `${ENTRY}?classId=${clazz.id}&slot=3`);
    const tile = page.getByTestId(`child-${kids[4].id}`);
    await tile.click();
    const sheet = page.locator('.inspect-sheet .ant-drawer-section');
    await sheet.waitFor();
    const box = (await sheet.boundingBox())!;
    // a sheet at the bottom, on its own background, under half the screen and a bit more
    expect(Math.round(box.y + box.height)).toBe(740);
    expect(box.height).toBeLessThan(740 * 0.6);
    expect(await sheet.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    // the tile it was opened from stays in sight above it, and another tile can be tapped
    const tileBox = (await tile.boundingBox())!;
    expect(tileBox.y + tileBox.height).toBeLessThanOrEqual(box.y);
    expect(tileBox.y).toBeGreaterThanOrEqual(0);
    await page.getByTestId(`child-${kids[5].id}`).click();
    await expect.poll(() => page.getByTestId(`child-${kids[5].id}`).getAttribute('aria-selected')).toBe('true');
    // a temperature typed, then Alt+N from the box saves this child normal with it
    const temperature = page.getByTestId('temperature');
    await temperature.fill('365');
    await temperature.press('Alt+KeyN');
    await expect.poll(() => page.getByTestId(`child-${kids[5].id}`).innerText()).toContain('正常');
    const [row] = await query<{ result: string; temperature: string }>(
      `select result, temperature::text from inspect_records where school_id = $1 and student_id = $2 and slot = 3
       and day = ${TODAY}`,
      [clazz.schoolId, kids[5].id],
    );
    expect(row).toEqual({ result: 'normal', temperature: '36.5' });
    await page.context().close();
  }, 30_000);

  it('the data centre shows the day; three fevers in a class raise an alert the director acknowledges', async () => {
    // a class of school 1 without a live fever alert, and three of its children with no abnormal morning check today
    const [clazz] = await query<{ id: number; name: string; schoolId: number }>(
      `select c.id, c.name, c.school_id as "schoolId" from classes c join institutions i on i.id = c.school_id
       join members m on m.institution_id = i.id join accounts a on a.id = m.account_id and a.phone = $1
       where c.status = 1 and not exists (select 1 from health_alerts h where h.school_id = c.school_id and h.class_id = c.id
         and h.symptom_group = 'fever' and h.state <> 'closed')
         and (select count(*) from students s where s.school_id = c.school_id and s.class_id = c.id and s.status = 1) >= 6
       order by c.id desc limit 1`,
      [ACCOUNTS.director1],
    );
    const kids = await query<{ id: number }>(
      `select st.id from students st where st.school_id = $1 and st.class_id = $2 and st.status = 1
       and not exists (select 1 from inspect_records r where r.school_id = st.school_id and r.student_id = st.id and r.slot = 1
         and r.day = ${TODAY} and r.result <> 'normal') order by st.id limit 3`,
      [clazz.schoolId, clazz.id],
    );

    const director = await signedIn(browser, ACCOUNTS.director1, { at: '/data/health/dailyCheck' });
    await director.getByTestId('class-figures').getByText(clazz.name, { exact: true }).waitFor();
    await expect.poll(() => director.getByTestId('figure-roster').innerText()).not.toMatch(/\n0$/);

    await director.goto(`${baseUrl()}${ENTRY}?classId=${clazz.id}&slot=1`);
    for (const kid of kids) {
      await director.getByTestId(`child-${kid.id}`).click();
      const temperature = director.getByTestId('temperature');
      await temperature.fill('383');
      await temperature.press('Enter');
      await expect.poll(() => director.getByTestId(`child-${kid.id}`).innerText()).toContain('异常');
    }

    await director.goto(`${baseUrl()}/health/alerts/index`);
    const row = director.getByTestId('health-alerts-table').locator('tr', { hasText: `${clazz.name} · 发热` });
    await row.getByTestId('alert-state-open').waitFor();
    await row.getByTestId('alert-open').click();
    const drawer = director.getByTestId('alert-detail');
    await expect.poll(() => drawer.locator('[data-testid="alert-children"] tbody tr').count()).toBeGreaterThanOrEqual(3);
    await drawer.getByTestId('alert-acknowledge').click();
    await drawer.getByTestId('alert-state-acknowledged').waitFor();
    await shot(director, 'health-alert-acknowledged');

    const [saved] = await query<{ state: string; n: number }>(
      `select a.state, (select count(*)::int from health_alert_children k where k.school_id = a.school_id and k.alert_id = a.id) as n
       from health_alerts a where a.school_id = $1 and a.class_id = $2 and a.symptom_group = 'fever' and a.kind = 'class'
       order by a.id desc limit 1`,
      [clazz.schoolId, clazz.id],
    );
    expect(saved.state).toBe('acknowledged');
    expect(saved.n).toBeGreaterThanOrEqual(3);
    await director.context().close();
  }, 30_000);
});
