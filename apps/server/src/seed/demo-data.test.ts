import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('the demo data a person walks through', () => {
  it('gives each child the age of their grade on the day the school year started: 托班 2–3, 小班 3–4, 中班 4–5, 大班 5–6', async () => {
    const r = await t.db.execute<{ level: number; age: number; n: number }>(sql`
      with today as (select (now() at time zone 'Asia/Shanghai')::date as d),
        start as (select make_date(extract(year from d)::int - case when extract(month from d) < 9 then 1 else 0 end, 9, 1) as d from today)
      select g.level, extract(year from age(start.d, s.birthday))::int as age, count(*)::int as n
      from students s join classes c on c.school_id = s.school_id and c.id = s.class_id
        join grades g on g.school_id = c.school_id and g.id = c.grade_id cross join start
      where s.status = 1 and s.birthday is not null group by 1, 2 order by 1, 2`);
    expect(r.rows.length).toBeGreaterThan(0);
    const wrong = r.rows.filter((x) => x.age !== Number(x.level) + 2);
    expect(wrong).toEqual([]);
  });

  it('gives a few staff members a fever reading, not every one', async () => {
    const r = await t.db.execute<{ staff: number; feverish: number }>(sql`
      select count(distinct member_id)::int as staff,
        count(distinct member_id) filter (where temperature >= ${FEVER_AT})::int as feverish from staff_temperatures`);
    const { staff, feverish } = r.rows[0];
    expect(feverish).toBeGreaterThan(0);
    expect(feverish).toBeLessThan(staff / 3);
  });
});
