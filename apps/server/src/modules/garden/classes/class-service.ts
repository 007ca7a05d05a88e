import type { ClazzAddInput, ClazzUpdateInput } from '@kg/shared/modules/garden/classes';
import { and, eq, ne } from 'drizzle-orm';
import { AppError, notFound } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, students } from '../../../db/schema/index.ts';
import { findGrade } from '../grades/grade-data.ts';
import { activeClass, assertRoom, inSchoolCount, lockSchool, type Runner, visibleClass } from './class-lookup.ts';
import { RECORD_ERRORS as ERR } from './record-errors.ts';

/** The writes of class records: add, update, delete. */

/** Active class names are unique within a school; graduated classes keep theirs (next year's 大一班 graduates again). */
async function assertNameFree(tx: Runner, schoolId: number, name: string, exceptId = 0) {
  const taken = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1), eq(classes.name, name), ne(classes.id, exceptId)))
    .limit(1);
  if (taken.length) throw new AppError(ERR.clazzNameTaken, { field: 'name' });
}

export async function addClazz(db: Db, schoolId: number, v: ClazzAddInput): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    if (!(await findGrade(tx, schoolId, v.gradeId))) throw notFound();
    await assertNameFree(tx, schoolId, v.name);
    const [row] = await tx
      .insert(classes)
      .values({ schoolId, gradeId: v.gradeId, name: v.name, sort: v.sort, maxStudents: v.maxStudents ?? null })
      .returning({ id: classes.id });
    return row.id;
  });
}

export async function updateClazz(db: Db, schoolId: number, range: number[] | null, v: ClazzUpdateInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const c = await activeClass(tx, schoolId, range, v.id, true);
    if (v.gradeId !== undefined && !(await findGrade(tx, schoolId, v.gradeId))) throw notFound();
    if (v.name !== undefined) await assertNameFree(tx, schoolId, v.name, c.id);
    const max = v.maxStudents === undefined ? c.maxStudents : v.maxStudents;
    if (max != null) {
      const n = await inSchoolCount(tx, schoolId, c.id);
      if (n > max) throw new AppError(ERR.clazzLimitBelowCount, { data: { field: 'maxStudents', current: n } });
    }
    await tx
      .update(classes)
      .set({ name: v.name ?? c.name, gradeId: v.gradeId ?? c.gradeId, sort: v.sort ?? c.sort, maxStudents: max })
      .where(and(eq(classes.schoolId, schoolId), eq(classes.id, c.id)));
  });
}

/**
 * Deletes an active class. Children in school never lose their class: with any, the call
 * must name `moveToClazzId` (another active class with room) and they move there first;
 * without it the call is refused with their count. Records of children who already left
 * or graduated stay, without a class. Ranges, courses and board content of the class go with it.
 */
export async function deleteClass(db: Db, schoolId: number, range: number[] | null, id: number, moveToClazzId?: number) {
  return db.transaction(async (tx) => {
    const c = await visibleClass(tx, schoolId, range, id, true);
    if (c.status !== 1) throw new AppError(ERR.clazzGraduated);
    const n = await inSchoolCount(tx, schoolId, c.id);
    let moved = 0;
    if (n > 0) {
      if (moveToClazzId === undefined) throw new AppError(ERR.clazzHasChildren, { data: { studentCount: n } });
      if (moveToClazzId === c.id) throw new AppError(ERR.moveTargetInvalid, { data: { field: 'moveToClazzId' } });
      const target = await visibleClass(tx, schoolId, range, moveToClazzId, true).catch(() => null);
      if (target?.status !== 1) throw new AppError(ERR.moveTargetInvalid, { data: { field: 'moveToClazzId' } });
      await assertRoom(tx, schoolId, target, n);
      const r = await tx
        .update(students)
        .set({ classId: target.id })
        .where(and(eq(students.schoolId, schoolId), eq(students.classId, c.id), eq(students.status, 1)));
      moved = r.rowCount ?? 0;
    }
    await tx
      .update(students)
      .set({ classId: null })
      .where(and(eq(students.schoolId, schoolId), eq(students.classId, c.id)));
    await tx.delete(classes).where(and(eq(classes.schoolId, schoolId), eq(classes.id, c.id)));
    return { moved, movedTo: n > 0 ? moveToClazzId! : null };
  });
}
