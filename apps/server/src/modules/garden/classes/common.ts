import { InstitutionType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError, denied, notFound } from '../../../core/errors.ts';
import { sessionOf } from '../../../core/session.ts';
import type { Db } from '../../../db/pool.ts';
import { classInScope, classScope } from '../class-scope.ts';

/** Catalogue codes of grades, classes, children and graduates (packages/shared errors.ts). */
export const E = {
  guardianMin: 'kid-arch-0014',
  gradeNameTaken: 'kid-arch-0015',
  gradeLevelTaken: 'kid-arch-0016',
  gradeHasClasses: 'kid-arch-0017',
  clazzNameTaken: 'kid-arch-0018',
  clazzHasChildren: 'kid-arch-0019',
  clazzFull: 'kid-arch-0020',
  clazzLimitBelowCount: 'kid-arch-0021',
  clazzGraduated: 'kid-arch-0022',
  topGradeNoUpgrade: 'kid-arch-0023',
  nextGradeMissing: 'kid-arch-0024',
  notTopGrade: 'kid-arch-0025',
  studentNoTaken: 'kid-arch-0026',
  guardianPhoneDuplicate: 'kid-arch-0027',
  guardianPhoneReadOnly: 'kid-arch-0028',
  childNotInSchool: 'kid-arch-0029',
  moveTargetInvalid: 'kid-arch-0030',
  idCardTaken: 'kid-arch-0031',
  graduationFailed: 'kid-arch-0032',
} as const;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Pick<Db, 'execute'>;

/** The session of a garden call: only a school session has grades, classes and children. */
export function schoolSession(request: FastifyRequest): SessionInfo {
  const s = sessionOf(request);
  if (s.institutionType !== InstitutionType.school) throw denied();
  return s;
}

/** A session with its class range loaded (null = whole school). */
export async function scoped(ctx: AppContext, request: FastifyRequest) {
  const s = schoolSession(request);
  return { s, scope: await classScope(ctx, s) };
}

/** Today's date in China (YYYY-MM-DD), where the schools are. */
export const todayChina = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Whole months between a birthday and today (both YYYY-MM-DD); null without a birthday. */
export function ageInMonths(birthday: string | null, today: string): number | null {
  if (!birthday) return null;
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return Math.max(0, months);
}

export interface ClassRow {
  id: number;
  name: string;
  gradeId: number;
  gradeName: string;
  level: number;
  status: number;
  maxStudents: number | null;
  sort: number;
  graduatedAt: string | null;
}

/** A class of the school with its grade, or null. `lock` takes a row lock (inside a transaction). */
export async function findClass(db: Runner, schoolId: number, id: number, lock = false): Promise<ClassRow | null> {
  const r = await db.execute(sql`select c.id, c.name, c.grade_id as "gradeId", g.name as "gradeName", g.level, c.status,
      c.max_students as "maxStudents", c.sort, c.graduated_at as "graduatedAt"
    from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
    where c.school_id = ${schoolId} and c.id = ${id} ${lock ? sql`for update of c` : sql``}`);
  return (r.rows[0] as unknown as ClassRow | undefined) ?? null;
}

/**
 * A class the session may see: of its school and in its class range. Anything else is
 * answered like a missing record (common-0405), never "exists but forbidden".
 */
export async function visibleClass(db: Runner, s: SessionInfo, scope: number[] | null, id: number, lock = false): Promise<ClassRow> {
  if (!classInScope(scope, id)) throw notFound();
  const c = await findClass(db, s.institutionId, id, lock);
  if (!c) throw notFound();
  return c;
}

/** An active (not graduated) class the session may see. */
export async function activeClass(db: Runner, s: SessionInfo, scope: number[] | null, id: number, lock = false): Promise<ClassRow> {
  const c = await visibleClass(db, s, scope, id, lock);
  if (c.status !== 1) throw new AppError(E.clazzGraduated);
  return c;
}

/** Children in school (status 1) per class. */
export async function inSchoolCount(db: Runner, schoolId: number, classId: number): Promise<number> {
  const r = await db.execute(
    sql`select count(*)::int as n from students where school_id = ${schoolId} and class_id = ${classId} and status = 1`,
  );
  return (r.rows[0] as { n: number }).n;
}

/** Refuses when `adding` more children would exceed the class size limit. */
export async function assertRoom(db: Runner, schoolId: number, c: ClassRow, adding: number): Promise<void> {
  if (c.maxStudents == null || adding <= 0) return;
  const current = await inSchoolCount(db, schoolId, c.id);
  if (current + adding > c.maxStudents) {
    throw new AppError(E.clazzFull, {
      data: { clazzId: c.id, limit: c.maxStudents, current, adding },
      detail: {
        zh: `班级“${c.name}”人数已达上限（上限 ${c.maxStudents} 人，现有 ${current} 人）`,
        en: `Class “${c.name}” is full (limit ${c.maxStudents}, currently ${current})`,
      },
    });
  }
}

/** Whether a unique-index violation caused `e` (concurrent inserts). */
export const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/**
 * Serialises checks of school-wide uniqueness (names, numbers) that no unique index covers.
 * `no key update`: other writers' foreign-key checks on the school row still pass.
 */
export async function lockSchool(tx: Runner, schoolId: number): Promise<void> {
  await tx.execute(sql`select id from institutions where id = ${schoolId} for no key update`);
}

// the class-range filter lives in class-scope.ts; these names are what the garden areas import
export { anyId, inScope as inRange } from '../class-scope.ts';
