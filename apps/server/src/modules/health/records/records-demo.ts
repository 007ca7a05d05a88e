import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

/**
 * Allergies and medical histories of about a tenth of the demo children (each school's
 * catalogues come with the school). Picks are arithmetic on the ids, so a reseed gives the
 * same children the same records; two statements in all, whatever the number of children.
 */
export const recordsDemo: DemoSeeder = async (tx, world) => {
  const schools = idArray(world.schoolIds);
  // one allergen for most, two for every other one; food dominates as it does in kindergartens
  await tx.execute(sql`insert into student_allergies (school_id, student_id, allergen_id, reaction, severity, source, note)
    select st.school_id, st.id, a.id,
      case a.kind when 'food' then '皮疹、口唇肿胀' when 'drug' then '全身荨麻疹' when 'environment' then '打喷嚏、流涕、眼痒' else '接触部位红肿' end,
      case when (st.id + a.id) % 7 = 0 then 3 when (st.id + a.id) % 3 = 0 then 2 else 1 end,
      case when (st.id + a.id) % 4 = 0 then 'hospital' else 'guardian' end,
      case when a.kind = 'food' then '餐食避开' else null end
    from students st
    cross join lateral (select a.id, a.kind from allergens a where a.school_id = st.school_id
      order by case when a.kind = 'food' then 0 else 1 end * ((st.id + a.id) % 3), (a.id * 7 + st.id * 13) % 23, a.id
      limit 1 + (st.id / 10) % 2) a
    where st.school_id = any(${schools}) and st.status = 1 and st.id % 10 = 3`);
  await tx.execute(sql`insert into student_medical_history (school_id, student_id, condition_id, since, status, note)
    select st.school_id, st.id, m.id, least(current_date, coalesce(st.birthday, current_date - 1000) + ((st.id % 20) * 30)::int),
      case when m.name in ('肺炎', '川崎病', '热性惊厥') then 2 else 1 end,
      case when m.name = '哮喘' then '备有吸入剂，发作时通知家长' else null end
    from students st
    cross join lateral (select m.id, m.name from medical_conditions m where m.school_id = st.school_id
      order by (m.id * 5 + st.id * 11) % 12, m.id limit 1) m
    where st.school_id = any(${schools}) and st.status = 1 and st.id % 10 = 7`);
};
