import { FEVER_AT } from '@kg/shared/modules/health/inspection/symptoms';
import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

type Runner = Pick<Db, 'execute'>;

/**
 * Brings the per-class counts of a day and slot in step with its records, for the classes a write
 * touched, in the write's transaction. The roster is the class's children at school plus any
 * child recorded there that day (one who changed class since keeps the day where they were).
 * `checked` counts children examined (normal or abnormal); absences are counted apart.
 */
export async function syncClassDays(tx: Runner, schoolId: number, day: string, slot: number, classIds: number[]): Promise<void> {
  const ids = [...new Set(classIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  // two teachers recording one class at once: the second recount waits for the first to commit
  // and, as a new statement, sees its record (an upsert alone could keep the older count; today the
  // audit chain also serialises a school's writes, but the counts must not depend on it)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(format('inspect-class-day:%s:%s:%s:%s', ${schoolId}::bigint, c, ${day}::date, ${slot}::int), 0))
    from unnest(${idArray(ids)}) as c order by c`);
  await tx.execute(sql`insert into inspect_class_days (school_id, class_id, day, slot, roster, checked, abnormal, fever, absent_sick, absent_other)
    select c.school_id, c.id, ${day}::date, ${slot},
      (select count(*) from (
        select st.id from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = 1
        union select r2.student_id from inspect_records r2
          where r2.school_id = c.school_id and r2.class_id = c.id and r2.day = ${day}::date and r2.slot = ${slot}) x),
      count(r.student_id) filter (where r.result in ('normal', 'abnormal')),
      count(*) filter (where r.result = 'abnormal'),
      count(*) filter (where r.temperature >= ${FEVER_AT}),
      count(*) filter (where r.result = 'absent-sick'),
      count(*) filter (where r.result = 'absent-other')
    from classes c
    left join inspect_records r on r.school_id = c.school_id and r.class_id = c.id and r.day = ${day}::date and r.slot = ${slot}
    where c.school_id = ${schoolId} and c.id = any(${idArray(ids)})
    group by c.school_id, c.id
    on conflict (school_id, day, slot, class_id) do update set roster = excluded.roster, checked = excluded.checked,
      abnormal = excluded.abnormal, fever = excluded.fever, absent_sick = excluded.absent_sick, absent_other = excluded.absent_other`);
}
