import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { oneRow } from '../../../core/crud.ts';
import { pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { allergens, classes, studentAllergies, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

const sa = alias(studentAllergies, 'sa');
const s = alias(students, 's');
const c = alias(classes, 'c');
// the class is a left join
const CHILD = { studentId: s.id, name: s.name, className: sql<string | null>`${c.name}`, severity: sa.severity, reaction: sa.reaction };
const CHILD_LIST = selectList(CHILD);

/**
 * The children in school (within the caller's classes) with one allergen of the school's
 * catalogue, most severe first: what a bar of the allergen chart stands for.
 */
export async function allergenChildren(
  db: Db,
  schoolId: number,
  range: number[] | null,
  q: { allergenId: number; pageNum: number; pageSize: number },
) {
  oneRow(
    await db
      .select({ id: allergens.id })
      .from(allergens)
      .where(and(eq(allergens.schoolId, schoolId), eq(allergens.id, q.allergenId))),
  );
  const where = sql`${sa.schoolId} = ${schoolId} and ${sa.allergenId} = ${q.allergenId} and ${s.status} = 1 and ${inRange(sql`${s.classId}`, range)}`;
  const from = sql`${studentAllergies} sa join ${students} s on ${s.schoolId} = ${sa.schoolId} and ${s.id} = ${sa.studentId}`;
  return pagedQuery<RowOf<typeof CHILD>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: sql`select ${CHILD_LIST}, count(*) over () as total
      from ${from} left join ${classes} c on ${c.schoolId} = ${s.schoolId} and ${c.id} = ${s.classId}
      where ${where} order by ${sa.severity} desc, ${c.name}, ${s.name}, ${s.id}`,
  });
}
