import { isPhone } from '@kg/shared';
import { type SaveClazzNumbersInput, STUDENT_NO_PATTERN } from '@kg/shared/modules/garden/classes';
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { containsPattern } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import { classes, grades, guardians, students } from '../../../db/schema/index.ts';
import { activeClass, lockSchool } from '../classes/class-lookup.ts';
import { RECORD_ERRORS as E } from '../classes/record-errors.ts';
import type { ChildDb } from './child-db.ts';
import { assertUnique, visibleStudent } from './child-service.ts';
import { linkAccounts } from './guardian-service.ts';

/**
 * The calls that change one field of children outside the full child form: student numbers
 * (the manager of class view → edit2) and a guardian's phone.
 */

const CHILD = { id: students.id, name: students.name, studentNo: students.studentNo };
type Child = { id: number; name: string; studentNo: string | null };
/** The children in school of one class. */
const inClass = (schoolId: number, clazzId: number) =>
  and(eq(students.schoolId, schoolId), eq(students.classId, clazzId), eq(students.status, 1));

const noProblem = (field: string) =>
  fieldError(field, '学号应为 1-20 位字母、数字或 -', 'the student number must be 1–20 letters, digits or -');

/** Active classes in range, by name, with how many of their children in school have a number. */
export async function numberClasses(db: ChildDb, schoolId: number, scope: number[] | null, name: string | undefined) {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      gradeId: classes.gradeId,
      gradeName: grades.name,
      studentCount: sql<number>`count(${students.id})::int`,
      numberedCount: sql<number>`count(${students.studentNo})::int`,
    })
    .from(classes)
    .innerJoin(grades, and(eq(grades.schoolId, classes.schoolId), eq(grades.id, classes.gradeId)))
    .leftJoin(students, and(eq(students.schoolId, classes.schoolId), eq(students.classId, classes.id), eq(students.status, 1)))
    .where(
      and(
        eq(classes.schoolId, schoolId),
        eq(classes.status, 1),
        inRange(sql`${classes.id}`, scope),
        name ? ilike(classes.name, containsPattern(name)) : undefined,
      ),
    )
    .groupBy(classes.id, classes.name, classes.gradeId, grades.name, grades.level, grades.sort, classes.sort)
    .orderBy(asc(grades.level), asc(grades.sort), asc(classes.sort), asc(classes.id));
}

/** The children in school of an active class in range, numbered first. */
export async function numberChildren(db: ChildDb, s: SessionInfo, scope: number[] | null, clazzId: number) {
  const c = await activeClass(db, s.institutionId, scope, clazzId);
  return db
    .select({ ...CHILD, gender: students.gender })
    .from(students)
    .where(inClass(s.institutionId, c.id))
    .orderBy(sql`${students.studentNo} nulls last`, asc(students.name), asc(students.id));
}

/** One child's number ('' clears it): unique among the children in school. */
export async function saveStudentNo(ctx: AppContext, s: SessionInfo, scope: number[] | null, studentId: number, studentNo: string) {
  if (studentNo !== '' && !STUDENT_NO_PATTERN.test(studentNo)) throw noProblem('studentNo');
  const no = studentNo || null;
  await ctx.db.transaction(async (tx) => {
    await lockSchool(tx, s.institutionId);
    const st = await visibleStudent(tx, s, scope, studentId, true);
    if (st.status !== 1) throw new AppError(E.childNotInSchool);
    await assertUnique(tx, s.institutionId, { studentNo: no, idCardNo: null, idCardType: st.idCardType }, st.id);
    await tx
      .update(students)
      .set({ studentNo: no })
      .where(and(eq(students.schoolId, s.institutionId), eq(students.id, st.id)));
  });
  return { studentId, studentNo: no };
}

function classChildren(db: ChildDb, schoolId: number, clazzId: number): Promise<Child[]> {
  return db.select(CHILD).from(students).where(inClass(schoolId, clazzId)).orderBy(asc(students.name), asc(students.id));
}

/** Numbers the class's children will have, from explicit items or the automatic rule. */
function plan(children: Child[], v: SaveClazzNumbersInput): Map<number, { no: string | null; field: string }> {
  if ((v.items === undefined) === (v.auto === undefined))
    throw fieldError('items', '请提供 items（逐个学号）或 auto（自动编号）其中之一', 'give either items or auto');
  const out = new Map<number, { no: string | null; field: string }>();
  const ids = new Set(children.map((c) => c.id));
  if (v.items) {
    v.items.forEach((it, i) => {
      if (!ids.has(it.studentId)) throw fieldError(`items.${i}.studentId`, '该幼儿不在这个班级', 'this child is not in the class');
      const no = it.studentNo && it.studentNo !== '' ? it.studentNo : null;
      if (no && !STUDENT_NO_PATTERN.test(no)) throw noProblem(`items.${i}.studentNo`);
      out.set(it.studentId, { no, field: `items.${i}.studentNo` });
    });
    return out;
  }
  const a = v.auto!;
  let n = a.start;
  for (const c of children) {
    if (c.studentNo && !a.overwrite) continue;
    const no = `${a.prefix}${String(n++).padStart(a.width, '0')}`;
    if (!STUDENT_NO_PATTERN.test(no)) throw noProblem('auto.prefix');
    out.set(c.id, { no, field: 'auto' });
  }
  return out;
}

/**
 * Student numbers of one class, all or nothing: unique within the class and among all
 * children in school. Answers the children with their numbers.
 */
export async function saveClazzNumbers(ctx: AppContext, s: SessionInfo, scope: number[] | null, v: SaveClazzNumbersInput) {
  const schoolId = s.institutionId;
  return ctx.db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const c = await activeClass(tx, s.institutionId, scope, v.clazzId, true);
    const children = await classChildren(tx, schoolId, c.id);
    const changes = plan(children, v);
    const final = new Map(children.map((ch) => [ch.id, changes.has(ch.id) ? changes.get(ch.id)!.no : ch.studentNo]));
    const seen = new Map<string, number>();
    for (const [id, no] of final) {
      if (!no) continue;
      if (seen.has(no)) {
        throw new AppError(E.studentNoTaken, {
          data: { field: changes.get(id)?.field ?? changes.get(seen.get(no)!)?.field ?? 'items', studentNo: no },
          detail: { zh: `学号 ${no} 在班级内重复`, en: `Student number ${no} appears twice in the class` },
        });
      }
      seen.set(no, id);
    }
    const wanted = [...changes.values()].map((x) => x.no).filter((x): x is string => x !== null);
    if (wanted.length) {
      const [taken] = await tx
        .select({ no: sql<string>`${students.studentNo}` })
        .from(students)
        .where(
          and(
            eq(students.schoolId, schoolId),
            eq(students.status, 1),
            or(sql`${students.classId} is null`, ne(students.classId, c.id)),
            sql`${students.studentNo} = any(${sql.param(wanted)}::text[])`,
          ),
        )
        .limit(1);
      if (taken) {
        const field = [...changes.values()].find((x) => x.no === taken.no)!.field;
        throw new AppError(E.studentNoTaken, {
          data: { field, studentNo: taken.no },
          detail: {
            zh: `学号 ${taken.no} 已被本园其他在园幼儿使用`,
            en: `Student number ${taken.no} is already used by another child in school`,
          },
        });
      }
    }
    if (changes.size) {
      const ids = [...changes.keys()];
      await tx.execute(sql`update students st set student_no = x.no
        from unnest(${sql.param(ids)}::bigint[], ${sql.param(ids.map((id) => changes.get(id)!.no))}::text[]) as x(id, no)
        where st.school_id = ${schoolId} and st.id = x.id`);
    }
    return (await classChildren(tx, schoolId, c.id)).map((ch) => ({ studentId: ch.id, name: ch.name, studentNo: ch.studentNo }));
  });
}

/**
 * An existing guardian's phone changes here only (overview §5): the guardian is linked to the
 * account of the new phone (created if new). The same phone, or one another guardian of the
 * child has, is refused.
 */
export async function changeGuardianMobile(
  ctx: AppContext,
  s: SessionInfo,
  scope: number[] | null,
  v: { studentId: number; guardianId: number; mobile: string },
): Promise<void> {
  if (!isPhone(v.mobile))
    throw fieldError(
      'mobile',
      '请输入正确的手机号：11 位数字，以 1 开头，第二位为 3-9',
      'enter a valid phone number: 11 digits, starting with 1, second digit 3–9',
    );
  await ctx.db.transaction(async (tx) => {
    const st = await visibleStudent(tx, s, scope, v.studentId, true);
    if (st.status !== 1) throw new AppError(E.childNotInSchool);
    const rows = await tx
      .select({ id: guardians.id, name: guardians.name, phone: guardians.phone })
      .from(guardians)
      .where(and(eq(guardians.schoolId, s.institutionId), eq(guardians.studentId, st.id)));
    const g = rows.find((x) => x.id === v.guardianId);
    if (!g) throw fieldError('guardianId', '该家长不属于这个幼儿', 'this guardian does not belong to the child');
    if (g.phone === v.mobile) throw new AppError('user-0003', { field: 'mobile' });
    if (rows.some((x) => x.id !== g.id && x.phone === v.mobile)) throw new AppError(E.guardianPhoneDuplicate, { field: 'mobile' });
    const accounts = await linkAccounts(tx, [{ phone: v.mobile, name: g.name }]);
    await tx
      .update(guardians)
      .set({ phone: v.mobile, accountId: accounts.get(v.mobile) ?? null })
      .where(and(eq(guardians.schoolId, s.institutionId), eq(guardians.id, g.id)));
  });
}
