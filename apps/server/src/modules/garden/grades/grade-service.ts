import type { GradeAddInput, GradeUpdateInput } from '@kg/shared/modules/garden/grades';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { E, lockSchool, type Runner } from '../classes/common.ts';

export interface GradeRow {
  id: number;
  name: string;
  level: number;
  sort: number;
}

export async function findGrade(db: Runner, schoolId: number, id: number, lock = false): Promise<GradeRow | null> {
  const r = await db.execute(sql`select id, name, level, sort from grades where school_id = ${schoolId} and id = ${id}
    ${lock ? sql`for update` : sql``}`);
  return (r.rows[0] as unknown as GradeRow | undefined) ?? null;
}

/** The grade one level up (小班 → 中班), or null when the school has none. */
export async function nextGradeOf(db: Runner, schoolId: number, level: number): Promise<GradeRow | null> {
  const r = await db.execute(sql`select id, name, level, sort from grades where school_id = ${schoolId} and level = ${level + 1}
    order by id limit 1`);
  return (r.rows[0] as unknown as GradeRow | undefined) ?? null;
}

/** Name and level are unique within a school (checked under the school lock: no unique index). */
async function assertFree(tx: Runner, schoolId: number, v: { name?: string; level?: number }, exceptId = 0) {
  await lockSchool(tx, schoolId);
  if (v.name !== undefined) {
    const r = await tx.execute(sql`select 1 from grades where school_id = ${schoolId} and name = ${v.name} and id <> ${exceptId}`);
    if (r.rows.length) throw new AppError(E.gradeNameTaken, { field: 'name' });
  }
  if (v.level !== undefined) {
    const r = await tx.execute(sql`select 1 from grades where school_id = ${schoolId} and level = ${v.level} and id <> ${exceptId}`);
    if (r.rows.length) throw new AppError(E.gradeLevelTaken, { field: 'level' });
  }
}

export async function addGrade(ctx: AppContext, schoolId: number, v: GradeAddInput): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await assertFree(tx, schoolId, v);
    const r = await tx.execute(sql`insert into grades (school_id, name, level, sort) values (${schoolId}, ${v.name}, ${v.level}, ${v.sort})
      returning id`);
    return (r.rows[0] as { id: number }).id;
  });
}

export async function updateGrade(ctx: AppContext, schoolId: number, v: GradeUpdateInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const g = await findGrade(tx, schoolId, v.id, true);
    if (!g) throw notFound();
    await assertFree(tx, schoolId, { name: v.name, level: v.level }, g.id);
    await tx.execute(sql`update grades set name = ${v.name ?? g.name}, level = ${v.level ?? g.level}, sort = ${v.sort ?? g.sort}
      where school_id = ${schoolId} and id = ${g.id}`);
  });
}

/** A grade with classes (active or graduated: graduates keep their grade) is never deleted. */
export async function deleteGrade(ctx: AppContext, schoolId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const g = await findGrade(tx, schoolId, id, true);
    if (!g) throw notFound();
    const r = await tx.execute(sql`select count(*)::int as n from classes where school_id = ${schoolId} and grade_id = ${id}`);
    const n = (r.rows[0] as { n: number }).n;
    if (n > 0) throw new AppError(E.gradeHasClasses, { data: { clazzCount: n } });
    await tx.execute(sql`delete from grades where school_id = ${schoolId} and id = ${id}`);
  });
}
