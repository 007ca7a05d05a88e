import { maskName } from '@kg/shared';
import type { candidateChild, groupRow, specialChild } from '@kg/shared/modules/recipes/special-shapes';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { oneRow } from '../../../core/crud.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { allergens, classes, specialGroupStudents, specialGroups, studentAllergies, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

const sg = alias(specialGroups, 'sg');
const gs = alias(specialGroupStudents, 'gs');
const st = alias(students, 'st');
const c = alias(classes, 'c');
const a = alias(allergens, 'a');
const sa = alias(studentAllergies, 'sa');

type GroupRow = z.output<typeof groupRow>;
type SpecialChild = z.output<typeof specialChild>;
type Candidate = z.output<typeof candidateChild>;

/** Allergens of group `sg` as JSON, in catalogue order. */
const GROUP_ALLERGENS = sql<
  GroupRow['allergens']
>`coalesce((select json_agg(json_build_object('id', ${a.id}, 'name', ${a.name}, 'nameEn', ${a.nameEn})
    order by ${a.sort}, ${a.id})
  from ${allergens} a where ${a.schoolId} = ${sg.schoolId} and ${a.id} = any(${sg.allergenIds})), '[]'::json)`;
/** Food allergies on record of child `st` (only those matching `extra` when given), most severe first. */
const childAllergies = (extra: SQL = sql``) => sql<SpecialChild['allergies']>`coalesce((select json_agg(json_build_object('name', ${a.name},
    'nameEn', ${a.nameEn}, 'severity', ${sa.severity}) order by ${sa.severity} desc, ${a.sort})
  from ${studentAllergies} sa join ${allergens} a on ${a.schoolId} = ${sa.schoolId} and ${a.id} = ${sa.allergenId}
  where ${sa.schoolId} = ${st.schoolId} and ${sa.studentId} = ${st.id} and ${a.kind} = 'food' ${extra}), '[]'::json)`;

/** Children in school of the caller's classes (`st`). */
export const inSchool = (schoolId: number, range: number[] | null) =>
  sql`${st.schoolId} = ${schoolId} and ${st.status} = 1 and ${inRange(sql`${st.classId}`, range)}`;

const CHILDREN_OF = sql<number>`(select count(*)::int from ${specialGroupStudents} gs
  join ${students} st on ${st.schoolId} = ${gs.schoolId} and ${st.id} = ${gs.studentId}
  where ${gs.schoolId} = ${sg.schoolId} and ${gs.groupId} = ${sg.id} and ${st.status} = 1)`;

const GROUP = {
  id: sg.id,
  name: sg.name,
  reason: sql<GroupRow['reason']>`${sg.reason}`,
  // a bigint array is not decoded: its ids come as strings
  allergenIds: sql<(string | number)[]>`${sg.allergenIds}`,
  allergens: GROUP_ALLERGENS,
  foodCategories: sg.foodCategories,
  foodKeywords: sg.foodKeywords,
  notes: sg.notes,
  children: CHILDREN_OF,
  updatedAt: sg.updatedAt,
};
const GROUP_LIST = selectList(GROUP);

export async function listGroups(db: Db, schoolId: number, q: { name?: string; pageNum: number; pageSize: number }) {
  const where = sql`${sg.schoolId} = ${schoolId} ${q.name ? sql`and ${sg.name} ilike ${containsPattern(q.name)}` : sql``}`;
  const page = await pagedQuery<RowOf<typeof GROUP>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${specialGroups} sg where ${where}`,
    select: sql`select ${GROUP_LIST}, count(*) over () as total from ${specialGroups} sg where ${where} order by ${sg.name}, ${sg.id}`,
  });
  return { ...page, list: page.list.map((g) => ({ ...g, allergenIds: g.allergenIds.map(Number) })) };
}

export function groupOptions(db: Db, schoolId: number) {
  const t = specialGroups;
  return db
    .select({ id: t.id, name: t.name, reason: sql<GroupRow['reason']>`${t.reason}` })
    .from(t)
    .where(eq(t.schoolId, schoolId))
    .orderBy(asc(t.name), asc(t.id))
    .limit(1000);
}

const CHILD = {
  studentId: st.id,
  name: st.name,
  clazzId: st.classId,
  clazzName: c.name,
  groupId: sg.id,
  groupName: sg.name,
  reason: sql<SpecialChild['reason']>`${sg.reason}`,
  addedAt: gs.addedAt,
  avoid: sql<SpecialChild['avoid']>`json_build_object('allergens', ${GROUP_ALLERGENS}, 'foodCategories', ${sg.foodCategories},
    'foodKeywords', ${sg.foodKeywords})`,
  allergies: childAllergies(),
};
const CHILD_LIST = selectList(CHILD);

/** Children in school of the caller's classes in special-meal groups: one row per child and group. */
export async function listSpecialChildren(
  db: Db,
  schoolId: number,
  range: number[] | null,
  q: { groupId?: number; clazzId?: number; name?: string; pageNum: number; pageSize: number },
) {
  const where = sql`${inSchool(schoolId, range)}
    ${q.groupId ? sql`and ${gs.groupId} = ${q.groupId}` : sql``}
    ${q.clazzId ? sql`and ${st.classId} = ${q.clazzId}` : sql``}
    ${q.name ? sql`and ${st.name} ilike ${containsPattern(q.name)}` : sql``}`;
  const from = sql`${specialGroupStudents} gs join ${students} st on ${st.schoolId} = ${gs.schoolId} and ${st.id} = ${gs.studentId}
    join ${specialGroups} sg on ${sg.schoolId} = ${gs.schoolId} and ${sg.id} = ${gs.groupId}`;
  const page = await pagedQuery<RowOf<typeof CHILD>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: sql`select ${CHILD_LIST}, count(*) over () as total
      from ${from} left join ${classes} c on ${c.schoolId} = ${st.schoolId} and ${c.id} = ${st.classId}
      where ${where} order by ${sg.name}, ${sg.id}, ${c.sort}, ${st.classId}, ${st.name}, ${st.id}`,
  });
  return { ...page, list: page.list.map((r) => ({ ...r, name: maskName(r.name) })) };
}

/** The group's allergens (404 when the group is not the school's). */
export async function groupAllergens(db: Pick<Db, 'select'>, schoolId: number, groupId: number): Promise<number[]> {
  const t = specialGroups;
  const r = await db
    .select({ ids: t.allergenIds })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), eq(t.id, groupId)));
  return oneRow<{ ids: number[] }>(r).ids;
}

/** Children in school of the caller's classes, not in the group, with an allergy to one of `allergens` on record (`st`). */
export const candidateWhere = (schoolId: number, range: number[] | null, groupId: number, allergens: number[]) =>
  sql`${inSchool(schoolId, range)}
    and not exists (select 1 from ${specialGroupStudents} gs where ${gs.schoolId} = ${st.schoolId} and ${gs.groupId} = ${groupId} and ${gs.studentId} = ${st.id})
    and exists (select 1 from ${studentAllergies} sa where ${sa.schoolId} = ${st.schoolId} and ${sa.studentId} = ${st.id}
      and ${sa.allergenId} = any(${sql.param(allergens)}::bigint[]))`;

const candidate = (allergens: number[]) => ({
  studentId: st.id,
  name: st.name,
  clazzId: st.classId,
  clazzName: c.name,
  allergies: sql<Candidate['allergies']>`${childAllergies(sql`and ${a.id} = any(${sql.param(allergens)}::bigint[])`)}`,
});

export async function listCandidates(
  db: Db,
  schoolId: number,
  range: number[] | null,
  q: { groupId: number; pageNum: number; pageSize: number },
) {
  const allergens = await groupAllergens(db, schoolId, q.groupId);
  const where = candidateWhere(schoolId, range, q.groupId, allergens);
  const page = await pagedQuery<RowOf<ReturnType<typeof candidate>>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${students} st where ${where}`,
    select: sql`select ${selectList(candidate(allergens))}, count(*) over () as total
      from ${students} st left join ${classes} c on ${c.schoolId} = ${st.schoolId} and ${c.id} = ${st.classId}
      where ${where} order by ${c.sort}, ${st.classId}, ${st.name}, ${st.id}`,
  });
  return { ...page, list: page.list.map((r) => ({ ...r, name: maskName(r.name) })) };
}
