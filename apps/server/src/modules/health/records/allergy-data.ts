import { maskName } from '@kg/shared';
import type { allergen, allergyItem, allergyCounts as countsShape } from '@kg/shared/modules/health/records/allergy';
import type { AllergenKind } from '@kg/shared/modules/health/records/records-shapes';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, notFound } from '../../../core/errors.ts';
import { classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { personRecords, replaceChildRecords, type SavedColumn } from './person-record-kit.ts';
import { type ChildFilter, childWhere, type Runner, visibleChild } from './records-scope.ts';

export interface AllergyFilter extends ChildFilter {
  kind?: AllergenKind;
  allergenId?: number;
}

/** A child's allergies as JSON, most severe first (`st` in scope). */
export const ALLERGIES_OF = sql`coalesce((select json_agg(json_build_object('allergenId', a.id, 'allergenName', a.name,
    'allergenNameEn', a.name_en, 'kind', a.kind, 'reaction', sa.reaction, 'severity', sa.severity, 'source', sa.source,
    'note', sa.note, 'updatedAt', sa.updated_at) order by sa.severity desc, a.sort, a.id)
  from student_allergies sa join allergens a on a.school_id = sa.school_id and a.id = sa.allergen_id
  where sa.school_id = st.school_id and sa.student_id = st.id), '[]'::json)`;

export type AllergyOfChild = z.output<typeof allergyItem>;

/** Allergies as a person record: a child matches with any allergy of the kind and allergen asked for. */
export const ALLERGY_RECORDS = personRecords<AllergyFilter, 'allergies', AllergyOfChild>({
  table: 'student_allergies',
  items: 'allergies',
  itemsOf: ALLERGIES_OF,
  has: (f) => sql`exists (select 1 from student_allergies sa
    join allergens a on a.school_id = sa.school_id and a.id = sa.allergen_id
    where sa.school_id = st.school_id and sa.student_id = st.id
    ${f.kind ? sql`and a.kind = ${f.kind}` : sql``} ${f.allergenId ? sql`and a.id = ${f.allergenId}` : sql``})`,
});

/** Children per allergen and per kind among the children in school of the scope. */
export async function allergyCounts(db: Runner, schoolId: number, range: number[] | null, clazzId?: number) {
  const where = childWhere(schoolId, range, { clazzId });
  const r = await db.execute<z.output<typeof countsShape>>(sql`
    with kids as (select st.id, st.school_id from students st where ${where}),
      hits as (select a.id, a.name, a.name_en, a.kind, a.sort, sa.student_id from kids
        join student_allergies sa on sa.school_id = kids.school_id and sa.student_id = kids.id
        join allergens a on a.school_id = sa.school_id and a.id = sa.allergen_id)
    select (select count(distinct student_id)::int from hits) as children, (select count(*)::int from kids) as roster,
      coalesce((select json_agg(x order by x.count desc, x.sort) from (select id as "allergenId", name, name_en as "nameEn", kind, sort,
        count(*)::int as count from hits group by id, name, name_en, kind, sort) x), '[]'::json) as "byAllergen",
      coalesce((select json_agg(k order by k.count desc) from (select kind, count(distinct student_id)::int as count from hits group by kind) k), '[]'::json) as "byKind"`);
  return r.rows[0];
}

export async function allergenCatalogue(db: Runner, schoolId: number) {
  const r = await db.execute<
    z.output<typeof allergen>
  >(sql`select id, name, name_en as "nameEn", kind, food_categories as "foodCategories", food_keywords as "foodKeywords"
    from allergens where school_id = ${schoolId} order by sort, id`);
  return r.rows;
}

const ALLERGY_COLUMNS: SavedColumn[] = [
  ['allergen_id', 'allergenId', 'bigint'],
  ['reaction', 'reaction', 'text'],
  ['severity', 'severity', 'smallint'],
  ['source', 'source', 'text'],
  ['note', 'note', 'text'],
];

export interface AllergyItem {
  allergenId: number;
  reaction?: string | null;
  severity: number;
  source: string;
  note?: string | null;
}

/**
 * Replaces a child's allergies with `items` in one transaction: an allergen listed twice or not
 * in the school's catalogue refuses the whole list and names the item.
 */
export async function saveAllergies(
  db: Db,
  schoolId: number,
  range: number[] | null,
  memberId: number,
  studentId: number,
  items: AllergyItem[],
) {
  const seen = new Set<number>();
  items.forEach((it, i) => {
    if (seen.has(it.allergenId)) throw new AppError('health-0202', { field: `allergies.${i}.allergenId` });
    seen.add(it.allergenId);
  });
  return db.transaction(async (tx) => {
    await visibleChild(tx, schoolId, range, studentId);
    const known = await tx.execute<{ id: number }>(sql`select id from allergens where school_id = ${schoolId}`);
    const ids = new Set(known.rows.map((r) => Number(r.id)));
    const unknown = items.findIndex((it) => !ids.has(it.allergenId));
    if (unknown >= 0) throw new AppError('health-0201', { field: `allergies.${unknown}.allergenId` });
    return replaceChildRecords(tx, 'student_allergies', { schoolId, studentId, memberId }, ALLERGY_COLUMNS, items);
  });
}

/** A class board's allergy panel: masked names, allergen names, whether any is severe. */
export async function boardAllergies(db: Runner, schoolId: number, range: number[] | null, clazzId: number) {
  const c = await db.execute<{ id: number; name: string }>(
    sql`select id, name from classes where school_id = ${schoolId} and id = ${clazzId}`,
  );
  if (!c.rows[0] || !classInRange(range, clazzId)) throw notFound();
  const r = await db.execute<{ studentId: number; name: string; allergens: string[]; severe: boolean }>(sql`
    select st.id as "studentId", st.name, array_agg(a.name order by sa.severity desc, a.sort) as allergens, max(sa.severity) = 3 as severe
    from students st join student_allergies sa on sa.school_id = st.school_id and sa.student_id = st.id
      join allergens a on a.school_id = sa.school_id and a.id = sa.allergen_id
    where st.school_id = ${schoolId} and st.status = 1 and st.class_id = ${clazzId} and ${inRange(sql`st.class_id`, range)}
    group by st.id, st.name order by st.name, st.id`);
  return { clazzId: Number(c.rows[0].id), clazzName: c.rows[0].name, children: r.rows.map((x) => ({ ...x, name: maskName(x.name) })) };
}
