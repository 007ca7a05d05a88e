import { RangeNodeType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { containsPattern } from '../../../core/list.ts';
import { MASKED, maskRecord } from '../../../core/masking.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Runner } from './class-lookup.ts';

/** Class options, trees and the staff who see a class; every read is limited to the caller's range. */

type OptionRow = {
  id: number;
  name: string;
  gradeId: number;
  gradeName: string;
  level: number;
  studentCount: number;
};

/** Active classes in range, in grade then class order. */
export function classOptions(db: Runner, schoolId: number, range: number[] | null, f: { gradeId?: number; name?: string } = {}) {
  // prepared: the tree and the class pickers ask this on every page that filters by class
  return preparedRows<OptionRow>(
    db,
    sql`select c.id, c.name, c.grade_id as "gradeId", g.name as "gradeName", g.level,
      (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = 1)::int as "studentCount"
    from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
    where c.school_id = ${schoolId} and c.status = 1 and ${inRange(sql`c.id`, range)}
      ${f.gradeId ? sql`and c.grade_id = ${f.gradeId}` : sql``}
      ${f.name ? sql`and c.name ilike ${containsPattern(f.name)}` : sql``}
    order by g.level, g.sort, c.sort, c.id`,
  );
}

/** Grades with their classes, as the grade option nests them. */
export function byGrade(rows: OptionRow[]) {
  const grades = new Map<
    number,
    { gradeId: number; gradeName: string; level: number; clazzList: { id: number; name: string; studentCount: number }[] }
  >();
  for (const r of rows) {
    let g = grades.get(r.gradeId);
    if (!g) {
      g = { gradeId: r.gradeId, gradeName: r.gradeName, level: r.level, clazzList: [] };
      grades.set(r.gradeId, g);
    }
    g.clazzList.push({ id: r.id, name: r.name, studentCount: r.studentCount });
  }
  return [...grades.values()];
}

/** School → grades → classes of the range, as the range pickers show it. */
export async function schoolTree(db: Runner, school: { id: number; name: string }, range: number[] | null) {
  const grades = byGrade(await classOptions(db, school.id, range));
  return [
    {
      nodeId: `${RangeNodeType.school}-${school.id}`,
      id: school.id,
      name: school.name,
      type: RangeNodeType.school,
      subList: grades.map((g) => ({
        nodeId: `${RangeNodeType.grade}-${g.gradeId}`,
        id: g.gradeId,
        name: g.gradeName,
        type: RangeNodeType.grade,
        level: g.level,
        subList: g.clazzList.map((c) => ({
          nodeId: `${RangeNodeType.clazz}-${c.id}`,
          id: c.id,
          name: c.name,
          type: RangeNodeType.clazz,
          studentCount: c.studentCount,
          subList: [],
        })),
      })),
    },
  ];
}

type StaffRow = {
  teacherId: number;
  realName: string;
  phone: string;
  allRange: boolean;
  postType: number | null;
  jobTitle: string | null;
};

/** Active staff who can see class `classId`: those with it in their range first, then whole-school staff; phones masked. */
export async function classStaff(db: Runner, schoolId: number, classId: number) {
  const r = await db.execute<StaffRow>(sql`select m.id as "teacherId", m.real_name as "realName", a.phone,
      (m.all_range or m.is_admin) as "allRange", p.post_type as "postType", p.job_title as "jobTitle"
    from members m join accounts a on a.id = m.account_id
    left join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
    where m.institution_id = ${schoolId} and m.status = 1 and (m.all_range or m.is_admin or exists (
      select 1 from member_class_ranges mr where mr.school_id = m.institution_id and mr.member_id = m.id and mr.class_id = ${classId}))
    order by (m.all_range or m.is_admin), p.post_type nulls last, m.id`);
  return r.rows.map((t) => maskRecord(t, MASKED, { phones: ['phone'] }));
}
