import { maskName } from '@kg/shared';
import type { allergen, allergyItem, allergyCounts as countsShape } from '@kg/shared/modules/health/records/allergy';
import type { AllergenKind } from '@kg/shared/modules/health/records/records-shapes';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { AppError, notFound } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { classInRange, inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { allergens, classes, studentAllergies, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { personRecords, replaceChildRecords, type SavedColumn } from './person-record-kit.ts';
import { type ChildFilter, childWhere, type Runner, st, visibleChild } from './records-scope.ts';

export interface AllergyFilter extends ChildFilter {
  kind?: AllergenKind;
  allergenId?: number;
}

/** A child's allergies as JSON, most severe first (`st` in scope). */
const sa = alias(studentAllergies, 'sa');
const a = alias(allergens, 'a');
const ALLERGY_FROM = sql`${studentAllergies} sa join ${allergens} a on ${a.schoolId} = ${sa.schoolId} and ${a.id} = ${sa.allergenId}`;
export const ALLERGIES_OF = sql`coalesce((select json_agg(json_build_object('allergenId', ${a.id}, 'allergenName', ${a.name},
    'allergenNameEn', ${a.nameEn}, 'kind', ${a.kind}, 'reaction', ${sa.reaction}, 'severity', ${sa.severity}, 'source', ${sa.source},
    'note', ${sa.note}, 'updatedAt', ${sa.updatedAt}) order by ${sa.severity} desc, ${a.sort}, ${a.id})
  from ${ALLERGY_FROM} where ${sa.schoolId} = ${st.schoolId} and ${sa.studentId} = ${st.id}), '[]'::json)`;

export type AllergyOfChild = z.output<typeof allergyItem>;

/** Allergies as a person record: a child matches with any allergy of the kind and allergen asked for. */
export const ALLERGY_RECORDS = personRecords<AllergyFilter, 'allergies', AllergyOfChild>({
  table: studentAllergies,
  items: 'allergies',
  itemsOf: ALLERGIES_OF,
  has: (f) => sql`exists (select 1 from ${ALLERGY_FROM} where ${sa.schoolId} = ${st.schoolId} and ${sa.studentId} = ${st.id}
    ${f.kind ? sql`and ${a.kind} = ${f.kind}` : sql``} ${f.allergenId ? sql`and ${a.id} = ${f.allergenId}` : sql``})`,
});

type Counts = z.output<typeof countsShape>;
/** Read from the CTEs kids (the children of the scope) and hits (their allergies with the allergen's id, names, kind, sort). */
const COUNTS = {
  children: sql<number>`(select count(distinct student_id)::int from hits)`,
  roster: sql<number>`(select count(*)::int from kids)`,
  byAllergen: sql<Counts['byAllergen']>`coalesce((select json_agg(json_build_object('allergenId', x.id, 'name', x.name,
      'nameEn', x.name_en, 'kind', x.kind, 'count', x.count) order by x.count desc, x.sort)
    from (select id, name, name_en, kind, sort, count(*)::int as count from hits group by id, name, name_en, kind, sort) x), '[]'::json)`,
  byKind: sql<Counts['byKind']>`coalesce((select json_agg(k order by k.count desc)
    from (select kind, count(distinct student_id)::int as count from hits group by kind) k), '[]'::json)`,
};
const COUNT_LIST = selectList(COUNTS);

/** Children per allergen and per kind among the children in school of the scope. */
export async function allergyCounts(db: Runner, schoolId: number, range: number[] | null, clazzId?: number) {
  const where = childWhere(schoolId, range, { clazzId });
  const [row] = await preparedRows<RowOf<typeof COUNTS>>(
    db,
    sql`with kids as (select ${st.id}, ${st.schoolId} from ${students} st where ${where}),
      hits as (select ${a.id}, ${a.name}, ${a.nameEn}, ${a.kind}, ${a.sort}, ${sa.studentId} from kids
        join ${ALLERGY_FROM} on ${sa.schoolId} = kids.school_id and ${sa.studentId} = kids.id)
    select ${COUNT_LIST}`,
  );
  return row satisfies z.output<typeof countsShape>;
}

export async function allergenCatalogue(db: Runner, schoolId: number): Promise<z.output<typeof allergen>[]> {
  const t = allergens;
  return db
    .select({
      id: t.id,
      name: t.name,
      nameEn: t.nameEn,
      kind: sql<AllergenKind>`${t.kind}`,
      foodCategories: t.foodCategories,
      foodKeywords: t.foodKeywords,
    })
    .from(t)
    .where(eq(t.schoolId, schoolId))
    .orderBy(asc(t.sort), asc(t.id));
}

const ALLERGY_COLUMNS: SavedColumn[] = [
  [studentAllergies.allergenId, 'allergenId', 'bigint'],
  [studentAllergies.reaction, 'reaction', 'text'],
  [studentAllergies.severity, 'severity', 'smallint'],
  [studentAllergies.source, 'source', 'text'],
  [studentAllergies.note, 'note', 'text'],
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
    const known = await tx.select({ id: allergens.id }).from(allergens).where(eq(allergens.schoolId, schoolId));
    const ids = new Set(known.map((r) => r.id));
    const unknown = items.findIndex((it) => !ids.has(it.allergenId));
    if (unknown >= 0) throw new AppError('health-0201', { field: `allergies.${unknown}.allergenId` });
    return replaceChildRecords(tx, studentAllergies, { schoolId, studentId, memberId }, ALLERGY_COLUMNS, items);
  });
}

const BOARD_CHILD = {
  studentId: st.id,
  name: st.name,
  allergens: sql<string[]>`array_agg(${a.name} order by ${sa.severity} desc, ${a.sort})`,
  severe: sql<boolean>`max(${sa.severity}) = 3`,
};
const BOARD_LIST = selectList(BOARD_CHILD);

/** A class board's allergy panel: masked names, allergen names, whether any is severe. */
export async function boardAllergies(db: Runner, schoolId: number, range: number[] | null, clazzId: number) {
  const [cls] = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.id, clazzId)));
  if (!cls || !classInRange(range, clazzId)) throw notFound();
  const rows = await preparedRows<RowOf<typeof BOARD_CHILD>>(
    db,
    sql`select ${BOARD_LIST} from ${students} st join ${ALLERGY_FROM} on ${sa.schoolId} = ${st.schoolId} and ${sa.studentId} = ${st.id}
    where ${st.schoolId} = ${schoolId} and ${st.status} = 1 and ${st.classId} = ${clazzId} and ${inRange(sql`${st.classId}`, range)}
    group by ${st.id}, ${st.name} order by ${st.name}, ${st.id}`,
  );
  return { clazzId: cls.id, clazzName: cls.name, children: rows.map((x) => ({ ...x, name: maskName(x.name) })) };
}
