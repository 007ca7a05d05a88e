import { GRADE_LEVELS, type GradeAddInput, type GradeUpdateInput } from '@kg/shared/modules/garden/grades';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError, notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, grades, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { lockSchool, type Runner } from '../classes/class-lookup.ts';
import { RECORD_ERRORS as ERR } from '../classes/record-errors.ts';

const BRIEF = { id: grades.id, name: grades.name, level: grades.level, sort: grades.sort };
export type GradeRow = RowOf<typeof BRIEF>;

const g = alias(grades, 'g');
const ROW = {
  id: g.id,
  name: g.name,
  level: g.level,
  sort: g.sort,
  createdAt: g.createdAt,
  clazzCount: sql<number>`(select count(*) from ${classes} c where c.school_id = ${g.schoolId} and c.grade_id = ${g.id} and c.status = 1)::int`,
  studentCount: sql<number>`(select count(*) from ${students} st join ${classes} c on c.school_id = st.school_id and c.id = st.class_id
    where st.school_id = ${g.schoolId} and c.grade_id = ${g.id} and st.status = 1)::int`,
};
const LIST = selectList(ROW);

export function listGrades(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql`${g.schoolId} = ${schoolId} ${q.name ? sql`and ${g.name} ilike ${containsPattern(q.name)}` : sql``}`;
  return pagedQuery<RowOf<typeof ROW>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    select: sql`select ${LIST}, count(*) over () as total from ${grades} g where ${where} order by ${g.level}, ${g.sort}, ${g.id}`,
    count: sql`select count(*) as n from ${grades} g where ${where}`,
  });
}

/** Grades by level; a class range (null: the whole school) keeps those with a class in it. */
export async function gradeOptions(db: Runner, schoolId: number, range: number[] | null) {
  // where clauses qualify their columns: the correlated subquery reads the outer grade
  const withClass =
    range === null
      ? undefined
      : sql`exists (select 1 from ${classes} c where c.school_id = ${grades.schoolId} and c.grade_id = ${grades.id} and ${inRange(sql`c.id`, range)})`;
  const rows = await db
    .select(BRIEF)
    .from(grades)
    .where(and(eq(grades.schoolId, schoolId), withClass))
    .orderBy(asc(grades.level), asc(grades.sort), asc(grades.id));
  return rows.map((x) => ({ ...x, levelName: GRADE_LEVELS.find((l) => l.value === x.level)?.label ?? '' }));
}

export async function findGrade(db: Runner, schoolId: number, id: number, lock = false): Promise<GradeRow | null> {
  const q = db
    .select(BRIEF)
    .from(grades)
    .where(and(eq(grades.schoolId, schoolId), eq(grades.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The grade one level up (小班 → 中班), or null when the school has none. */
export async function nextGradeOf(db: Runner, schoolId: number, level: number): Promise<GradeRow | null> {
  const [row] = await db
    .select(BRIEF)
    .from(grades)
    .where(and(eq(grades.schoolId, schoolId), eq(grades.level, level + 1)))
    .orderBy(asc(grades.id))
    .limit(1);
  return row ?? null;
}

/** Name and level are unique within a school (checked under the school lock: no unique index). */
async function assertFree(tx: Runner, schoolId: number, v: { name?: string; level?: number }, exceptId = 0) {
  await lockSchool(tx, schoolId);
  const other = (same: SQL) =>
    tx
      .select({ id: grades.id })
      .from(grades)
      .where(and(eq(grades.schoolId, schoolId), same, ne(grades.id, exceptId)))
      .limit(1);
  if (v.name !== undefined && (await other(eq(grades.name, v.name))).length) throw new AppError(ERR.gradeNameTaken, { field: 'name' });
  if (v.level !== undefined && (await other(eq(grades.level, v.level))).length) throw new AppError(ERR.gradeLevelTaken, { field: 'level' });
}

export async function addGrade(db: Db, schoolId: number, v: GradeAddInput): Promise<number> {
  return db.transaction(async (tx) => {
    await assertFree(tx, schoolId, v);
    const [row] = await tx.insert(grades).values({ schoolId, name: v.name, level: v.level, sort: v.sort }).returning({ id: grades.id });
    return row.id;
  });
}

/** Absent fields keep their stored value. */
export async function updateGrade(db: Db, schoolId: number, v: GradeUpdateInput): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findGrade(tx, schoolId, v.id, true);
    if (!found) throw notFound();
    await assertFree(tx, schoolId, { name: v.name, level: v.level }, found.id);
    await tx
      .update(grades)
      .set({ name: v.name ?? found.name, level: v.level ?? found.level, sort: v.sort ?? found.sort })
      .where(and(eq(grades.schoolId, schoolId), eq(grades.id, found.id)));
  });
}

/** A grade with classes (active or graduated: graduates keep their grade) is never deleted. */
export async function deleteGrade(db: Db, schoolId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findGrade(tx, schoolId, id, true))) throw notFound();
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.gradeId, id)));
    if (n > 0) throw new AppError(ERR.gradeHasClasses, { data: { clazzCount: n } });
    await tx.delete(grades).where(and(eq(grades.schoolId, schoolId), eq(grades.id, id)));
  });
}
