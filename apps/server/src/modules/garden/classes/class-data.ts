import type { Input } from '@kg/shared';
import type { classEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { activeClass, type ClassRow, inSchoolCount, type Runner, visibleClass } from './class-lookup.ts';

/** The reads of class records: the list, one class with its staff, the size limit and the delete plan. */

type ClassListRow = Omit<ClassRow, 'graduatedAt'> & {
  studentCount: number;
  boyCount: number;
  girlCount: number;
  teacherNames: string;
};

/** Children in school per class, with boys and girls. */
const CLASS_COUNTS = sql`
  (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = 1)::int as "studentCount",
  (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = 1 and st.gender = 1)::int as "boyCount",
  (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = 1 and st.gender = 2)::int as "girlCount"`;

/** Active classes in range, paged, in grade then class order. */
export function listClasses(db: Db, schoolId: number, range: number[] | null, q: Input<typeof classEndpoints.list>) {
  const where = sql`c.school_id = ${schoolId} and c.status = 1 and ${inRange(sql`c.id`, range)}
      ${q.name ? sql`and c.name ilike ${containsPattern(q.name)}` : sql``}
      ${q.gradeId ? sql`and c.grade_id = ${q.gradeId}` : sql``}`;
  return pagedQuery<ClassListRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    select: sql`select c.id, c.name, c.grade_id as "gradeId", g.name as "gradeName", g.level, c.sort, c.max_students as "maxStudents",
          c.status, ${CLASS_COUNTS},
          coalesce((select string_agg(m.real_name, '、' order by m.id) from member_class_ranges mr
            join members m on m.institution_id = mr.school_id and m.id = mr.member_id and m.status = 1
            where mr.school_id = c.school_id and mr.class_id = c.id), '') as "teacherNames",
          count(*) over () as total
        from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
        where ${where} order by g.level, g.sort, c.sort, c.id`,
    count: sql`select count(*) as n from classes c where ${where}`,
  });
}

export type ClassTeacher = {
  teacherId: number;
  realName: string;
  postType: number | null;
  jobTitle: string | null;
};

/** Active staff with this class in their range (whole-school staff are not listed). */
export async function classTeachers(db: Runner, schoolId: number, classId: number): Promise<ClassTeacher[]> {
  const r = await db.execute<ClassTeacher>(sql`select m.id as "teacherId", m.real_name as "realName", p.post_type as "postType",
      p.job_title as "jobTitle"
    from member_class_ranges mr
    join members m on m.institution_id = mr.school_id and m.id = mr.member_id and m.status = 1
    left join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
    where mr.school_id = ${schoolId} and mr.class_id = ${classId}
    order by p.post_type nulls last, m.id`);
  return r.rows;
}

/** One class with its grade, counts and teachers (detail and graduated-class detail). */
export async function classDetail(db: Runner, schoolId: number, range: number[] | null, id: number) {
  const c = await visibleClass(db, schoolId, range, id);
  // a graduated class counts its graduates
  const status = c.status === 1 ? 1 : 2;
  const r = await db.execute<{ createdAt: Date; studentCount: number; boyCount: number; girlCount: number }>(sql`select
      c.created_at as "createdAt",
      (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = ${status})::int as "studentCount",
      (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = ${status} and st.gender = 1)::int as "boyCount",
      (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = ${status} and st.gender = 2)::int as "girlCount"
    from classes c where c.school_id = ${schoolId} and c.id = ${id}`);
  const teachers = await classTeachers(db, schoolId, id);
  return { ...c, ...r.rows[0], teachers, teacherNames: teachers.map((t) => t.realName).join('、') };
}

/** How many more children fit into an active class. */
export async function classLimit(db: Runner, schoolId: number, range: number[] | null, clazzId: number, addCount: number) {
  const c = await activeClass(db, schoolId, range, clazzId);
  const current = await inSchoolCount(db, schoolId, c.id);
  const remaining = c.maxStudents == null ? null : Math.max(0, c.maxStudents - current);
  return { clazzId: c.id, limit: c.maxStudents, current, remaining, canAdd: remaining === null || remaining >= addCount };
}

/** What deleting a class involves: is-confirm-delete answers this before the delete call. */
export async function deletePlan(db: Runner, schoolId: number, range: number[] | null, id: number) {
  const c = await visibleClass(db, schoolId, range, id);
  const r = await db.execute<{ inSchool: number; former: number }>(sql`select count(*) filter (where status = 1)::int as "inSchool",
      count(*) filter (where status <> 1)::int as former
    from students where school_id = ${schoolId} and class_id = ${id}`);
  const { inSchool, former } = r.rows[0];
  return { needConfirm: inSchool > 0, studentCount: inSchool, formerCount: former, canDelete: c.status === 1 };
}
