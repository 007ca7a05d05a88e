import { GRADE_LEVELS, type GradeAddInput, type GradeUpdateInput } from '@kg/shared/modules/garden/grades';
import { sql } from 'drizzle-orm';
import { AppError, notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { lockSchool, type Runner } from '../classes/class-lookup.ts';
import { RECORD_ERRORS as ERR } from '../classes/record-errors.ts';

export type GradeRow = {
  id: number;
  name: string;
  level: number;
  sort: number;
};

type GradeListRow = GradeRow & {
  createdAt: Date;
  clazzCount: number;
  studentCount: number;
};

export function listGrades(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const name = q.name ? sql`and g.name ilike ${containsPattern(q.name)}` : sql``;
  return pagedQuery<GradeListRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    select: sql`select g.id, g.name, g.level, g.sort, g.created_at as "createdAt",
        (select count(*) from classes c where c.school_id = g.school_id and c.grade_id = g.id and c.status = 1)::int as "clazzCount",
        (select count(*) from students st join classes c on c.school_id = st.school_id and c.id = st.class_id
          where st.school_id = g.school_id and c.grade_id = g.id and st.status = 1)::int as "studentCount",
        count(*) over () as total
      from grades g where g.school_id = ${schoolId} ${name}
      order by g.level, g.sort, g.id`,
    count: sql`select count(*) as n from grades g where g.school_id = ${schoolId} ${name}`,
  });
}

/** Grades by level; a class range (null: the whole school) keeps those with a class in it. */
export async function gradeOptions(db: Runner, schoolId: number, range: number[] | null) {
  const withClass =
    range === null
      ? sql`true`
      : sql`exists (select 1 from classes c where c.school_id = g.school_id and c.grade_id = g.id and ${inRange(sql`c.id`, range)})`;
  const r = await db.execute<GradeRow>(sql`select g.id, g.name, g.level, g.sort from grades g
    where g.school_id = ${schoolId} and ${withClass} order by g.level, g.sort, g.id`);
  return r.rows.map((g) => ({ ...g, levelName: GRADE_LEVELS.find((l) => l.value === g.level)?.label ?? '' }));
}

export async function findGrade(db: Runner, schoolId: number, id: number, lock = false): Promise<GradeRow | null> {
  const r = await db.execute<GradeRow>(sql`select id, name, level, sort from grades where school_id = ${schoolId} and id = ${id}
    ${lock ? sql`for update` : sql``}`);
  return r.rows[0] ?? null;
}

/** The grade one level up (小班 → 中班), or null when the school has none. */
export async function nextGradeOf(db: Runner, schoolId: number, level: number): Promise<GradeRow | null> {
  const r = await db.execute<GradeRow>(sql`select id, name, level, sort from grades where school_id = ${schoolId} and level = ${level + 1}
    order by id limit 1`);
  return r.rows[0] ?? null;
}

/** Name and level are unique within a school (checked under the school lock: no unique index). */
async function assertFree(tx: Runner, schoolId: number, v: { name?: string; level?: number }, exceptId = 0) {
  await lockSchool(tx, schoolId);
  if (v.name !== undefined) {
    const r = await tx.execute(sql`select 1 from grades where school_id = ${schoolId} and name = ${v.name} and id <> ${exceptId}`);
    if (r.rows.length) throw new AppError(ERR.gradeNameTaken, { field: 'name' });
  }
  if (v.level !== undefined) {
    const r = await tx.execute(sql`select 1 from grades where school_id = ${schoolId} and level = ${v.level} and id <> ${exceptId}`);
    if (r.rows.length) throw new AppError(ERR.gradeLevelTaken, { field: 'level' });
  }
}

export async function addGrade(db: Db, schoolId: number, v: GradeAddInput): Promise<number> {
  return db.transaction(async (tx) => {
    await assertFree(tx, schoolId, v);
    const r = await tx.execute<{ id: number }>(sql`insert into grades (school_id, name, level, sort)
      values (${schoolId}, ${v.name}, ${v.level}, ${v.sort}) returning id`);
    return r.rows[0].id;
  });
}

/** Absent fields keep their stored value. */
export async function updateGrade(db: Db, schoolId: number, v: GradeUpdateInput): Promise<void> {
  await db.transaction(async (tx) => {
    const g = await findGrade(tx, schoolId, v.id, true);
    if (!g) throw notFound();
    await assertFree(tx, schoolId, { name: v.name, level: v.level }, g.id);
    await tx.execute(sql`update grades set name = ${v.name ?? g.name}, level = ${v.level ?? g.level}, sort = ${v.sort ?? g.sort}
      where school_id = ${schoolId} and id = ${g.id}`);
  });
}

/** A grade with classes (active or graduated: graduates keep their grade) is never deleted. */
export async function deleteGrade(db: Db, schoolId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const g = await findGrade(tx, schoolId, id, true);
    if (!g) throw notFound();
    const r = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from classes where school_id = ${schoolId} and grade_id = ${id}`,
    );
    const n = r.rows[0].n;
    if (n > 0) throw new AppError(ERR.gradeHasClasses, { data: { clazzCount: n } });
    await tx.execute(sql`delete from grades where school_id = ${schoolId} and id = ${id}`);
  });
}
