import { maskName } from '@kg/shared';
import type { candidateChild, groupRow, specialChild } from '@kg/shared/modules/recipes/special-shapes';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { oneRow } from '../../../core/crud.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

/** Allergens of group `sg` as JSON, in catalogue order. */
const GROUP_ALLERGENS = sql`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'nameEn', a.name_en) order by a.sort, a.id)
  from allergens a where a.school_id = sg.school_id and a.id = any(sg.allergen_ids)), '[]'::json)`;
/** Food allergies on record of child `st` (only those matching `extra` when given), most severe first. */
const childAllergies = (extra: SQL = sql``) => sql`coalesce((select json_agg(json_build_object('name', a.name, 'nameEn', a.name_en,
    'severity', sa.severity) order by sa.severity desc, a.sort)
  from student_allergies sa join allergens a on a.school_id = sa.school_id and a.id = sa.allergen_id
  where sa.school_id = st.school_id and sa.student_id = st.id and a.kind = 'food' ${extra}), '[]'::json)`;

/** Children in school of the caller's classes (`st`). */
export const inSchool = (schoolId: number, range: number[] | null) =>
  sql`st.school_id = ${schoolId} and st.status = 1 and ${inRange(sql`st.class_id`, range)}`;

const CHILDREN_OF = sql`(select count(*)::int from special_group_students gs join students st on st.school_id = gs.school_id and st.id = gs.student_id
  where gs.school_id = sg.school_id and gs.group_id = sg.id and st.status = 1)`;

type GroupRow = z.output<typeof groupRow>;

export async function listGroups(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql`sg.school_id = ${schoolId} ${q.name ? sql`and sg.name ilike ${containsPattern(q.name)}` : sql``}`;
  const page = await pagedQuery<Omit<GroupRow, 'allergenIds'> & { allergenIds: (string | number)[] }>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from special_groups sg where ${where}`,
    select: sql`select sg.id, sg.name, sg.reason, sg.allergen_ids as "allergenIds", ${GROUP_ALLERGENS} as allergens,
        sg.food_categories as "foodCategories", sg.food_keywords as "foodKeywords", sg.notes, ${CHILDREN_OF} as children,
        sg.updated_at as "updatedAt", count(*) over () as total
      from special_groups sg where ${where} order by sg.name, sg.id`,
  });
  return { ...page, list: page.list.map((g) => ({ ...g, allergenIds: g.allergenIds.map(Number) })) };
}

export async function groupOptions(db: Db, schoolId: number) {
  const r = await db.execute<{ id: number; name: string; reason: GroupRow['reason'] }>(
    sql`select id, name, reason from special_groups where school_id = ${schoolId} order by name, id limit 1000`,
  );
  return r.rows;
}

type SpecialChild = z.output<typeof specialChild>;

/** Children in school of the caller's classes in special-meal groups: one row per child and group. */
export async function listSpecialChildren(
  db: Db,
  schoolId: number,
  range: number[] | null,
  q: { groupId?: number; clazzId?: number; name?: string; pageNum: number; pageSize: number },
) {
  const where = sql`${inSchool(schoolId, range)}
    ${q.groupId ? sql`and gs.group_id = ${q.groupId}` : sql``}
    ${q.clazzId ? sql`and st.class_id = ${q.clazzId}` : sql``}
    ${q.name ? sql`and st.name ilike ${containsPattern(q.name)}` : sql``}`;
  const from = sql`special_group_students gs join students st on st.school_id = gs.school_id and st.id = gs.student_id
    join special_groups sg on sg.school_id = gs.school_id and sg.id = gs.group_id`;
  const page = await pagedQuery<SpecialChild>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: sql`select st.id as "studentId", st.name, st.class_id as "clazzId", c.name as "clazzName", sg.id as "groupId",
        sg.name as "groupName", sg.reason, gs.added_at as "addedAt",
        json_build_object('allergens', ${GROUP_ALLERGENS}, 'foodCategories', sg.food_categories, 'foodKeywords', sg.food_keywords) as avoid,
        ${childAllergies()} as allergies, count(*) over () as total
      from ${from} left join classes c on c.school_id = st.school_id and c.id = st.class_id
      where ${where} order by sg.name, sg.id, c.sort, st.class_id, st.name, st.id`,
  });
  return { ...page, list: page.list.map((r) => ({ ...r, name: maskName(r.name) })) };
}

/** The group's allergens (404 when the group is not the school's). */
export async function groupAllergens(db: Pick<Db, 'execute'>, schoolId: number, groupId: number): Promise<number[]> {
  const r = await db.execute<{ ids: (string | number)[] }>(
    sql`select allergen_ids as ids from special_groups where school_id = ${schoolId} and id = ${groupId}`,
  );
  return oneRow<{ ids: (string | number)[] }>(r.rows).ids.map(Number);
}

/** Children in school of the caller's classes, not in the group, with an allergy to one of `allergens` on record (`st`). */
export const candidateWhere = (schoolId: number, range: number[] | null, groupId: number, allergens: number[]) =>
  sql`${inSchool(schoolId, range)}
    and not exists (select 1 from special_group_students gs where gs.school_id = st.school_id and gs.group_id = ${groupId} and gs.student_id = st.id)
    and exists (select 1 from student_allergies sa where sa.school_id = st.school_id and sa.student_id = st.id
      and sa.allergen_id = any(${sql.param(allergens)}::bigint[]))`;

export async function listCandidates(
  db: Db,
  schoolId: number,
  range: number[] | null,
  q: { groupId: number; pageNum: number; pageSize: number },
) {
  const allergens = await groupAllergens(db, schoolId, q.groupId);
  const where = candidateWhere(schoolId, range, q.groupId, allergens);
  const page = await pagedQuery<z.output<typeof candidateChild>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from students st where ${where}`,
    select: sql`select st.id as "studentId", st.name, st.class_id as "clazzId", c.name as "clazzName",
        ${childAllergies(sql`and a.id = any(${sql.param(allergens)}::bigint[])`)} as allergies, count(*) over () as total
      from students st left join classes c on c.school_id = st.school_id and c.id = st.class_id
      where ${where} order by c.sort, st.class_id, st.name, st.id`,
  });
  return { ...page, list: page.list.map((r) => ({ ...r, name: maskName(r.name) })) };
}
