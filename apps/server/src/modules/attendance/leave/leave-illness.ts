import { sql } from 'drizzle-orm';
import { students, attendanceLeaves as t } from '../../../db/schema/index.ts';
import type { IllnessSource } from '../../../platform/extensions/index.ts';

/**
 * Approved sick leave as illness cases for the outbreak scan: each day of the leave in the window
 * (a sick child is ill on a Sunday too, and the scan's windows are calendar days), under the
 * leave's symptom group and the child's class.
 */
export const sickLeaveCases: Omit<IllnessSource, 'module'> = {
  key: 'attendance.sick-leave',
  cases: (w) => sql`select ${t.schoolId} as school_id, ${students.classId} as class_id, ${t.studentId} as student_id,
      g.day::date as day, ${t.symptomGroup} as grp
    from ${t} join ${students} on ${students.schoolId} = ${t.schoolId} and ${students.id} = ${t.studentId}
    cross join lateral generate_series(greatest(${t.startsOn}, ${w.from}), least(${t.endsOn}, ${w.to}), interval '1 day') g(day)
    where ${w.schools(sql`${t.schoolId}`)} and ${t.status} = 'approved' and ${t.kind} = 'sick' and ${t.symptomGroup} is not null
      and ${students.classId} is not null and ${t.startsOn} <= ${w.to} and ${t.endsOn} >= ${w.from}`,
};
