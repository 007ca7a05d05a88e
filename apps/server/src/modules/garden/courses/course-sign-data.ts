import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { courseVisible, type Viewer } from './course-data.ts';

/** When a course the viewer may see meets, or undefined. */
export async function courseSchedule(db: Db, v: Viewer, courseId: number) {
  const r = await db.execute<{ weekdays: number[]; startDate: string | null; endDate: string | null }>(sql`select c.weekdays,
      c.start_date as "startDate", c.end_date as "endDate" from courses c
    where c.school_id = ${v.schoolId} and c.id = ${courseId} and ${courseVisible(v.range, v.memberId)}`);
  return r.rows[0];
}

/** A child of the school with its class, status and whether that class takes the course; undefined if none. */
export async function childOfCourse(db: Db, schoolId: number, courseId: number, studentId: number) {
  const r = await db.execute<{ classId: number | null; status: number; inCourse: boolean }>(sql`select st.class_id as "classId", st.status,
      exists (select 1 from course_classes cc where cc.school_id = st.school_id and cc.course_id = ${courseId}
        and cc.class_id = st.class_id) as "inCourse"
    from students st where st.school_id = ${schoolId} and st.id = ${studentId}`);
  return r.rows[0];
}

/** Records a repaired sign-in by `memberId`; null when the day was already signed. */
export async function addRepairedSign(
  db: Db,
  s: { schoolId: number; memberId: number },
  p: { courseId: number; studentId: number; signDate: string },
): Promise<number | null> {
  const r = await db.execute<{ id: number }>(sql`insert into course_signs (school_id, course_id, student_id, sign_date, repaired, signed_by)
    values (${s.schoolId}, ${p.courseId}, ${p.studentId}, ${p.signDate}, true, ${s.memberId})
    on conflict (school_id, course_id, student_id, sign_date) do nothing returning id`);
  return r.rows[0]?.id ?? null;
}
