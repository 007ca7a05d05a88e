import { LYING_BEFORE_DAY } from '@kg/shared/modules/health/growth/growth-vocab';
import { sql } from 'drizzle-orm';
import { preparedRows } from '../../../core/prepared.ts';
import { idArray } from '../../../core/scope.ts';
import { CHINA_TODAY as TODAY } from '../../../db/china-sql.ts';
import type { Db } from '../../../db/pool.ts';
import { examPlans } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { evaluatePlan } from '../growth/assess.ts';

const ITEMS = ['height', 'weight', 'head', 'visionLeft', 'visionRight', 'caries', 'haemoglobin'];

/** A standard normal deviate from two hashes of the child and plan: a reseed draws the same children the same. */
const uniform = (salt: string) => sql`((hashtext(st.id || ':' || p.id || ${salt})::bigint % 999983 + 999983) % 999983)`;
const normal = (salt: string) =>
  sql`(sqrt(-2 * ln((${uniform(`${salt}a`)} + 1) / 999984.0)) * cos(2 * pi() * ${uniform(`${salt}b`)} / 999983.0))`;

/** The value at z standard deviations of an LMS row `t`. */
const atZ = (t: string, z: string) =>
  sql.raw(`case when ${t}.l = 0 then ${t}.m * exp(${t}.s * ${z}) else ${t}.m * power(1 + ${t}.l * ${t}.s * ${z}, 1 / ${t}.l) end`);

/** The WHO row of a measure at or just below x (the 2007 reference from 1,857 days). */
const AGE_REFERENCE = `case when k.age > 1856 then 'who2007' else 'who2006' end`;
const lmsBelow = (measure: string, by: string, x: string, reference = AGE_REFERENCE) =>
  sql.raw(`(select l, m, s from growth_lms g where g.sex = k.sex and g.measure = '${measure}' and g.by = '${by}'
    and g.reference = ${reference} and g.x <= ${x}
    order by g.x desc limit 1)`);

/**
 * Two exam plans per demo school, on all its classes: the last March and the last October that
 * are over (so every measured day is past; in a school year's autumn term that is the previous
 * spring). Each active child gets a record drawn from the WHO LMS at their age: height-for-age
 * z ~ N(0.2, 1) and weight-for-height (BMI-for-age from 5 years) z ~ N(0.3, 1.1), with a few
 * children stunted and a few overweight on purpose; head circumference under 3. Each is measured
 * as WHO measures at that age (lying under two, standing from two), so the drawn value is read as
 * it is. Three statements for the rows, then the growth assessment computes the stored z-scores. The LMS
 * lookups compare like types (sex as char(1), x as float8) so they walk growth_lms's primary key.
 */
const NEW_PLAN = { schoolId: examPlans.schoolId, id: examPlans.id };

export const examsDemo: DemoSeeder = async (tx, world) => {
  const schools = idArray(world.schoolIds);
  for (const t of ['exam_plans', 'exam_plan_classes', 'exam_records'])
    await tx.execute(sql.raw(`alter table ${t} disable trigger audit_row`));
  const plans = await preparedRows<RowOf<typeof NEW_PLAN>>(
    tx,
    sql`
    with y as (select extract(year from ${TODAY})::int as y)
    insert into exam_plans (school_id, name, term_id, starts_on, ends_on, items)
    select s.id, d.yr || case d.m when 3 then '年春季体检' else '年秋季体检' end,
      (select t.id from school_terms t where t.school_id = s.id and make_date(d.yr, d.m, 1) between t.start_date and t.end_date limit 1),
      make_date(d.yr, d.m, 1), make_date(d.yr, d.m, 31), ${sql.param(ITEMS)}::text[]
    from unnest(${schools}) s(id), y,
      lateral (select m, case when ${TODAY} > make_date(y.y, m, 31) then y.y else y.y - 1 end as yr from (values (3), (10)) v(m)) d
    order by s.id, make_date(d.yr, d.m, 1)
    returning ${selectList(NEW_PLAN)}`,
  );
  const ids = idArray(plans.map((p) => p.id));
  await tx.execute(sql`insert into exam_plan_classes (school_id, plan_id, class_id)
    select p.school_id, p.id, c.id from exam_plans p join classes c on c.school_id = p.school_id and c.status = 1 where p.id = any(${ids})`);
  await tx.execute(sql`insert into exam_records (school_id, plan_id, student_id, class_id, sex, measured_on, age_days, position, height_cm, weight_kg,
      head_cm, extra)
    select k.school_id, k.plan_id, k.student_id, k.class_id, k.sex, k.day, k.age,
      case when k.age < ${LYING_BEFORE_DAY} then 'lying' else 'standing' end, round(h.v::numeric, 1),
      round((case when k.age > 1856 or h.v >= 120 then bmi.v * (h.v / 100) ^ 2 else wfh.v end)::numeric, 2),
      case when k.age < 1096 then round(hc.v::numeric, 1) end,
      jsonb_build_object('visionLeft', round(least(5.3, greatest(4.0, 4.9 + 0.15 * k.n3))::numeric, 1),
        'visionRight', round(least(5.3, greatest(4.0, 4.9 + 0.15 * k.n4))::numeric, 1),
        'caries', greatest(0, floor(k.n5 * 1.5))::int, 'haemoglobin', round(122 + 9 * k.n3)::int)
    from (
      select p.school_id, p.id as plan_id, st.id as student_id, st.class_id, (case when st.gender = 1 then 'M' else 'F' end)::char(1) as sex,
        p.starts_on + (st.id % 20)::int as day, p.starts_on + (st.id % 20)::int - st.birthday as age,
        case when st.id % 47 = 5 then -2.6 else 0.2 + ${normal('h')} end as haz,
        case when st.id % 43 = 7 then 2.6 else 0.3 + 1.1 * ${normal('w')} end as whz,
        ${normal('c')} as n3, ${normal('d')} as n4, ${normal('e')} as n5, ${normal('f')} as hcz
      from exam_plans p
      join exam_plan_classes pc on pc.school_id = p.school_id and pc.plan_id = p.id
      join students st on st.school_id = pc.school_id and st.class_id = pc.class_id and st.status = 1
        and st.birthday is not null and st.birthday < p.starts_on
      where p.id = any(${ids})
    ) k
    cross join lateral (select ${atZ('a', 'k.haz')} as v from ${lmsBelow('stature', 'age_days', 'k.age')} a) h
    cross join lateral (select ${atZ('b', 'k.whz')} as v from ${lmsBelow('body_mass_index', 'age_days', 'k.age')} b) bmi
    left join lateral (select ${atZ('c', 'k.whz')} as v from ${sql.raw(
      `(select l, m, s from growth_lms g where g.reference = 'who2006' and g.sex = k.sex and g.measure = 'weight'
        and g.by = case when k.age < 731 then 'length_cm' else 'height_cm' end and g.x <= round(h.v::numeric, 1)::float8 order by g.x desc limit 1)`,
    )} c) wfh on true
    left join lateral (select ${atZ('d', 'k.hcz')} as v from ${lmsBelow('head_circumference', 'age_days', 'least(k.age, 1856)', `'who2006'`)} d) hc on true`);
  for (const p of plans) await evaluatePlan(tx as unknown as Db, p.schoolId, p.id);
  for (const t of ['exam_plans', 'exam_plan_classes', 'exam_records'])
    await tx.execute(sql.raw(`alter table ${t} enable trigger audit_row`));
};
