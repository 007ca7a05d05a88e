import { idCardCheckDigit } from '@kg/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { enter, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { classes, grades, students } from '../../../db/schema/index.ts';

/** Test helpers of grades, classes, children and graduates (not used by the server). */

export interface Cast {
  director1: LoginResult;
  director2: LoginResult;
  /** School 1's teacher: two classes, student-manage(+update), school-class-manage(+get) only. */
  teacher: LoginResult;
  /** 'multi' inside school 1: the admin role (garden codes but not the ID reveal). */
  admin: LoginResult;
  /** School 1's health staff: student-manage only. */
  health: LoginResult;
}

export async function gardenCast(t: TestApp): Promise<Cast> {
  const [director1, director2, teacher, health] = await Promise.all([
    loginAs(t.app, 'director1'),
    loginAs(t.app, 'director2'),
    loginAs(t.app, 'teacher'),
    loginAs(t.app, 'health'),
  ]);
  let admin = await loginAs(t.app, 'multi');
  if (admin.schoolId !== director1.schoolId) admin = await enter(t.app, admin, director1.schoolId);
  return { director1, director2, teacher, admin, health };
}

export const rows = async (t: TestApp, q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as any[];

/** The classes in the teacher's range. */
export async function teacherClassIds(t: TestApp, teacher: LoginResult): Promise<number[]> {
  return (
    await rows(
      t,
      sql`select class_id as id from member_class_ranges where school_id = ${teacher.schoolId} and member_id = ${teacher.teacherId} order by class_id`,
    )
  ).map((r) => Number(r.id));
}

/** Active classes of a school with their grade level, in order. */
export function schoolClasses(t: TestApp, schoolId: number) {
  const c = classes;
  return t.db
    .select({
      id: c.id,
      name: c.name,
      gradeId: c.gradeId,
      level: grades.level,
      maxStudents: c.maxStudents,
      // a join qualifies the columns, so the subquery reads the outer class
      n: sql<number>`(select count(*)::int from ${students} s where s.school_id = ${c.schoolId} and s.class_id = ${c.id} and s.status = 1)`,
    })
    .from(c)
    .innerJoin(grades, and(eq(grades.schoolId, c.schoolId), eq(grades.id, c.gradeId)))
    .where(and(eq(c.schoolId, schoolId), eq(c.status, 1)))
    .orderBy(asc(grades.level), asc(c.sort), asc(c.id));
}

/** A fingerprint of everything the garden calls write in a school, to prove a refused call wrote nothing. */
export async function gardenSnapshot(t: TestApp, schoolId: number) {
  const [snap] = await rows(
    t,
    sql`select
    (select md5(coalesce(string_agg(row(id, name, level, sort)::text, ',' order by id), '')) from grades where school_id = ${schoolId}) as grades,
    (select md5(coalesce(string_agg(row(id, grade_id, name, sort, max_students, status, graduated_at)::text, ',' order by id), '')) from classes where school_id = ${schoolId}) as classes,
    (select md5(coalesce(string_agg(row(id, class_id, name, gender, birthday, id_card_type, id_card_no, nation, student_no, enrol_date, status)::text, ',' order by id), '')) from students where school_id = ${schoolId}) as students,
    (select md5(coalesce(string_agg(row(id, student_id, account_id, name, phone, relation, is_direct_guardian)::text, ',' order by id), '')) from guardians where school_id = ${schoolId}) as guardians,
    (select count(*)::int from accounts) as accounts`,
  );
  return snap as { grades: string; classes: string; students: string; guardians: string; accounts: number };
}

/** A valid resident ID number for a child born on `birthday` (YYYY-MM-DD), boy when `seq` is odd. */
export function childIdCard(birthday: string, seq: number, region = '350203'): string {
  const first17 = `${region}${birthday.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  return first17 + idCardCheckDigit(first17);
}

let phoneSeq = 0;
/** A fresh valid phone number no demo record uses (prefix 199). */
export const freshPhone = () => `199${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
