import type { GroupValues } from '@kg/shared/modules/recipes/special-shapes';
import { sql } from 'drizzle-orm';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { idArray, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { candidateWhere, groupAllergens, inSchool } from './special-data.ts';

const nameTaken = () => new AppError('recipes-0101', { field: 'name' });

/**
 * A group must avoid something; its allergens must be food allergens of the school's catalogue and
 * each category must name at least one food of the tables (a typo would silently match nothing).
 */
async function checkGroup(db: Db, schoolId: number, g: GroupValues) {
  if (!g.allergenIds.length && !g.foodCategories.length && !g.foodKeywords.length)
    throw new AppError('recipes-0103', { field: 'allergenIds' });
  const a = await db.execute<{ id: number }>(
    sql`select id from allergens where school_id = ${schoolId} and kind = 'food' and id = any(${idArray(g.allergenIds)})`,
  );
  const known = new Set(a.rows.map((r) => Number(r.id)));
  const bad = g.allergenIds.findIndex((id) => !known.has(id));
  if (bad >= 0) throw new AppError('recipes-0102', { field: `allergenIds.${bad}` });
  const c = await db.execute<{
    ok: boolean[];
  }>(sql`select array(select exists (select 1 from food_composition fc where starts_with(fc.category, x))
    from unnest(${sql.param(g.foodCategories)}::text[]) with ordinality u(x, n) order by n) as ok`);
  const none = c.rows[0].ok.indexOf(false);
  if (none >= 0) throw new AppError('recipes-0104', { field: `foodCategories.${none}` });
  const dup = await db.execute(
    sql`select 1 from special_groups where school_id = ${schoolId} and name = ${g.name} and id <> ${g.id ?? 0} limit 1`,
  );
  if (dup.rows.length) throw nameTaken();
}

export async function saveGroup(db: Db, schoolId: number, g: GroupValues): Promise<number> {
  await checkGroup(db, schoolId, g);
  const v = {
    allergens: sql`${sql.param(g.allergenIds)}::bigint[]`,
    categories: sql`${sql.param(g.foodCategories)}::text[]`,
    keywords: sql`${sql.param(g.foodKeywords)}::text[]`,
    notes: g.notes ?? null,
  };
  return guardedWrite(
    async () => {
      const r = g.id
        ? await db.execute<{
            id: number;
          }>(sql`update special_groups set name = ${g.name}, reason = ${g.reason}, allergen_ids = ${v.allergens},
            food_categories = ${v.categories}, food_keywords = ${v.keywords}, notes = ${v.notes}, updated_at = now()
          where school_id = ${schoolId} and id = ${g.id} returning id`)
        : await db.execute<{
            id: number;
          }>(sql`insert into special_groups (school_id, name, reason, allergen_ids, food_categories, food_keywords, notes)
            values (${schoolId}, ${g.name}, ${g.reason}, ${v.allergens}, ${v.categories}, ${v.keywords}, ${v.notes}) returning id`);
      return oneRow<{ id: number }>(r.rows).id;
    },
    { unique: nameTaken },
  );
}

export async function deleteGroup(db: Db, schoolId: number, id: number): Promise<void> {
  oneRow((await db.execute(sql`delete from special_groups where school_id = ${schoolId} and id = ${id} returning id`)).rows);
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
    let who = sql`st.id = any(${idArray(b.studentIds)})`;
    if (b.allCandidates) who = candidateWhere(schoolId, range, b.groupId, allergens);
    else {
      const seen = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from students st where ${inSchool(schoolId, range)} and ${who}`,
      );
      if (seen.rows[0].n !== b.studentIds.length) throw notFound();
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
