import type { ClazzAddInput, ClazzUpdateInput } from '@kg/shared/modules/garden/classes';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { findGrade } from '../grades/grade-service.ts';
import { activeClass, assertRoom, E, inSchoolCount, lockSchool, type Runner, visibleClass } from './common.ts';

/** Active class names are unique within a school; graduated classes keep theirs (next year's 大一班 graduates again). */
async function assertNameFree(tx: Runner, schoolId: number, name: string, exceptId = 0) {
  const r = await tx.execute(
    sql`select 1 from classes where school_id = ${schoolId} and status = 1 and name = ${name} and id <> ${exceptId}`,
  );
  if (r.rows.length) throw new AppError(E.clazzNameTaken, { field: 'name' });
}

export async function addClazz(ctx: AppContext, schoolId: number, v: ClazzAddInput): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    if (!(await findGrade(tx, schoolId, v.gradeId))) throw notFound();
    await assertNameFree(tx, schoolId, v.name);
    const r = await tx.execute(sql`insert into classes (school_id, grade_id, name, sort, max_students)
      values (${schoolId}, ${v.gradeId}, ${v.name}, ${v.sort}, ${v.maxStudents ?? null}) returning id`);
    return (r.rows[0] as { id: number }).id;
  });
}

export async function updateClazz(ctx: AppContext, s: SessionInfo, scope: number[] | null, v: ClazzUpdateInput): Promise<void> {
  const schoolId = s.institutionId;
  await ctx.db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const c = await activeClass(tx, s, scope, v.id, true);
    if (v.gradeId !== undefined && !(await findGrade(tx, schoolId, v.gradeId))) throw notFound();
    if (v.name !== undefined) await assertNameFree(tx, schoolId, v.name, c.id);
    const max = v.maxStudents === undefined ? c.maxStudents : v.maxStudents;
    if (max != null) {
      const n = await inSchoolCount(tx, schoolId, c.id);
      if (n > max) throw new AppError(E.clazzLimitBelowCount, { data: { field: 'maxStudents', current: n } });
    }
    await tx.execute(sql`update classes set name = ${v.name ?? c.name}, grade_id = ${v.gradeId ?? c.gradeId},
      sort = ${v.sort ?? c.sort}, max_students = ${max} where school_id = ${schoolId} and id = ${c.id}`);
  });
}

export interface DeletePlan {
  needConfirm: boolean;
  studentCount: number;
  /** Graduated or left children whose record loses its class when it is deleted. */
  formerCount: number;
  canDelete: boolean;
}

/** What deleting a class involves: is-confirm-delete answers this before the delete call. */
export async function deletePlan(db: Runner, s: SessionInfo, scope: number[] | null, id: number): Promise<DeletePlan> {
  const c = await visibleClass(db, s, scope, id);
  const r =
    await db.execute(sql`select count(*) filter (where status = 1)::int as "inSchool", count(*) filter (where status <> 1)::int as former
    from students where school_id = ${s.institutionId} and class_id = ${id}`);
  const { inSchool, former } = r.rows[0] as { inSchool: number; former: number };
  return { needConfirm: inSchool > 0, studentCount: inSchool, formerCount: former, canDelete: c.status === 1 };
}

/**
 * Deletes an active class. Children in school never lose their class: with any, the call
 * must name `moveToClazzId` (another active class with room) and they move there first;
 * without it the call is refused with their count. Records of children who already left
 * or graduated stay, without a class. Ranges, courses and board content of the class go with it.
 */
export async function deleteClazz(ctx: AppContext, s: SessionInfo, scope: number[] | null, id: number, moveToClazzId?: number) {
  const schoolId = s.institutionId;
  return ctx.db.transaction(async (tx) => {
    const c = await visibleClass(tx, s, scope, id, true);
    if (c.status !== 1) throw new AppError(E.clazzGraduated);
    const n = await inSchoolCount(tx, schoolId, c.id);
    let moved = 0;
    if (n > 0) {
      if (moveToClazzId === undefined) throw new AppError(E.clazzHasChildren, { data: { studentCount: n } });
      if (moveToClazzId === c.id) throw new AppError(E.moveTargetInvalid, { data: { field: 'moveToClazzId' } });
      const target = await visibleClass(tx, s, scope, moveToClazzId, true).catch(() => null);
      if (target?.status !== 1) throw new AppError(E.moveTargetInvalid, { data: { field: 'moveToClazzId' } });
      await assertRoom(tx, schoolId, target, n);
      const r = await tx.execute(sql`update students set class_id = ${target.id}
        where school_id = ${schoolId} and class_id = ${c.id} and status = 1`);
      moved = r.rowCount ?? 0;
    }
    await tx.execute(sql`update students set class_id = null where school_id = ${schoolId} and class_id = ${c.id}`);
    await tx.execute(sql`delete from classes where school_id = ${schoolId} and id = ${c.id}`);
    return { moved, movedTo: n > 0 ? moveToClazzId! : null };
  });
}

/** Children in school per class, with boys and girls. */
export const CLASS_COUNTS = sql`
  (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = 1)::int as "studentCount",
  (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = 1 and st.gender = 1)::int as "boyCount",
  (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = 1 and st.gender = 2)::int as "girlCount"`;

/** Active staff with this class in their range (whole-school staff are not listed). */
export async function classTeachers(db: Runner, schoolId: number, classId: number) {
  const r = await db.execute(sql`select m.id as "teacherId", m.real_name as "realName", p.post_type as "postType", p.job_title as "jobTitle"
    from member_class_ranges mr
    join members m on m.institution_id = mr.school_id and m.id = mr.member_id and m.status = 1
    left join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
    where mr.school_id = ${schoolId} and mr.class_id = ${classId}
    order by p.post_type nulls last, m.id`);
  return r.rows as { teacherId: number; realName: string; postType: number | null; jobTitle: string | null }[];
}

/** One class with its grade, counts and teachers (detail and graduate detail). */
export async function classDetail(db: Runner, s: SessionInfo, scope: number[] | null, id: number) {
  const c = await visibleClass(db, s, scope, id);
  const r = await db.execute(sql`select c.created_at as "createdAt",
      (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = ${c.status === 1 ? 1 : 2})::int as "studentCount",
      (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = ${c.status === 1 ? 1 : 2} and st.gender = 1)::int as "boyCount",
      (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = ${c.status === 1 ? 1 : 2} and st.gender = 2)::int as "girlCount"
    from classes c where c.school_id = ${s.institutionId} and c.id = ${id}`);
  const counts = r.rows[0] as { createdAt: Date; studentCount: number; boyCount: number; girlCount: number };
  const teachers = await classTeachers(db, s.institutionId, id);
  return { ...c, ...counts, teachers, teacherNames: teachers.map((t) => t.realName).join('、') };
}
