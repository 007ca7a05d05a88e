import type { ChildCheck } from '@kg/shared/modules/health/inspection/inspect-schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';

type Runner = Pick<Db, 'execute'>;

export const CHECK_COLUMNS = sql`r.result, r.temperature::float8 as temperature, coalesce(r.findings, '[]') as findings,
  coalesce(r.symptom_groups, '{}') as "symptomGroups", r.measures, r.note, r.recorded_at as "recordedAt"`;

/**
 * A class's children for a day and slot with their checks: those at school in the class now,
 * and anyone recorded in it that day (a child who moved since still shows where they were checked).
 */
export async function sheetChildren(db: Runner, schoolId: number, classId: number, day: string, slot: number): Promise<ChildCheck[]> {
  const r = await db.execute<ChildCheck>(sql`with roster as (
      select st.id from students st where st.school_id = ${schoolId} and st.class_id = ${classId} and st.status = 1
      union select x.student_id from inspect_records x
        where x.school_id = ${schoolId} and x.class_id = ${classId} and x.day = ${day}::date and x.slot = ${slot})
    select st.id as "studentId", st.name, st.student_no as "studentNo", st.gender, ${CHECK_COLUMNS}
    from roster
    join students st on st.school_id = ${schoolId} and st.id = roster.id
    left join inspect_records r on r.school_id = st.school_id and r.day = ${day}::date and r.slot = ${slot} and r.student_id = st.id
    order by st.student_no nulls last, st.name, st.id`);
  return r.rows;
}

/** The class's name, or nothing when it is not of this school. */
export async function className(db: Runner, schoolId: number, classId: number): Promise<string | null> {
  const r = await db.execute<{ name: string }>(sql`select name from classes where school_id = ${schoolId} and id = ${classId}`);
  return r.rows[0]?.name ?? null;
}
