import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, sharedBrowser, shot } from './browser.ts';
import { query } from './db.ts';
import { ACCOUNTS } from './pages-helpers.ts';
import { signedIn } from './sessions.ts';

const ENTRY = '/health/examinations/morningExaminations/entry';
const TODAY = `(now() at time zone 'Asia/Shanghai')::date`;

describe.skipIf(!hasChromium)('outbreak alerts in Chromium', () => {
  const browser = sharedBrowser();

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
