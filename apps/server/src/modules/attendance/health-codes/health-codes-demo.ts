import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import { CHINA_TODAY } from '../../../db/china-sql.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

/**
 * Health codes of the demo schools: the last three weeks' weekdays (China days, today included)
 * for every enrolled child and active member, mostly green, about one person-day in forty yellow
 * and one red per school (its first child, on the last weekday before today) so the tags, counts and trend have
 * something to show. Mondays came in by import, the other days by hand. One statement per kind.
 */
export const healthCodesDemo: DemoSeeder = async (tx, { schoolIds }) => {
  const schools = idArray(schoolIds);
  const admin = sql`(select a.id from members a where a.institution_id = d.school_id and a.is_admin order by a.id limit 1)`;
  const days = sql`select (${CHINA_TODAY} - n)::date as day from generate_series(0, 20) n
    where extract(isodow from ${CHINA_TODAY} - n) < 6`;
  await tx.execute(sql`insert into attendance_health_codes (school_id, person_kind, student_id, day, color, source, created_by)
    select d.school_id, 'child', d.id, d.day,
      case when d.id = d.first and d.day = (select max(x.day) from (${days}) x where x.day < ${CHINA_TODAY}) then 'red'
        when (d.id * 7 + (d.day - date '2000-01-01')) % 41 = 0 then 'yellow' else 'green' end,
      case when extract(isodow from d.day) = 1 then 'import' else 'manual' end, ${admin}
    from (select s.school_id, s.id, x.day, min(s.id) over (partition by s.school_id) as first
      from students s cross join (${days}) x
      where s.school_id = any(${schools}) and s.status = 1 and s.class_id is not null) d`);
  await tx.execute(sql`insert into attendance_health_codes (school_id, person_kind, member_id, day, color, source, created_by)
    select d.school_id, 'staff', d.id, d.day,
      case when (d.id * 5 + (d.day - date '2000-01-01')) % 43 = 0 then 'yellow' else 'green' end,
      case when extract(isodow from d.day) = 1 then 'import' else 'manual' end, ${admin}
    from (select m.institution_id as school_id, m.id, x.day from members m cross join (${days}) x
      where m.institution_id = any(${schools}) and m.status = 1) d`);
};
