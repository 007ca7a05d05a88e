import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { CHINA_ZONE } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import { CHINA_TODAY as TODAY } from '../../../db/china-sql.ts';
import type { DemoSeeder, DemoTx } from '../../../platform/demo/index.ts';
import { createInspectionDefaults } from './inspect-defaults.ts';

/**
 * Items and slots for every demo school, then two months of school-day checks for every child
 * (morning throughout, all three slots on the last five school days): about 2% abnormal, a few
 * illness absences. One INSERT … SELECT per table; the audit triggers are off for the bulk inserts
 * (seed data is nobody's write) and on again before the transaction goes on.
 */
export const inspectionDemo: DemoSeeder = async (tx, world) => {
  for (const schoolId of world.schoolIds) await createInspectionDefaults(tx, schoolId);
  const schools = idArray(world.schoolIds);
  await tx.execute(sql`select setseed(0.42)`);
  await tx.execute(sql`alter table inspect_records disable trigger audit_row`);
  await tx.execute(sql`with days as (
      select d::date as day, row_number() over (order by d desc) as rn
      from generate_series((${TODAY} - 61)::timestamp, (${TODAY} - 1)::timestamp, interval '1 day') d where extract(isodow from d) < 6),
    slots as (select day, s.slot from days cross join generate_series(1, 3) as s(slot) where s.slot = 1 or rn <= 5),
    recorders as (select m.institution_id as school_id, min(m.id) as recorder from members m
      where m.institution_id = any(${schools}) group by 1),
    kids as (select st.school_id, st.id, st.class_id, rc.recorder
      from students st join recorders rc on rc.school_id = st.school_id
      where st.school_id = any(${schools}) and st.status = 1 and st.class_id is not null),
    finds as (select i.school_id, i.id, f.value ->> 'name' as finding, f.value ->> 'group' as grp,
        (row_number() over (partition by i.school_id order by i.sort, f.ordinality) - 1)::int as n
      from inspect_items i cross join jsonb_array_elements(i.findings) with ordinality f where i.school_id = any(${schools})),
    totals as (select school_id, count(*)::int as total from finds group by 1),
    roll as (select k.*, sl.day, sl.slot, random() as u, random() as v, random() as w from kids k cross join slots sl),
    valued as (select r.*, floor(r.v * 1000)::int % t.total as fn,
        case when u < 0.02 then 'abnormal' when u < 0.026 then 'absent-sick' when u < 0.04 then 'absent-other' else 'normal' end as result
      from roll r join totals t on t.school_id = r.school_id)
    insert into inspect_records (school_id, day, slot, student_id, class_id, result, temperature, findings, symptom_groups, recorded_by, recorded_at)
    select x.school_id, x.day, x.slot, x.id, x.class_id, x.result,
      case when x.result like 'absent%' then null when x.result = 'abnormal' and x.v < 0.1 then round((37.4 + x.w * 1.2)::numeric, 1)
        else round((36.1 + x.w * 0.9)::numeric, 1) end,
      case when x.result = 'abnormal' and x.v >= 0.1 then jsonb_build_array(jsonb_build_object('itemId', f.id, 'finding', f.finding)) else '[]' end,
      case when x.result <> 'abnormal' then '{}' when x.v < 0.1 then array['fever'] else array[f.grp] end,
      x.recorder, ((x.day + time '07:30' + (x.slot - 1) * interval '4 hours' + x.w * interval '40 minutes') at time zone ${CHINA_ZONE})
    from valued x
    left join finds f on f.school_id = x.school_id and f.n = x.fn`);
  await seedFeverCluster(tx, world.schoolIds[0]);
  await tx.execute(sql`alter table inspect_class_days disable trigger audit_row`);
  await tx.execute(sql`insert into inspect_class_days (school_id, class_id, day, slot, roster, checked, abnormal, fever, absent_sick, absent_other)
    select r.school_id, r.class_id, r.day, r.slot, greatest(count(*), max(cs.n)),
      count(*) filter (where r.result in ('normal', 'abnormal')), count(*) filter (where r.result = 'abnormal'),
      count(*) filter (where r.temperature >= ${FEVER_AT}), count(*) filter (where r.result = 'absent-sick'),
      count(*) filter (where r.result = 'absent-other')
    from inspect_records r
    left join (select school_id, class_id, count(*) as n from students where status = 1 group by 1, 2) cs
      on cs.school_id = r.school_id and cs.class_id = r.class_id
    where r.school_id = any(${schools})
    group by r.school_id, r.class_id, r.day, r.slot`);
  await tx.execute(sql`alter table inspect_records enable trigger audit_row`);
  await tx.execute(sql`alter table inspect_class_days enable trigger audit_row`);
};

/**
 * Three children of school 1's first class with a fever on the latest school days (today's
 * morning when today is one), so the outbreak scan has a cluster to find.
 */
async function seedFeverCluster(tx: DemoTx, schoolId: number): Promise<void> {
  await tx.execute(sql`with days as (
      select d::date as day, row_number() over (order by d desc) as rn
      from generate_series((${TODAY} - 6)::timestamp, ${TODAY}::timestamp, interval '1 day') d where extract(isodow from d) < 6),
    first_class as (select c.id from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
      where c.school_id = ${schoolId} and c.status = 1 order by g.level, g.sort, c.sort, c.id limit 1),
    kids as (select st.id, st.class_id, row_number() over (order by st.student_no, st.id) as k
      from students st where st.school_id = ${schoolId} and st.class_id = (select id from first_class) and st.status = 1 order by st.student_no, st.id limit 3)
    insert into inspect_records (school_id, day, slot, student_id, class_id, result, temperature, findings, symptom_groups, measures, recorded_by)
    select ${schoolId}, d.day, 1, k.id, k.class_id, 'abnormal', 37.6 + k.k * 0.3, '[]', array['fever'], '通知家长接回，居家观察',
      (select min(m.id) from members m where m.institution_id = ${schoolId})
    from kids k join days d on d.rn = case when k.k = 3 and exists (select 1 from days where rn = 2 and day >= ${TODAY} - 3) then 2 else 1 end
    on conflict (school_id, day, slot, student_id) do update set result = excluded.result, temperature = excluded.temperature,
      findings = excluded.findings, symptom_groups = excluded.symptom_groups, measures = excluded.measures`);
}
