import type { GroupValues } from '@kg/shared/modules/recipes/special-shapes';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { idArray, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { allergens, foodComposition, specialGroups, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { candidateWhere, groupAllergens, inSchool } from './special-data.ts';

const st = alias(students, 'st');

const fc = alias(foodComposition, 'fc');
/** For each category in order, whether some food of the tables is in it. */
const categoriesKnown = (categories: string[]) => ({
  ok: sql<boolean[]>`array(select exists (select 1 from ${foodComposition} fc where starts_with(${fc.category}, x))
    from unnest(${sql.param(categories)}::text[]) with ordinality u(x, n) order by n)`,
});

const nameTaken = () => new AppError('recipes-0101', { field: 'name' });

/**
 * A group must avoid something; its allergens must be food allergens of the school's catalogue and
 * each category must name at least one food of the tables (a typo would silently match nothing).
 */
async function checkGroup(db: Db, schoolId: number, g: GroupValues) {
  if (!g.allergenIds.length && !g.foodCategories.length && !g.foodKeywords.length)
    throw new AppError('recipes-0103', { field: 'allergenIds' });
  const a = allergens;
  const found = g.allergenIds.length
    ? await db
        .select({ id: a.id })
        .from(a)
        .where(and(eq(a.schoolId, schoolId), eq(a.kind, 'food'), inArray(a.id, g.allergenIds)))
    : [];
  const known = new Set(found.map((r) => r.id));
  const bad = g.allergenIds.findIndex((id) => !known.has(id));
  if (bad >= 0) throw new AppError('recipes-0102', { field: `allergenIds.${bad}` });
  const [c] = await preparedRows<RowOf<ReturnType<typeof categoriesKnown>>>(
    db,
    sql`select ${selectList(categoriesKnown(g.foodCategories))}`,
  );
  const none = c.ok.indexOf(false);
  if (none >= 0) throw new AppError('recipes-0104', { field: `foodCategories.${none}` });
  const t = specialGroups;
  const dup = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), eq(t.name, g.name), ne(t.id, g.id ?? 0)))
    .limit(1);
  if (dup.length) throw nameTaken();
}

export async function saveGroup(db: Db, schoolId: number, g: GroupValues): Promise<number> {
  await checkGroup(db, schoolId, g);
  const t = specialGroups;
  const v = {
    name: g.name,
    reason: g.reason,
    allergenIds: g.allergenIds,
    foodCategories: g.foodCategories,
    foodKeywords: g.foodKeywords,
    notes: g.notes ?? null,
  };
  return guardedWrite(
    async () => {
      const r = g.id
        ? await db
            .update(t)
            .set({ ...v, updatedAt: sql`now()` })
            .where(and(eq(t.schoolId, schoolId), eq(t.id, g.id)))
            .returning({ id: t.id })
        : await db
            .insert(t)
            .values({ schoolId, ...v })
            .returning({ id: t.id });
      return oneRow<{ id: number }>(r).id;
    },
    { unique: nameTaken },
  );
}

export async function deleteGroup(db: Db, schoolId: number, id: number): Promise<void> {
  const t = specialGroups;
  oneRow(
    await db
      .delete(t)
      .where(and(eq(t.schoolId, schoolId), eq(t.id, id)))
      .returning({ id: t.id }),
  );
}

/**
 * Adds children in school of the caller's classes to a group, or every candidate; a child already
 * in it stays as it was. A child outside the school or the classes refuses the whole list (404).
 */
export async function addGroupChildren(
  db: Db,
  schoolId: number,
  range: number[] | null,
  b: { groupId: number; studentIds: number[]; allCandidates?: boolean },
): Promise<{ count: number }> {
  if (!b.studentIds.length && !b.allCandidates) throw new AppError('recipes-0105', { field: 'studentIds' });
  return db.transaction(async (tx) => {
    const allergens = await groupAllergens(tx, schoolId, b.groupId);
    let who = sql`${st.id} = any(${idArray(b.studentIds)})`;
    if (b.allCandidates) who = candidateWhere(schoolId, range, b.groupId, allergens);
    else {
      const [seen] = await tx
        .select({ n: count() })
        .from(st)
        .where(sql`${inSchool(schoolId, range)} and ${who}`);
      if (seen.n !== b.studentIds.length) throw notFound();
    }
    const r = await tx.execute(sql`insert into special_group_students (school_id, group_id, student_id)
      select ${schoolId}, ${b.groupId}, st.id from students st where ${inSchool(schoolId, range)} and ${who}
      on conflict do nothing`);
    return { count: r.rowCount ?? 0 };
  });
}

/** Takes a child of the caller's classes out of a group (404 when it is not in it). */
export async function removeGroupChild(db: Db, schoolId: number, range: number[] | null, groupId: number, studentId: number) {
  const r = await db.execute(sql`delete from special_group_students gs using students st
    where gs.school_id = ${schoolId} and gs.group_id = ${groupId} and gs.student_id = ${studentId}
      and st.school_id = gs.school_id and st.id = gs.student_id and ${inRange(sql`st.class_id`, range)} returning gs.student_id`);
  oneRow(r.rows);
}
