import { and, eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../../core/errors.ts';
import { classInRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, grades, students } from '../../../db/schema/index.ts';
import type { RowOf } from '../../../db/select-list.ts';
import { RECORD_ERRORS as ERR } from './record-errors.ts';

/**
 * Finding one class the caller may act on, and the checks every write on classes and children
 * shares (size limit, the school-wide lock). Grades, children and graduates use these too.
 */

/** A pool or a transaction: raw templates and the builder. */
export type Runner = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

const CLASS = {
  id: classes.id,
  name: classes.name,
  gradeId: classes.gradeId,
  gradeName: grades.name,
  level: grades.level,
  status: classes.status,
  maxStudents: classes.maxStudents,
  sort: classes.sort,
  graduatedAt: classes.graduatedAt,
};
export type ClassRow = RowOf<typeof CLASS>;

/** A class of the school with its grade, or null. `lock` takes a row lock on the class (inside a transaction). */
export async function findClass(db: Runner, schoolId: number, id: number, lock = false): Promise<ClassRow | null> {
  const q = db
    .select(CLASS)
    .from(classes)
    .innerJoin(grades, and(eq(grades.schoolId, classes.schoolId), eq(grades.id, classes.gradeId)))
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, id)));
  const [row] = lock ? await q.for('update', { of: classes }) : await q;
  return row ?? null;
}

/**
 * A class the caller may see: of its school and in its class range. Anything else is
 * answered like a missing record (common-0405), never "exists but forbidden".
 */
export async function visibleClass(db: Runner, schoolId: number, range: number[] | null, id: number, lock = false): Promise<ClassRow> {
  if (!classInRange(range, id)) throw notFound();
  const c = await findClass(db, schoolId, id, lock);
  if (!c) throw notFound();
  return c;
}

/** An active (not graduated) class the caller may see. */
export async function activeClass(db: Runner, schoolId: number, range: number[] | null, id: number, lock = false): Promise<ClassRow> {
  const c = await visibleClass(db, schoolId, range, id, lock);
  if (c.status !== 1) throw new AppError(ERR.clazzGraduated);
  return c;
}

/** Children in school (status 1) of a class. */
export async function inSchoolCount(db: Runner, schoolId: number, classId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.classId, classId), eq(students.status, 1)));
  return row.n;
}

/** Refuses when `adding` more children would exceed the class size limit. */
export async function assertRoom(db: Runner, schoolId: number, c: ClassRow, adding: number): Promise<void> {
  if (c.maxStudents == null || adding <= 0) return;
  const current = await inSchoolCount(db, schoolId, c.id);
  if (current + adding > c.maxStudents) {
    throw new AppError(ERR.clazzFull, {
      data: { clazzId: c.id, limit: c.maxStudents, current, adding },
      detail: {
        zh: `班级“${c.name}”人数已达上限（上限 ${c.maxStudents} 人，现有 ${current} 人）`,
        en: `Class “${c.name}” is full (limit ${c.maxStudents}, currently ${current})`,
      },
    });
  }
}

/**
 * Serialises checks of school-wide uniqueness (names, numbers) that no unique index covers.
 * `no key update`: other writers' foreign-key checks on the school row still pass.
 */
export async function lockSchool(tx: Runner, schoolId: number): Promise<void> {
  await tx.execute(sql`select id from institutions where id = ${schoolId} for no key update`);
}
